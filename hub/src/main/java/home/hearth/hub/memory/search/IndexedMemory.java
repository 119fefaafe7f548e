package home.hearth.hub.memory.search;

import home.hearth.policies.access.MemoryFacts;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * What the search index holds of one memory. It lives in memory only, rebuilt from the database.
 *
 * @param access the facts the read rule decides on (scope, owner, sensitivity, consents)
 * @param written when the memory was written; its day is indexed for keywords ({@link WrittenDate})
 */
public record IndexedMemory(String id, String text, float[] vector, MemoryFacts access, Validity validity,
        Optional<Instant> written) {
    public IndexedMemory {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(vector, "vector");
        Objects.requireNonNull(access, "access");
        Objects.requireNonNull(validity, "validity");
        Objects.requireNonNull(written, "written");
    }

    /** A memory whose writing date is not indexed. */
    public IndexedMemory(String id, String text, float[] vector, MemoryFacts access, Validity validity) {
        this(id, text, vector, access, validity, Optional.empty());
    }
}
