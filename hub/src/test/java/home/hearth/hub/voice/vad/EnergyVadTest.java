package home.hearth.hub.voice.vad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.voice.Pcm16;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EnergyVadTest {
    @TempDir
    Path dir;
    final EnergyVad vad = new EnergyVad(VadSettings.DEFAULT);

    @Test
    void findsSpeechPaddedWithSilenceOrSteadyNoise() {
        Pcm16 words = new Speech(dir).say("en+f2", "turn on the kitchen light please");
        long[] span = VadAudio.voicedSpan(words);
        short[] clean = VadAudio.concat(VadAudio.silence(1.0), words.samples(), VadAudio.silence(1.5));
        for (short[] audio : List.of(clean, VadAudio.mix(clean, VadAudio.noise(clean.length / 16_000.0, 200, 5)))) {
            List<VadEvent> events = VadAudio.feed(vad.newSession(), audio, 1, 333, 4000);
            assertEquals(2, events.size(), events.toString());
            assertInstanceOf(VadEvent.SpeechStarted.class, events.get(0));
            assertTrue(Math.abs(events.get(0).sampleOffset() - (16_000 + span[0])) <= 3_200, events.toString());
            assertTrue(Math.abs(events.get(1).sampleOffset() - (16_000 + span[1])) <= 4_800, events.toString());
        }
    }

    @Test
    void silenceAndSteadyNoiseAloneAreNotSpeech() {
        assertEquals(List.of(), VadAudio.feed(vad.newSession(), VadAudio.silence(3), 1600));
        assertEquals(List.of(), VadAudio.feed(vad.newSession(), VadAudio.noise(3, 800, 9), 1600));
    }
}
