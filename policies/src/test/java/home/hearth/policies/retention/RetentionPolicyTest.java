package home.hearth.policies.retention;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.ScopeType;
import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFiles;
import home.hearth.policies.memory.MemoryKind;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RetentionPolicyTest {
    private static final Instant CREATED = Instant.parse("2026-01-01T00:00:00Z");
    private final RetentionPolicy retention = new RetentionPolicy(PolicyFiles.defaults().retention());

    @ParameterizedTest(name = "{0} in {1} → {2}")
    @CsvSource(delimiter = '|', value = {
        "episodic   | user      | 2027-01-01T00:00:00Z",
        "episodic   | household | 2027-01-01T00:00:00Z",
        "episodic   | task      | 2026-04-01T00:00:00Z",
        "summary    | room      | 2026-06-30T00:00:00Z",
        "summary    | task      | 2026-04-01T00:00:00Z",
        "working    | user      | 2026-01-01T12:00:00Z",
        "structured | user      | never",
        "structured | task      | never"
    })
    void expiryFollowsKindThenScope(String kind, String scope, String expected) {
        Optional<Instant> at = retention.expiresAt(MemoryKind.parse(kind), ScopeType.valueOf(scope.toUpperCase()), CREATED);
        assertEquals(expected.equals("never") ? Optional.empty() : Optional.of(Instant.parse(expected)), at);
    }

    @Test
    void aMemoryHasExpiredExactlyAtItsExpiry() {
        assertFalse(retention.expired(MemoryKind.WORKING, ScopeType.USER, CREATED, CREATED.plus(Duration.ofHours(12)).minusSeconds(1)));
        assertTrue(retention.expired(MemoryKind.WORKING, ScopeType.USER, CREATED, CREATED.plus(Duration.ofHours(12))));
        assertFalse(retention.expired(MemoryKind.STRUCTURED, ScopeType.USER, CREATED, CREATED.plus(Duration.ofDays(10_000))));
    }

    @ParameterizedTest(name = "{0} after {1} days → {2}")
    @CsvSource(delimiter = '|', value = {
        "episodic | 0   | 1.0",
        "episodic | 100 | 0.36787944117144233",
        "summary  | 50  | 0.36787944117144233",
        "working  | 1   | 0.1353352832366127"
    })
    void strengthDecaysExponentially(String kind, long days, double expected) {
        assertEquals(expected, retention.decayed(1.0, MemoryKind.parse(kind), Duration.ofDays(days)), 1e-12);
    }

    @Test
    void decayScalesWithTheStartingStrength() {
        assertEquals(0.5 * Math.exp(-0.01 * 30), retention.decayed(0.5, MemoryKind.EPISODIC, Duration.ofDays(30)), 1e-12);
        assertEquals(0.01, retention.decayRatePerDay(MemoryKind.EPISODIC));
    }

    @Test
    void negativeElapsedTimeOrStrengthOutOfRangeIsAnError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> retention.decayed(1.0, MemoryKind.EPISODIC, Duration.ofDays(-1)));
        assertEquals("elapsed time must not be negative, got PT-24H", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> retention.decayed(1.5, MemoryKind.EPISODIC, Duration.ZERO));
    }

    @Test
    void workingMemoryTtlComesFromThePolicy() {
        assertEquals(Duration.ofHours(12), retention.workingMemoryTtl());
        RetentionPolicy shorter = new RetentionPolicy(PolicyFiles.withOverride(new NamedText("h.yaml", "retention:\n  working: 30m\n")).retention());
        assertEquals(Duration.ofMinutes(30), shorter.workingMemoryTtl());
    }
}
