package home.hearth.hub.memory.search;

import java.util.Objects;

/** What the search index holds of one memory. It lives in memory only, rebuilt from the database. */
public record IndexedMemory(String id, String text, float[] vector, MemoryAccess access, Validity validity) {
    public IndexedMemory {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(vector, "vector");
        Objects.requireNonNull(access, "access");
        Objects.requireNonNull(validity, "validity");
    }
}
