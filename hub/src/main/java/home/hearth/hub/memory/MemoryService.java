package home.hearth.hub.memory;

import java.time.Duration;

/**
 * The memory use cases, built together: write (through the entry gate), read, edit and delete,
 * search. This is what the web layer and the conversation engine call.
 */
public record MemoryService(MemoryWriter writer, MemoryReader reader, MemoryEditor editor, MemorySearcher searcher) {
    /** How long a pending write waits for its owner's yes. */
    public static final Duration PENDING_TTL = Duration.ofHours(24);

    public static MemoryService create(
            MemoryParts parts, EntryGate gate, ReadRule readRule, PendingStore pending, ActiveContexts contexts) {
        return new MemoryService(
                new MemoryWriter(parts, gate, readRule, pending, PENDING_TTL),
                new MemoryReader(parts, readRule),
                new MemoryEditor(parts, gate, readRule, pending),
                new MemorySearcher(parts, readRule, contexts));
    }
}
