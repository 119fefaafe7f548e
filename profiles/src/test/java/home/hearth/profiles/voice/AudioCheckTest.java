package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.testing.Speech;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real espeak-ng speech, made bad in the ways a microphone makes it bad. */
class AudioCheckTest {
    @TempDir
    static Path dir;

    static Speech speech;
    static final String SENTENCE = "remember that I like the bedroom warm at night";
    final AudioCheck check = AudioCheck.forEnrolment();

    @BeforeAll
    static void setUp() {
        speech = new Speech(dir);
    }

    @Test
    void acceptsClearSpeechAndReportsWhatItMeasured() {
        AudioReport r = check.check(speech.say("en+rob", SENTENCE));
        assertTrue(r.speechSeconds() >= 1.5, "speech seconds " + r.speechSeconds());
        assertTrue(r.speechLevelDbfs() > -30 && r.speechLevelDbfs() < -10, "level " + r.speechLevelDbfs());
        assertEquals(0, r.clippedFraction(), 1e-4);
    }

    @Test
    void refusesEmptyAudio() {
        var e = assertThrows(BadAudioException.class, () -> check.check(Pcm16.fromS16le(new byte[0], 16_000)));
        assertEquals(AudioProblem.EMPTY, e.problem());
        assertEquals("empty audio: nothing was recorded, try again", e.getMessage());
    }

    @Test
    void refusesAWavRecordedAt44KilohertzNamingTheRate() {
        Pcm16 audio = Wav.read(speech.sayFile("en+rob", SENTENCE, 44_100, 1, List.of()));
        assertEquals(44_100, audio.sampleRate());
        var e = assertThrows(BadAudioException.class, () -> check.check(audio));
        assertEquals(AudioProblem.WRONG_FORMAT, e.problem());
        assertEquals("expected 16000 Hz mono 16-bit audio, got 44100 Hz: resample it to 16000 Hz", e.getMessage());
    }

    @Test
    void refusesTooShortSpeech() {
        var e = assertThrows(BadAudioException.class, () -> check.check(speech.say("en+rob", "lights on")));
        assertEquals(AudioProblem.TOO_SHORT, e.problem());
        assertTrue(e.getMessage().startsWith("too short: say a longer sentence ("), e.getMessage());
        assertTrue(e.getMessage().endsWith("need at least 1.5 s)"), e.getMessage());
    }

    @Test
    void refusesClippedSpeechWithTooLoudMoveBack() {
        Pcm16 audio = Wav.read(speech.sayFile("en+rob", SENTENCE, List.of("gain", "25")));
        var e = assertThrows(BadAudioException.class, () -> check.check(audio));
        assertEquals(AudioProblem.CLIPPED, e.problem());
        assertTrue(e.getMessage().startsWith("too loud: move back from the microphone ("), e.getMessage());
    }

    @Test
    void refusesQuietSpeechWithTooQuietMoveCloser() {
        Pcm16 audio = Wav.read(speech.sayFile("en+rob", SENTENCE, List.of("vol", "0.03")));
        var e = assertThrows(BadAudioException.class, () -> check.check(audio));
        assertEquals(AudioProblem.TOO_QUIET, e.problem());
        assertTrue(e.getMessage().startsWith("too quiet: move closer to the microphone (speech at -"), e.getMessage());
    }

    @Test
    void refusesSilence() {
        var e = assertThrows(BadAudioException.class, () -> check.check(Tones.silence(3, 16_000)));
        assertEquals(AudioProblem.NO_SPEECH, e.problem());
    }
}
