package home.hearth.hub.voice.recognition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.voice.Pcm16;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class Sphinx4RecognizerTest {
    @TempDir
    static Path audio;
    static Speech speech;
    static Sphinx4Recognizer recognizer;

    @BeforeAll
    static void load() {
        speech = new Speech(audio);
        recognizer = new Sphinx4Recognizer(DemoCommands.VOCABULARY);
    }

    @AfterAll
    static void close() {
        recognizer.close();
    }

    static Transcript recognise(SpeechRecognizer r, Pcm16 pcm) {
        try (RecognitionStream stream = r.start()) {
            short[] s = pcm.samples();
            for (int off = 0; off < s.length; off += 1600) {
                int n = Math.min(1600, s.length - off);
                short[] chunk = new short[n];
                System.arraycopy(s, off, chunk, 0, n);
                stream.accept(chunk, n);
            }
            return stream.finish();
        }
    }

    @Test
    void hearsTheDemoCommandsInThePinnedVoices() {
        List<String> misses = new ArrayList<>();
        for (String voice : List.of("en+f2", "en-us+f3")) {
            for (String command : DemoCommands.COMMANDS) {
                Transcript t = recognise(recognizer, speech.say(voice, command));
                if (!t.text().equals(command)) {
                    misses.add(voice + ": '" + command + "' -> '" + t.text() + "' rejected=" + t.rejected());
                }
            }
        }
        assertTrue(misses.size() <= 5, "at most five of twenty missed: " + misses);
    }

    @Test
    void hearsTheBackgroundTaskCommands() {
        List<String> misses = new ArrayList<>();
        for (String command : List.of("turn off all the lights", "turn off all the lights in the kitchen",
                "cancel the task", "how is the task going")) {
            Transcript t = recognise(recognizer, speech.say("en+f2", command));
            if (!t.text().equals(command)) {
                misses.add("'" + command + "' -> '" + t.text() + "' rejected=" + t.rejected());
            }
        }
        assertTrue(misses.size() <= 1, "at most one of four missed: " + misses);
    }

    @Test
    void rejectsSpeechOutsideTheCommandGrammar() {
        List<String> accepted = new ArrayList<>();
        for (String sentence : DemoCommands.CHATTER) {
            Transcript t = recognise(recognizer, speech.say("en+f2", sentence));
            if (!t.rejected()) {
                accepted.add("'" + sentence + "' -> '" + t.text() + "'");
            }
        }
        assertTrue(accepted.size() <= 1, "at most one of five accepted: " + accepted);
    }

    @Test
    void silenceAndNoiseAreRejectedAndTheNextCommandIsStillHeard() {
        assertTrue(recognise(recognizer, new Pcm16(new short[16_000], 16_000)).rejected());
        assertTrue(recognise(recognizer, noise(1.0, 800)).rejected());
        assertEquals("turn on the kitchen light", recognise(recognizer, speech.say("en+f2", "turn on the kitchen light")).text());
    }

    @Test
    void speechBetweenStretchesOfDigitalSilenceIsHeardAsWellAsSpeechOverANoiseFloor() {
        List<String> misses = new ArrayList<>();
        for (String command : DemoCommands.COMMANDS) {
            short[] words = speech.say("en+f2", command).samples();
            short[] padded = new short[words.length + 24_000]; // 0.5 s of exact zeros before, 1 s after
            System.arraycopy(words, 0, padded, 8_000, words.length);
            Transcript t = recognise(recognizer, new Pcm16(padded, 16_000));
            if (t.rejected()) {
                misses.add("'" + command + "' rejected");
            }
        }
        // Before the pipe's dither every one was rejected; Sphinx4's usual misses on this voice are wrong words, not rejections.
        assertTrue(misses.size() <= 2, "at most two of ten rejected: " + misses);
        assertTrue(recognise(recognizer, new Pcm16(new short[24_000], 16_000)).rejected(), "digital silence alone is nothing");
    }

    @Test
    void twoRoomsSpeakingAtOnceEachGetTheirOwnTranscript() {
        Pcm16 kitchen = speech.say("en+f2", "switch on the coffee machine");
        Pcm16 hall = speech.say("en+f2", "what's the temperature in the bedroom");
        CompletableFuture<Transcript> a = CompletableFuture.supplyAsync(() -> recognise(recognizer, kitchen));
        CompletableFuture<Transcript> b = CompletableFuture.supplyAsync(() -> recognise(recognizer, hall));
        assertEquals("switch on the coffee machine", a.join().text());
        assertEquals("what's the temperature in the bedroom", b.join().text());
    }

    @Test
    void aCancelledUtteranceLeavesTheRecogniserReady() {
        Pcm16 first = speech.say("en+f2", "switch on the coffee machine");
        RecognitionStream cancelled = recognizer.start();
        cancelled.accept(first.samples(), first.samples().length / 2);
        cancelled.close();
        assertThrows(IllegalStateException.class, () -> cancelled.accept(new short[10], 10));
        assertEquals("switch on the coffee machine", recognise(recognizer, first).text());
    }

    @Test
    void aNewVocabularyIsHeardFromTheNextUtterance() {
        CommandVocabulary more = new CommandVocabulary(List.of("garage door", "Zyxqw lamp"), List.of("garage"));
        try (Sphinx4Recognizer own = new Sphinx4Recognizer(DemoCommands.VOCABULARY, 1, 1e-20)) {
            own.useVocabulary(more);
            assertEquals("open the garage door", recognise(own, speech.say("en+f2", "open the garage door")).text());
        }
    }

    @Test
    void aFreshRecogniserStaysQuietAndSurvivesAFirstUtteranceWithoutSpeech() {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true));
        try (Sphinx4Recognizer fresh = new Sphinx4Recognizer(DemoCommands.VOCABULARY, 1, 1e-20)) {
            assertTrue(recognise(fresh, new Pcm16(new short[16_000], 16_000)).rejected());
            assertEquals("cancel the timer", recognise(fresh, speech.say("en+f2", "cancel the timer")).text());
        } finally {
            System.setErr(err);
        }
        assertEquals("", captured.toString(), "Sphinx4 wrote to stderr");
    }

    static Pcm16 noise(double seconds, int amplitude) {
        java.util.Random random = new java.util.Random(7);
        short[] s = new short[(int) (seconds * 16_000)];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) (random.nextGaussian() * amplitude);
        }
        return new Pcm16(s, 16_000);
    }
}
