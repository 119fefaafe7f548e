package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.members.UnknownMemberException;
import home.hearth.profiles.testing.TestHousehold;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EnrolmentTest {
    @TempDir
    static Path shared;

    @TempDir
    Path dir;

    static OnnxSpeakerVerifier verifier;
    static Speech speech;
    TestHousehold home;
    Enrolment enrolment;
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

    @BeforeEach
    void setUp() {
        home = new TestHousehold(dir).withFamily();
        enrolment = new Enrolment(verifier, home.voiceprints, home.members, AudioCheck.forEnrolment(), home.clock, 3);
    }

    Pcm16 steph(int sentence) {
        return speech.say("en+steph", Speech.SENTENCES.get(sentence));
    }

    @Test
    void reportsProgressAndStoresTheVoiceprintAfterThreeUtterances() {
        EnrolmentSession s = enrolment.start(ana);
        assertEquals(new EnrolmentProgress(1, 3, Optional.empty(), "1 of 3 recorded: say another sentence"),
                s.add(steph(10)));
        assertEquals(2, s.add(steph(11)).accepted());
        EnrolmentProgress done = s.add(steph(12));
        assertTrue(done.complete(), done.message());
        assertEquals("3 of 3 recorded: enrolment can be finished", done.message());

        Voiceprint p = s.finish();
        Voiceprint stored = home.voiceprints.find(ana).orElseThrow();
        assertEquals(verifier.modelId(), stored.model());
        assertEquals(3, stored.utterances());
        assertArrayEquals(p.vector(), stored.vector());
        assertEquals(1.0, Embeddings.cosine(stored.vector(), stored.vector()), 1e-6);
    }

    @Test
    void refusesBadUtterancesWithAClearMessageAndKeepsTheCount() {
        EnrolmentSession s = enrolment.start(ana);
        s.add(steph(0));
        Pcm16 quiet = Wav.read(speech.sayFile("en+steph", Speech.SENTENCES.get(1), List.of("vol", "0.03")));
        EnrolmentProgress refused = s.add(quiet);
        assertEquals(1, refused.accepted());
        assertEquals(Optional.of(AudioProblem.TOO_QUIET), refused.problem());
        assertTrue(refused.message().startsWith("too quiet: move closer"), refused.message());

        assertEquals(Optional.of(AudioProblem.EMPTY), s.add(Pcm16.fromS16le(new byte[0], 16_000)).problem());
        assertEquals(Optional.of(AudioProblem.TOO_SHORT), s.add(speech.say("en+steph", "yes")).problem());
        Pcm16 clipped = Wav.read(speech.sayFile("en+steph", Speech.SENTENCES.get(1), List.of("gain", "25")));
        assertEquals(Optional.of(AudioProblem.CLIPPED), s.add(clipped).problem());
        Pcm16 cd = Wav.read(speech.sayFile("en+steph", Speech.SENTENCES.get(1), 44_100, 1, List.of()));
        assertEquals(Optional.of(AudioProblem.WRONG_FORMAT), s.add(cd).problem());
        assertEquals(1, s.progress().accepted());
    }

    @Test
    void refusesAnUtteranceInSomebodyElsesVoice() {
        EnrolmentSession s = enrolment.start(ana);
        s.add(speech.say("en+Alicia", Speech.SENTENCES.get(10)));
        s.add(speech.say("en+Alicia", Speech.SENTENCES.get(11)));
        EnrolmentProgress p = s.add(speech.say("en+klatt", Speech.SENTENCES.get(12)));
        assertEquals(Optional.of(AudioProblem.DIFFERENT_VOICE), p.problem());
        assertEquals(2, p.accepted());
        assertTrue(p.message().startsWith("this does not sound like the earlier recordings: only ana should speak"),
                p.message());
        assertEquals(3, s.add(speech.say("en+Alicia", Speech.SENTENCES.get(12))).accepted());
    }

    @Test
    void cannotFinishWithFewerThanThreeUtterances() {
        EnrolmentSession s = enrolment.start(ana);
        s.add(steph(0));
        s.add(steph(1));
        var e = assertThrows(ProfilesException.class, s::finish);
        assertEquals("enrolment of 'ana' needs 3 accepted utterances, has 2: record 1 more", e.getMessage());
        assertTrue(home.voiceprints.find(ana).isEmpty());
    }

    @Test
    void reEnrolmentReplacesTheEarlierVoiceprint() {
        enrolWith("en+steph");
        Voiceprint first = home.voiceprints.find(ana).orElseThrow();
        home.clock.advance(Duration.ofDays(30));
        enrolWith("en+zac");
        Voiceprint second = home.voiceprints.find(ana).orElseThrow();
        assertTrue(second.updatedAt().isAfter(first.updatedAt()));
        assertTrue(Embeddings.cosine(first.vector(), second.vector()) < 0.9, "a different voice, a different print");
        assertEquals(1, home.voiceprints.forModel(verifier.modelId()).size());
    }

    @Test
    void aFinishedSessionTakesNoMoreAudio() {
        EnrolmentSession s = enrolWith("en+steph");
        var e = assertThrows(ProfilesException.class, () -> s.add(steph(3)));
        assertEquals("enrolment of 'ana' is already finished: start a new one", e.getMessage());
    }

    @Test
    void refusesAnUnknownMemberAndFewerThanThreeUtterancesByConfiguration() {
        assertThrows(UnknownMemberException.class, () -> enrolment.start(MemberId.of("zoe")));
        var e = assertThrows(IllegalArgumentException.class, () -> new Enrolment(verifier, home.voiceprints,
                home.members, AudioCheck.forEnrolment(), home.clock, 2));
        assertEquals("enrolment needs at least 3 utterances, got: 2", e.getMessage());
    }

    @Test
    void theVoiceprintIsStoredOnlyEncrypted() {
        enrolWith("en+steph");
        Voiceprint p = home.voiceprints.find(ana).orElseThrow();
        ByteBuffer b = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(p.vector(), 0, 4);
        String firstFloats = HexFormat.of().formatHex(b.array());
        assertFalse(home.fileContains(b.array()),
                "the voiceprint's bytes " + firstFloats + " are readable in the file");
    }

    private EnrolmentSession enrolWith(String voice) {
        EnrolmentSession s = enrolment.start(ana);
        for (int i = 0; i < 3; i++) {
            s.add(speech.say(voice, Speech.SENTENCES.get(10 + i)));
        }
        s.finish();
        return s;
    }
}
