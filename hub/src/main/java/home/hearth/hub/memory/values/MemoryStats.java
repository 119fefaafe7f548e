package home.hearth.hub.memory.values;

import java.time.Instant;
import java.util.Optional;

/**
 * How a memory has been used. Retrieval (a search hit used for an answer) and a view (the memory
 * shown on a page) are counted separately; "access" is kept for authorisation.
 *
 * @param importance 0–1, set by the writer or the gate
 * @param strength 0–1, reinforced on retrieval, decays as s·e^(−λΔt)
 */
public record MemoryStats(
        double importance,
        double strength,
        long retrievalCount,
        Optional<Instant> lastRetrieved,
        long viewCount,
        Optional<Instant> lastViewed) {
    public MemoryStats {
        if (!(importance >= 0 && importance <= 1)) {
            throw new IllegalArgumentException("importance must be between 0 and 1, got: " + importance);
        }
        if (!(strength >= 0 && strength <= 1)) {
            throw new IllegalArgumentException("strength must be between 0 and 1, got: " + strength);
        }
    }

    public static MemoryStats fresh(double importance) {
        return new MemoryStats(importance, 1.0, 0, Optional.empty(), 0, Optional.empty());
    }
}
