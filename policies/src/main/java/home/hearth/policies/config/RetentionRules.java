package home.hearth.policies.config;

import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.MemoryKind;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How long memories are kept and how fast they fade, and how long conversations are kept.
 *
 * @param byKind lifetime per kind; an empty Optional means kept until deleted ({@code never})
 * @param byScope per scope type, lifetimes that override {@code byKind} for some kinds
 * @param decayPerDay λ per kind: strength s becomes s·e^(−λ·days)
 * @param conversations how long a conversation session (its messages and summary) is kept after its last turn;
 *     empty means kept until deleted ({@code never}). A transcript is not a memory: what was learned from it lives
 *     by the memories' own lifetimes.
 */
public record RetentionRules(
        Map<MemoryKind, Optional<Duration>> byKind,
        Map<ScopeType, Map<MemoryKind, Optional<Duration>>> byScope,
        Map<MemoryKind, Double> decayPerDay,
        Optional<Duration> conversations) {
    public RetentionRules {
        Objects.requireNonNull(conversations, "conversations");
        byKind = Map.copyOf(byKind);
        byScope = Map.copyOf(byScope);
        decayPerDay = Map.copyOf(decayPerDay);
        for (MemoryKind kind : MemoryKind.values()) {
            if (!byKind.containsKey(kind) || !decayPerDay.containsKey(kind)) {
                throw new IllegalArgumentException("retention and decay need every kind, missing: " + kind.wireName());
            }
        }
    }
}
