package home.hearth.policies.config.internal;

import home.hearth.policies.ScopeType;
import home.hearth.policies.config.RetentionRules;
import home.hearth.policies.memory.MemoryKind;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads {@code retention} (lifetimes per kind, then per scope, and how long conversations are kept) and {@code decay}
 * (λ per kind).
 */
final class RetentionParser {
    private static final Set<String> KINDS =
            Arrays.stream(MemoryKind.values()).map(MemoryKind::wireName).collect(Collectors.toUnmodifiableSet());

    private static final Duration MIN_CONVERSATIONS = Duration.ofDays(1);

    private RetentionParser() {}

    static RetentionRules read(Section retention, Section decay) {
        Set<String> allowed = new HashSet<>(KINDS);
        allowed.add("scopes");
        allowed.add("conversations");
        retention.allowOnly(allowed);
        Map<MemoryKind, Optional<Duration>> byKind = new EnumMap<>(MemoryKind.class);
        for (MemoryKind kind : MemoryKind.values()) {
            byKind.put(kind, retention.lifetime(kind.wireName(), kind != MemoryKind.WORKING));
        }
        Map<ScopeType, Map<MemoryKind, Optional<Duration>>> byScope = new EnumMap<>(ScopeType.class);
        Section scopes = retention.optional("scopes").isPresent()
                ? retention.section("scopes", "a mapping of scopes such as { task: { episodic: 90d } }") : null;
        if (scopes != null) {
            for (String name : scopes.keys()) {
                scopeType(scopes, name).ifPresent(type -> byScope.put(type, perScope(scopes.section(name, "a mapping of kinds"))));
            }
        }
        decay.allowOnly(KINDS);
        Map<MemoryKind, Double> rates = new EnumMap<>(MemoryKind.class);
        for (MemoryKind kind : MemoryKind.values()) {
            rates.put(kind, decay.number(kind.wireName(), 0, 50));
        }
        return new RetentionRules(byKind, byScope, rates, conversations(retention));
    }

    /**
     * At least a day: a member's session goes on for 12 hours after its last turn, and one deleted between being chosen
     * for a turn and that turn being kept would lose the turn.
     */
    private static Optional<Duration> conversations(Section retention) {
        Optional<Duration> keep = retention.lifetime("conversations", true);
        if (keep.isPresent() && keep.get().compareTo(MIN_CONVERSATIONS) < 0) {
            retention.errorAtKey("conversations", "expected at least 1d (a conversation goes on for 12 hours after its"
                    + " last turn), or never, got " + keep.get().toHours() + "h");
            return Optional.empty();
        }
        return keep;
    }

    private static Map<MemoryKind, Optional<Duration>> perScope(Section scope) {
        scope.allowOnly(KINDS);
        Map<MemoryKind, Optional<Duration>> out = new EnumMap<>(MemoryKind.class);
        for (String kind : scope.keys()) {
            if (KINDS.contains(kind)) {
                MemoryKind k = MemoryKind.parse(kind);
                out.put(k, scope.lifetime(kind, k != MemoryKind.WORKING));
            }
        }
        return out;
    }

    private static Optional<ScopeType> scopeType(Section scopes, String name) {
        try {
            return Optional.of(ScopeType.valueOf(name.toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            scopes.errorAtKey(name, "unknown key; expected one of " + MemoryParser.SCOPES);
            return Optional.empty();
        }
    }
}
