package home.hearth.policies.config;

import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.MemoryKind;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * How long memories are kept and how fast they fade.
 *
 * @param byKind lifetime per kind; an empty Optional means kept until deleted ({@code never})
 * @param byScope per scope type, lifetimes that override {@code byKind} for some kinds
 * @param decayPerDay λ per kind: strength s becomes s·e^(−λ·days)
 */
public record RetentionRules(
        Map<MemoryKind, Optional<Duration>> byKind,
        Map<ScopeType, Map<MemoryKind, Optional<Duration>>> byScope,
        Map<MemoryKind, Double> decayPerDay) {
    public RetentionRules {
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
