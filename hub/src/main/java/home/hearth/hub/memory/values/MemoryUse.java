package home.hearth.hub.memory.values;

import java.time.Instant;
import java.util.Objects;

/**
 * One member's own use of one memory: how often and when last they retrieved it (a search for an answer or a
 * lookup). It ranks that member's searches and nobody else's; it is theirs, in their export.
 */
public record MemoryUse(String memoryId, long retrievalCount, Instant lastRetrieved) {
    public MemoryUse {
        Objects.requireNonNull(memoryId, "memoryId");
        Objects.requireNonNull(lastRetrieved, "lastRetrieved");
        if (retrievalCount < 1) {
            throw new IllegalArgumentException("MemoryUse needs a retrievalCount of 1 or more, got: " + retrievalCount);
        }
    }
}
