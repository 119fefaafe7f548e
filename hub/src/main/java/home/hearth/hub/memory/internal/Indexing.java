package home.hearth.hub.memory.internal;

import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.hub.memory.search.MemoryIndex;
import java.util.Optional;

/** Keeps the derived index in step with a memory: only active memories are searchable. */
public final class Indexing {
    private Indexing() {}

    public static IndexedMemory indexed(Memory m, float[] vector) {
        return new IndexedMemory(m.id(), m.text(), vector, m.access(), m.lifecycle().validity(),
                Optional.of(m.provenance().createdAt()));
    }

    public static void sync(MemoryIndex index, Memory m, float[] vector) {
        if (m.lifecycle().status() == MemoryStatus.ACTIVE) {
            index.upsert(indexed(m, vector));
        } else {
            index.delete(m.id());
        }
    }
}
