package home.hearth.hub.memory.values;

import java.time.Instant;
import java.util.Optional;

/**
 * One version of a memory: the value it had, and who set it, when and why.
 *
 * @param value for a structured memory, its value and unit ({@code 22 °C}) at that version
 */
public record MemoryVersion(int version, String text, Optional<String> value, MemoryStatus status, Change change) {
    /** Who made a version, when and why (the message id or page action). */
    public record Change(Instant at, String by, String why) {}
}
