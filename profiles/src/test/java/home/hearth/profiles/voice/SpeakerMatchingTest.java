package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.profiles.members.Member;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Scores → levels → principals, table-driven with vectors of known cosine. */
class SpeakerMatchingTest {
    static final ScoreThresholds TH = new ScoreThresholds(0.76, 0.32);
    static final MemberId ANA = MemberId.of("ana");
    static final MemberId CARLA = MemberId.of("carla");

    /** A unit vector whose cosine with (1, 0) is {@code c}. */
    static float[] at(double c) {
        return new float[] {(float) c, (float) Math.sqrt(1 - c * c)};
    }

    static Voiceprint print(MemberId m, String model) {
        return new Voiceprint(m, model, new float[] {1, 0}, 3, Instant.EPOCH);
    }

    @ParameterizedTest(name = "score {0} → {1}")
    @CsvSource({"0.99, VERIFIED", "0.7601, VERIFIED", "0.7599, UNCERTAIN", "0.4401, UNCERTAIN", "0.4399, UNKNOWN",
            "-0.5, UNKNOWN"})
    void theBestScoreEarnsItsLevel(double score, IdentityLevel level) {
        SpeakerMatch m = SpeakerMatching.match(at(score), "m", List.of(print(ANA, "m")), TH);
        assertEquals(level, m.level());
        assertEquals(score, m.score(), 1e-6);
        assertEquals(level == IdentityLevel.UNKNOWN ? Optional.empty() : Optional.of(ANA), m.member());
    }

    @ParameterizedTest(name = "exactly {0} → {1}")
    @CsvSource({"0.76, VERIFIED", "0.44, UNCERTAIN"})
    void aScoreExactlyOnAThresholdEarnsTheHigherLevel(double score, IdentityLevel level) {
        assertEquals(level, TH.levelFor(score));
    }

    @Test
    void twoMembersAboveAcceptAreOnlyUncertain() {
        Voiceprint close = new Voiceprint(CARLA, "m", at(0.95), 3, Instant.EPOCH);
        SpeakerMatch m = SpeakerMatching.match(at(0.9), "m", List.of(print(ANA, "m"), close), TH);
        assertEquals(IdentityLevel.UNCERTAIN, m.level());
    }

    @Test
    void printsOfAnotherModelAreNeverCompared() {
        SpeakerMatch m = SpeakerMatching.match(at(1.0), "new-model", List.of(print(ANA, "old-model")), TH);
        assertEquals(SpeakerMatch.unknown(-1), m);
    }

    @Test
    void mapsLevelsToPrincipalsForPolicies() {
        Member carla = new Member(CARLA, "Carla", Role.CHILD, Optional.of(ANA), Instant.EPOCH);
        Map<MemberId, Member> members = Map.of(CARLA, carla);
        SpeakerMatch verified = new SpeakerMatch(Optional.of(CARLA), 0.9, IdentityLevel.VERIFIED);
        Principal p = verified.asPrincipal(id -> Optional.ofNullable(members.get(id)));
        assertEquals(new Principal(Optional.of(CARLA), Role.CHILD, IdentityLevel.VERIFIED, Optional.of(ANA)), p);
        assertEquals(true, p.isVerifiedAs(CARLA));

        Principal uncertain = new SpeakerMatch(Optional.of(CARLA), 0.6, IdentityLevel.UNCERTAIN)
                .asPrincipal(id -> Optional.ofNullable(members.get(id)));
        assertEquals(IdentityLevel.UNCERTAIN, uncertain.level());
        assertEquals(false, uncertain.isVerifiedAs(CARLA));

        assertEquals(Principal.unknown(), SpeakerMatch.unknown(0.1).asPrincipal(id -> Optional.of(carla)));
        assertEquals(Principal.unknown(), verified.asPrincipal(id -> Optional.empty()), "a removed member is nobody");
    }

    @Test
    void refusesThresholdsOutsideTheCosineRange() {
        var e = assertThrows(IllegalArgumentException.class, () -> new ScoreThresholds(1.5, 0.1));
        assertEquals("accept threshold must be in (-1, 1], got: 1.5", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new ScoreThresholds(0.5, -0.1));
    }

    @Test
    void aMatchNamesAMemberExactlyWhenItIsNotUnknown() {
        assertThrows(IllegalArgumentException.class, () -> new SpeakerMatch(Optional.of(ANA), 0.1, IdentityLevel.UNKNOWN));
        assertThrows(IllegalArgumentException.class, () -> new SpeakerMatch(Optional.empty(), 0.9, IdentityLevel.VERIFIED));
    }
}
