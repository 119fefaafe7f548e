package home.hearth.hub.memory;

import home.hearth.hub.memory.reading.ActiveContexts;
import home.hearth.hub.memory.reading.MemoryReader;
import home.hearth.hub.memory.reading.MemorySearcher;
import home.hearth.hub.memory.reading.ReadRule;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.persistence.PendingStore;
import home.hearth.hub.memory.writing.EntryGate;
import home.hearth.hub.memory.writing.MemoryEditor;
import home.hearth.hub.memory.writing.MemoryTerms;
import home.hearth.hub.memory.writing.MemoryWriter;

/**
 * The memory use cases, built together: write (through the entry gate), read, edit and delete,
 * search. This is what the web layer and the conversation engine call.
 */
public record MemoryService(MemoryWriter writer, MemoryReader reader, MemoryEditor editor, MemorySearcher searcher) {
    /**
     * @param gate the entry gate, e.g. {@code policies.gate()::screen}
     * @param readRule who reads what, e.g. {@code policies.readAccess()::readAccess}
     * @param terms the pending and working-memory durations of the household policy
     */
    public static MemoryService create(MemoryBackends backends, EntryGate gate, ReadRule readRule, PendingStore pending,
            ActiveContexts contexts, MemoryTerms terms) {
        return new MemoryService(
                new MemoryWriter(backends, gate, readRule, pending, terms),
                new MemoryReader(backends, readRule),
                new MemoryEditor(backends, gate, readRule, pending),
                new MemorySearcher(backends, readRule, contexts));
    }
}
