package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.voice.internal.MelBanks;
import home.hearth.profiles.voice.internal.SpectralFrames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The CAM++ front end: 80-bin Kaldi fbank at 16 kHz. */
class KaldiFbankTest {
    final KaldiFbank raw = new KaldiFbank(16_000, 80, false);

    @ParameterizedTest(name = "{0} samples give {1} frames")
    @CsvSource({"0, 0", "399, 0", "400, 1", "559, 1", "560, 2", "16000, 98", "48000, 298"})
    void countsFramesLikeKaldiWithSnipEdges(int samples, int frames) {
        assertEquals(frames, raw.features(new Pcm16(new short[samples], 16_000)).length);
    }

    @ParameterizedTest(name = "{0} Hz peaks in the bin centred nearest to it")
    @CsvSource({"300", "1000", "3000", "6000"})
    void aPureTonePeaksInTheMelBinCentredNearestToIt(double hz) {
        float[][] f = raw.features(Tones.sine(hz, 0.5, 0.5, 16_000));
        int expected = 0;
        for (int b = 1; b < 80; b++) {
            if (Math.abs(MelBanks.centerHz(b, 80, 20, 8000) - hz) < Math.abs(MelBanks.centerHz(expected, 80, 20, 8000) - hz)) {
                expected = b;
            }
        }
        int peak = Tones.argmax(f[f.length / 2]);
        assertTrue(Math.abs(peak - expected) <= 1, "peak in bin " + peak + ", expected " + expected);
    }

    @Test
    void aOneKilohertzSinePeaksInBin27() {
        // mel bins are 34.7 mel wide from mel(20 Hz) = 31.7; bin 27 (0-based) is centred at 1002.5 mel ≈ 1004 Hz
        assertEquals(27, Tones.argmax(raw.features(Tones.sine(1000, 0.5, 0.5, 16_000))[10]));
    }

    @Test
    void aLouderSignalHasHigherLogEnergyByTheSquareOfTheGain() {
        float[] quiet = raw.features(Tones.sine(1000, 0.05, 0.5, 16_000))[10];
        float[] loud = raw.features(Tones.sine(1000, 0.5, 0.5, 16_000))[10];
        assertEquals(Math.log(100), loud[27] - quiet[27], 0.01, "ten times the amplitude is +ln(100) in power");
    }

    @Test
    void silenceSitsAtTheLogFloor() {
        float[][] f = raw.features(Tones.silence(0.5, 16_000));
        for (float v : f[5]) {
            assertEquals(Math.log(SpectralFrames.LOG_FLOOR), v, 1e-4);
        }
    }

    @Test
    void meanNormalisationLeavesEachBinWithZeroMean() {
        float[][] f = KaldiFbank.forCampp().features(Tones.sine(440, 0.3, 1.0, 16_000));
        assertEquals(80, f[0].length);
        for (int b = 0; b < 80; b++) {
            double sum = 0;
            for (float[] row : f) {
                sum += row[b];
            }
            assertEquals(0, sum / f.length, 1e-4);
        }
    }

    @Test
    void refusesAudioAtAnotherRate() {
        var e = assertThrows(BadAudioException.class, () -> raw.features(Tones.sine(440, 0.3, 1, 8_000)));
        assertEquals("fbank expects 16000 Hz audio, got 8000 Hz", e.getMessage());
    }
}
