package home.hearth.policies.retention;

import home.hearth.policies.ScopeType;
import home.hearth.policies.config.RetentionRules;
import home.hearth.policies.memory.MemoryKind;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * How long memories live and how fast their strength fades, and how long conversations are kept. A
 * scope's own lifetime for a kind wins over the kind's; {@code never} means kept until deleted.
 * Strength decays as s·e^(−λ·days).
 */
public final class RetentionPolicy {
    private static final double SECONDS_PER_DAY = 86_400.0;
    private final RetentionRules rules;

    public RetentionPolicy(RetentionRules rules) {
        this.rules = rules;
    }

    /** When a memory created at {@code createdAt} expires; empty when it is kept until deleted. */
    public Optional<Instant> expiresAt(MemoryKind kind, ScopeType scope, Instant createdAt) {
        return lifetime(kind, scope).map(createdAt::plus);
    }

    public Optional<Duration> lifetime(MemoryKind kind, ScopeType scope) {
        Map<MemoryKind, Optional<Duration>> own = rules.byScope().getOrDefault(scope, Map.of());
        return own.containsKey(kind) ? own.get(kind) : rules.byKind().get(kind);
    }

    /** Whether a memory has expired at {@code now}. */
    public boolean expired(MemoryKind kind, ScopeType scope, Instant createdAt, Instant now) {
        return expiresAt(kind, scope, createdAt).map(at -> !now.isBefore(at)).orElse(false);
    }

    /** λ per day for a kind. */
    public double decayRatePerDay(MemoryKind kind) {
        return rules.decayPerDay().get(kind);
    }

    /** s·e^(−λ·Δt in days); a negative elapsed time is an error, not a boost. */
    public double decayed(double strength, MemoryKind kind, Duration elapsed) {
        if (elapsed.isNegative()) {
            throw new IllegalArgumentException("elapsed time must not be negative, got " + elapsed);
        }
        if (!(strength >= 0 && strength <= 1)) {
            throw new IllegalArgumentException("strength must be from 0 to 1, got " + strength);
        }
        double days = elapsed.toMillis() / 1000.0 / SECONDS_PER_DAY;
        return strength * Math.exp(-decayRatePerDay(kind) * days);
    }

    /**
     * How long a conversation session is kept after its last turn, then deleted with its messages and summary; empty
     * when sessions are kept until deleted ({@code never}). Memories learned in it are not affected.
     */
    public Optional<Duration> conversations() {
        return rules.conversations();
    }

    /** How long working memory of a session or task lives. */
    public Duration workingMemoryTtl() {
        return rules.byKind().get(MemoryKind.WORKING)
                .orElseThrow(() -> new IllegalStateException("working memory must expire; the policy parser guarantees it"));
    }
}
