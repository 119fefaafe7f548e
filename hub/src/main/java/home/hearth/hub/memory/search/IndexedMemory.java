package home.hearth.hub.memory.search;

import home.hearth.policies.access.MemoryFacts;
import java.util.Objects;

/**
 * What the search index holds of one memory. It lives in memory only, rebuilt from the database.
 *
 * @param access the facts the read rule decides on (scope, owner, sensitivity, consents)
 */
public record IndexedMemory(String id, String text, float[] vector, MemoryFacts access, Validity validity) {
    public IndexedMemory {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(vector, "vector");
        Objects.requireNonNull(access, "access");
        Objects.requireNonNull(validity, "validity");
    }
}
