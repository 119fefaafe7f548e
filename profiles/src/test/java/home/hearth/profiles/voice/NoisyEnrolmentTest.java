package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestHousehold;
import home.hearth.profiles.testing.TestModel;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Enrolment keeps a second print from noise-augmented copies, so a voice enrolled in quiet is verified in noise. */
class NoisyEnrolmentTest {
    @TempDir
    static Path shared;

    @TempDir
    Path dir;

    static OnnxSpeakerVerifier verifier;
    static Speech speech;
    final MemberId ana = MemberId.of("ana");

    @BeforeAll
    static void load() {
        verifier = new OnnxSpeakerVerifier(
                SpeakerModelConfig.xvector(TestModel.dir(), SpeakerModelConfig.XVECTOR_THRESHOLDS));
        speech = new Speech(shared);
    }

    @AfterAll
    static void close() {
        verifier.close();
    }

    @Test
    void theStoredPrintHasANoisyPartThatSurvivesTheDatabase() {
        TestHousehold home = new TestHousehold(dir).withFamily();
        Enrolment enrolment = new Enrolment(verifier, home.voiceprints, home.members, AudioCheck.forEnrolment(), home.clock, 3);
        EnrolmentSession s = enrolment.start(ana);
        for (int i = 10; i < 13; i++) {
            s.add(speech.say("en+steph", Speech.SENTENCES.get(i)));
        }
        Voiceprint made = s.finish();
        Voiceprint stored = home.voiceprints.find(ana).orElseThrow();
        assertEquals(made.vector().length, stored.noisyVector().length);
        assertArrayEquals(made.noisyVector(), stored.noisyVector());
        assertNotEquals(Embeddings.cosine(stored.vector(), stored.noisyVector()), 1.0, 1e-4);
    }

    @Test
    void aVoiceEnrolledInQuietIsVerifiedInNoiseWhereTheCleanPrintAloneFallsShort() {
        List<Pcm16> enrol = List.of(0, 1, 2).stream().map(i -> speech.say("en+steph", Speech.SENTENCES.get(10 + i))).toList();
        float[] clean = Embeddings.meanOfNormalised(enrol.stream().map(verifier::embed).toList());
        float[] noisy = Embeddings.meanOfNormalised(enrol.stream().flatMap(a -> NoisyCopies.of(a).stream()).map(verifier::embed).toList());
        Voiceprint both = new Voiceprint(ana, verifier.modelId(), clean, noisy, 3, Instant.EPOCH);
        Voiceprint cleanOnly = new Voiceprint(ana, verifier.modelId(), clean, 3, Instant.EPOCH);
        int better = 0;
        for (int i = 0; i < 4; i++) {
            float[] e = verifier.embed(speech.sayNoisy("en+steph", Speech.SENTENCES.get(i), 1.04, 0.03));
            assertTrue(both.score(e) >= cleanOnly.score(e));
            better += both.score(e) > cleanOnly.score(e) ? 1 : 0;
        }
        assertTrue(better >= 3, "the noisy part should answer for most noisy utterances, did for " + better);
    }

    @Test
    void aPrintWithoutANoisyPartScoresAsBefore() {
        Voiceprint old = new Voiceprint(ana, "m", new float[] {1, 0}, 3, Instant.EPOCH);
        assertEquals(0, old.noisyVector().length);
        assertEquals(IdentityLevel.VERIFIED, SpeakerMatching.match(new float[] {1, 0}, "m", List.of(old),
                new ScoreThresholds(0.9, 0.2)).level());
    }

    @Test
    void noisyCopiesAreReproducibleAndKeepTheLength() {
        Pcm16 a = speech.say("en+rob", Speech.SENTENCES.get(0));
        List<Pcm16> first = NoisyCopies.of(a);
        assertEquals(NoisyCopies.SNR_DB.size(), first.size());
        assertArrayEquals(first.get(0).samples(), NoisyCopies.of(a).get(0).samples());
        assertEquals(a.samples().length, first.get(1).samples().length);
    }
}
