package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.voice.internal.EnergyVad;
import home.hearth.profiles.voice.internal.Resampler;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The x-vector front end: mfcc.conf, 8 kHz resampling, c0 energy, VAD. */
class KaldiMfccTest {
    static final MfccOptions XVECTOR = new MfccOptions(8000, 23, 23, 20, 3700, 22);
    final KaldiMfcc mfcc = new KaldiMfcc(XVECTOR, EnergyVad.XVECTOR_RECIPE);

    @Test
    void readsTheModelsMfccConf(@TempDir Path dir) throws IOException {
        Path conf = dir.resolve("mfcc.conf");
        Files.writeString(conf, "--sample-frequency=8000 \n--high-freq=3700\n--low-freq=20\n--num-ceps=23\n"
                + "--allow-downsample=true\n");
        assertEquals(XVECTOR, MfccOptions.read(conf));
    }

    @Test
    void refusesAnUnknownOptionNamingTheLine(@TempDir Path dir) throws IOException {
        Path conf = dir.resolve("mfcc.conf");
        Files.writeString(conf, "--num-ceps=23\n--dither=1.0\n");
        var e = assertThrows(IllegalArgumentException.class, () -> MfccOptions.read(conf));
        assertEquals("unsupported MFCC option: '--dither=1.0'", e.getMessage());
    }

    @Test
    void countsFramesAt8Kilohertz() {
        assertEquals(98, mfcc.mfcc(new float[8000]).length);
        assertEquals(0, mfcc.mfcc(new float[199]).length);
        assertEquals(23, mfcc.mfcc(new float[8000])[0].length);
    }

    @Test
    void c0IsTheLogEnergyOfInt16ScaleSamples() {
        float[] loud = toFloats(Tones.sine(500, 0.5, 0.5, 8000));
        float[] quiet = toFloats(Tones.sine(500, 0.05, 0.5, 8000));
        float c0Loud = mfcc.mfcc(loud)[10][0];
        assertEquals(Math.log(100), c0Loud - mfcc.mfcc(quiet)[10][0], 0.01);
        // 200 samples of a 0.5-amplitude sine at int16 scale: energy ≈ 200 × (16384²/2)
        assertEquals(Math.log(200 * 16383.5 * 16383.5 / 2), c0Loud, 0.05);
    }

    @Test
    void resamplingPassesSpeechBandAndRemovesWhatWouldAlias() {
        Resampler r = new Resampler(16_000, 8000, 3700);
        assertEquals(0.5, rms(r.apply(toFloats(Tones.sine(1000, 0.5, 1, 16_000)))) * Math.sqrt(2) / 32767, 0.01);
        assertTrue(rms(r.apply(toFloats(Tones.sine(5000, 0.5, 1, 16_000)))) < 0.001 * 0.5 * 32767,
                "a 5 kHz tone must not fold back to 3 kHz");
    }

    @Test
    void keepsOnlyVoicedFramesAndRefusesTooLittleSpeech() {
        Pcm16 tone = Tones.sine(300, 0.3, 1.0, 16_000);
        Pcm16 silence = Tones.silence(1.0, 16_000);
        short[] both = new short[32_000];
        System.arraycopy(tone.samples(), 0, both, 0, 16_000);
        float[][] f = mfcc.features(new Pcm16(both, 16_000));
        assertTrue(f.length > 90 && f.length < 110, "about 1 s of voiced frames, got " + f.length);
        var e = assertThrows(BadAudioException.class, () -> mfcc.features(silence.slice(0, 0.2)));
        assertEquals(AudioProblem.TOO_SHORT, e.problem());
    }

    private static float[] toFloats(Pcm16 p) {
        float[] f = new float[p.samples().length];
        for (int i = 0; i < f.length; i++) {
            f[i] = p.samples()[i];
        }
        return f;
    }

    private static double rms(float[] x) {
        double s = 0;
        for (int i = 200; i < x.length - 200; i++) {
            s += x[i] * x[i];
        }
        return Math.sqrt(s / (x.length - 400));
    }
}
