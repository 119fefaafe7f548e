package home.hearth.hub.memory.writing;

import java.time.Duration;
import java.util.Objects;

/**
 * How long the short-lived things last, from the household policy.
 *
 * @param pendingTtl how long a pending write waits for its owner's yes ({@code MemoryEntryGate.confirmationTtl()})
 * @param workingTtl how long a working memory lives when the writer gives no ttl
 *     ({@code RetentionPolicy.workingMemoryTtl()})
 */
public record MemoryTerms(Duration pendingTtl, Duration workingTtl) {
    public MemoryTerms {
        Objects.requireNonNull(pendingTtl, "pendingTtl");
        Objects.requireNonNull(workingTtl, "workingTtl");
        if (pendingTtl.isNegative() || pendingTtl.isZero() || workingTtl.isNegative() || workingTtl.isZero()) {
            throw new IllegalArgumentException("pending and working-memory durations must be positive, got "
                    + pendingTtl + " and " + workingTtl);
        }
    }
}
