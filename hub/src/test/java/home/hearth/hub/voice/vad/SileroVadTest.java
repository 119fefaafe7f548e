package home.hearth.hub.voice.vad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.voice.Pcm16;
import java.io.IOException;
import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SileroVadTest {
    /** Within two windows and a bit: the model decides per 32 ms window and needs a few to be sure. */
    static final long START_TOLERANCE = 16_000 * 150 / 1000;
    static final long END_TOLERANCE = 16_000 * 250 / 1000;

    @TempDir
    static Path dir;
    static Speech speech;
    static SileroVad vad;

    @BeforeAll
    static void load() {
        speech = new Speech(dir);
        vad = new SileroVad(model(), VadSettings.DEFAULT);
    }

    @AfterAll
    static void close() {
        vad.close();
    }

    static Path model() {
        Path m = SileroModelFile.cached();
        assertTrue(Files.isRegularFile(m), "no Silero model at " + m + ": run hub/scripts/fetch-silero-vad.sh (make test does)");
        return m;
    }

    @Test
    void findsWhereSpeechPaddedWithSilenceStartsAndEnds() {
        Pcm16 words = speech.say("en+f2", "turn on the kitchen light please");
        assertSpanFound(VadAudio.concat(VadAudio.silence(1.0), words.samples(), VadAudio.silence(1.5)), words, 16_000);
    }

    @Test
    void findsSpeechInNoise() {
        Pcm16 words = speech.say("en-us+f3", "what is the temperature in the bedroom");
        short[] clean = VadAudio.concat(VadAudio.silence(1.0), words.samples(), VadAudio.silence(1.5));
        assertSpanFound(VadAudio.mix(clean, VadAudio.noise(clean.length / 16_000.0, 800, 3)), words, 16_000);
    }

    @Test
    void silenceOrNoiseAloneIsNeverSpeech() {
        assertEquals(List.of(), VadAudio.feed(vad.newSession(), VadAudio.silence(3), 1600));
        assertEquals(List.of(), VadAudio.feed(vad.newSession(), VadAudio.noise(3, 1600, 1), 1600));
        assertEquals(List.of(), VadAudio.feed(vad.newSession(), VadAudio.noise(3, 400, 2), 1600));
    }

    @Test
    void oddPieceSizesFindTheSameEvents() {
        Pcm16 words = speech.say("en+f2", "lock the front door");
        short[] audio = VadAudio.concat(VadAudio.silence(0.7), words.samples(), VadAudio.silence(1.2));
        List<VadEvent> whole = VadAudio.feed(vad.newSession(), audio, audio.length);
        assertEquals(2, whole.size(), whole.toString());
        assertEquals(whole, VadAudio.feed(vad.newSession(), audio, 1, 7, 333, 511, 513, 4000));
        assertEquals(whole, VadAudio.feed(vad.newSession(), audio, 160));
    }

    @Test
    void roomsSpeakingAtOnceKeepTheirOwnState() {
        Pcm16 words = speech.say("en+f2", "switch off the coffee machine");
        short[] speaking = VadAudio.concat(VadAudio.silence(0.5), words.samples(), VadAudio.silence(1.2));
        short[] quiet = VadAudio.silence(speaking.length / 16_000.0);
        VadSession a = vad.newSession();
        VadSession b = vad.newSession();
        List<VadEvent> aEvents = new java.util.ArrayList<>();
        for (int off = 0; off < speaking.length; off += 800) {
            int n = Math.min(800, speaking.length - off);
            aEvents.addAll(a.accept(java.util.Arrays.copyOfRange(speaking, off, off + n), n));
            assertEquals(List.of(), b.accept(java.util.Arrays.copyOfRange(quiet, off, off + n), n));
        }
        assertEquals(VadAudio.feed(vad.newSession(), speaking, 800), aEvents);
    }

    @Test
    void resetForgetsTheUtteranceButKeepsCountingTheStream() {
        Pcm16 words = speech.say("en+f2", "cancel the timer");
        short[] audio = VadAudio.concat(VadAudio.silence(0.5), words.samples(), VadAudio.silence(1.2));
        VadSession s = vad.newSession();
        List<VadEvent> first = s.accept(audio, audio.length - 16_000);
        assertInstanceOf(VadEvent.SpeechStarted.class, first.get(0));
        s.reset();
        List<VadEvent> afterReset = s.accept(VadAudio.silence(1.0), 16_000);
        assertEquals(List.of(), afterReset, "no end for a forgotten utterance");
        List<VadEvent> again = s.accept(audio, audio.length);
        long streamOffset = audio.length - 16_000 + 16_000;
        assertTrue(again.get(0).sampleOffset() >= streamOffset, again.toString());
    }

    /**
     * A window's tensors are read from the session's own direct buffers: ONNX Runtime copies a heap buffer
     * into a new direct buffer per tensor, three every 32 ms per room, which piled up native memory until
     * the garbage collector reached them (hundreds of MiB in the load test). 30 s of audio is about 940
     * windows; only the session's own three buffers may appear.
     */
    @Test
    void windowsAllocateNoNativeMemory() {
        VadSession s = vad.newSession();
        short[] audio = VadAudio.noise(30, 800, 4);
        BufferPoolMXBean direct = ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class).stream()
                .filter(b -> b.getName().equals("direct")).findFirst().orElseThrow();
        long before = direct.getCount();
        VadAudio.feed(s, audio, 1600);
        assertTrue(direct.getCount() - before <= 3, "direct buffers made for 30 s of audio: " + (direct.getCount() - before));
    }

    @Test
    void aMissingOrBrokenModelGivesAClearError() throws IOException {
        VadException missing = assertThrows(VadException.class,
                () -> new SileroVad(dir.resolve("nothing.onnx"), VadSettings.DEFAULT));
        assertTrue(missing.getMessage().contains("fetch-silero-vad.sh"), missing.getMessage());
        Path broken = Files.write(dir.resolve("broken.onnx"), "not a model".getBytes());
        VadException bad = assertThrows(VadException.class, () -> new SileroVad(broken, VadSettings.DEFAULT));
        assertTrue(bad.getMessage().contains("broken.onnx"), bad.getMessage());
    }

    static void assertSpanFound(short[] audio, Pcm16 words, long speechAt) {
        List<VadEvent> events = VadAudio.feed(vad.newSession(), audio, 1600);
        assertEquals(2, events.size(), events.toString());
        long[] span = VadAudio.voicedSpan(words);
        VadEvent start = events.get(0);
        VadEvent end = events.get(1);
        assertInstanceOf(VadEvent.SpeechStarted.class, start);
        assertInstanceOf(VadEvent.SpeechEnded.class, end);
        assertTrue(Math.abs(start.sampleOffset() - (speechAt + span[0])) <= START_TOLERANCE,
                "start " + start.sampleOffset() + " vs speech at " + (speechAt + span[0]));
        assertTrue(Math.abs(end.sampleOffset() - (speechAt + span[1])) <= END_TOLERANCE,
                "end " + end.sampleOffset() + " vs speech until " + (speechAt + span[1]));
    }
}
