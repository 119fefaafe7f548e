package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.profiles.testing.TestHousehold;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real voices end to end: enrol three members from espeak-ng speech into the encrypted database,
 * then ask who is speaking, and what the answer lets policies do.
 */
class SpeakerVerificationTest {
    @TempDir
    static Path dir;

    static OnnxSpeakerVerifier verifier;
    static TestHousehold home;
    static Speech speech;
    static final MemberId ANA = MemberId.of("ana");
    static final MemberId BRUNO = MemberId.of("bruno");
    static final MemberId CARLA = MemberId.of("carla");

    @BeforeAll
    static void enrolTheFamily() {
        verifier = new OnnxSpeakerVerifier(
                SpeakerModelConfig.xvector(TestModel.dir(), SpeakerModelConfig.XVECTOR_THRESHOLDS));
        home = new TestHousehold(dir.resolve("db")).withFamily();
        speech = new Speech(dir);
        Enrolment enrolment = new Enrolment(verifier, home.voiceprints, home.members, AudioCheck.forEnrolment(),
                home.clock, 3);
        enrol(enrolment, ANA, "en+steph");
        enrol(enrolment, BRUNO, "en+rob");
        enrol(enrolment, CARLA, "pt-br+f3");
    }

    static void enrol(Enrolment enrolment, MemberId member, String voice) {
        EnrolmentSession s = enrolment.start(member);
        for (int i = 10; i < 13; i++) {
            s.add(speech.say(voice, Speech.SENTENCES.get(i)));
        }
        s.finish();
    }

    @AfterAll
    static void close() {
        verifier.close();
    }

    SpeakerMatch whoIs(Pcm16 audio) {
        return verifier.identify(audio, home.voiceprints.forModel(verifier.modelId()));
    }

    Principal principalOf(SpeakerMatch m) {
        return m.asPrincipal(home.members::get);
    }

    @Test
    void eachEnrolledMemberIsVerifiedByVoiceOnANewSentence() {
        for (var c : List.of(new Object[] {ANA, "en+steph"}, new Object[] {BRUNO, "en+rob"},
                new Object[] {CARLA, "pt-br+f3"})) {
            SpeakerMatch m = whoIs(speech.say((String) c[1], Speech.SENTENCES.get(3)));
            assertEquals(IdentityLevel.VERIFIED, m.level(), c[1] + " scored " + m.score());
            assertEquals(Optional.of(c[0]), m.member());
        }
    }

    @Test
    void aVerifiedChildBecomesAPrincipalWithTheirGuardian() {
        Principal p = principalOf(whoIs(speech.say("pt-br+f3", Speech.SENTENCES.get(4))));
        assertTrue(p.isVerifiedAs(CARLA));
        assertEquals(Role.CHILD, p.role());
        assertEquals(Optional.of(BRUNO), p.guardian());
    }

    @Test
    void aStrangerIsNeverVerified() {
        for (String stranger : List.of("en+klatt", "en+kaukovalta", "en+zac", "en+Alicia")) {
            SpeakerMatch m = whoIs(speech.say(stranger, Speech.SENTENCES.get(5)));
            assertTrue(m.level() != IdentityLevel.VERIFIED, stranger + " verified as " + m.member() + " at " + m.score());
            assertFalse(principalOf(m).isVerified());
        }
    }

    @Test
    void aVeryDifferentStrangerIsUnknownAndGetsTheUnknownPrincipal() {
        SpeakerMatch m = whoIs(speech.say("en+klatt", Speech.SENTENCES.get(6)));
        assertEquals(IdentityLevel.UNKNOWN, m.level(), "score " + m.score());
        assertEquals(Principal.unknown(), principalOf(m));
    }

    /** Before prints had a noisy part (NoisyCopies) this member was only UNCERTAIN here. */
    @Test
    void aMemberInHeavyNoiseIsStillVerifiedThroughTheNoisyPartOfTheirPrint() {
        SpeakerMatch m = whoIs(speech.sayNoisy("en+rob", Speech.SENTENCES.get(7), 1.04, 0.06));
        assertEquals(IdentityLevel.VERIFIED, m.level(), "score " + m.score());
        assertEquals(Optional.of(BRUNO), m.member());
        assertTrue(principalOf(m).isVerifiedAs(BRUNO));
    }

    @Test
    void badAudioGetsAClearErrorInsteadOfAGuess() {
        var empty = assertThrows(BadAudioException.class, () -> whoIs(Pcm16.fromS16le(new byte[0], 16_000)));
        assertEquals(AudioProblem.EMPTY, empty.problem());
        var rate = assertThrows(BadAudioException.class, () -> whoIs(Tones.sine(200, 0.3, 2, 44_100)));
        assertEquals(AudioProblem.WRONG_FORMAT, rate.problem());
        var shortAudio = assertThrows(BadAudioException.class,
                () -> whoIs(speech.say("en+rob", Speech.SENTENCES.get(0)).slice(0.3, 0.15)));
        assertEquals(AudioProblem.TOO_SHORT, shortAudio.problem());
    }
}
