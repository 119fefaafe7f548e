package home.hearth.hub.memory;

import java.time.Duration;

/**
 * The memory use cases, built together: write (through the entry gate), read, edit and delete,
 * search. This is what the web layer and the conversation engine call.
 */
public record MemoryService(MemoryWriter writer, MemoryReader reader, MemoryEditor editor, MemorySearcher searcher) {
    /**
     * @param gate the entry gate, e.g. {@code policies.gate()::screen}
     * @param readRule who reads what, e.g. {@code policies.readAccess()::readAccess}
     * @param pendingTtl how long a pending write waits for its owner's yes ({@code gate.confirmationTtl()})
     */
    public static MemoryService create(MemoryParts parts, EntryGate gate, ReadRule readRule, PendingStore pending,
            ActiveContexts contexts, Duration pendingTtl) {
        return new MemoryService(
                new MemoryWriter(parts, gate, readRule, pending, pendingTtl),
                new MemoryReader(parts, readRule),
                new MemoryEditor(parts, gate, readRule, pending),
                new MemorySearcher(parts, readRule, contexts));
    }
}
