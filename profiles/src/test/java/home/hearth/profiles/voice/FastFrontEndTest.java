package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.voice.internal.EnergyVad;
import home.hearth.profiles.voice.internal.RealFft;
import home.hearth.profiles.voice.reference.ReferenceFbank;
import home.hearth.profiles.voice.reference.ReferenceFft;
import home.hearth.profiles.voice.reference.ReferenceMfcc;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fast front ends (real-input FFT, tables built once, no per-frame arrays, a folded resampler)
 * give the features the plain reference implementation gives, on real speech, noise and tones:
 * at most 1e-4 apart on log-scale values of magnitude up to ~30.
 */
class FastFrontEndTest {
    static final double TOLERANCE = 1e-4;
    static final MfccOptions XVECTOR = new MfccOptions(8000, 23, 23, 20, 3700, 22);
    static final List<Pcm16> AUDIO = new ArrayList<>();

    @BeforeAll
    static void audio(@TempDir Path dir) {
        Speech speech = new Speech(dir);
        AUDIO.add(speech.say("en+rob", Speech.SENTENCES.get(0)));
        AUDIO.add(speech.sayNoisy("pt-br+f3", Speech.SENTENCES.get(1), 1.04, 0.03));
        AUDIO.add(Tones.sine(440, 0.5, 1.3, 16_000));
        short[] noise = new short[16_000 + 123];
        Random rnd = new Random(7);
        for (int i = 0; i < noise.length; i++) {
            noise[i] = (short) (rnd.nextGaussian() * 3000);
        }
        AUDIO.add(new Pcm16(noise, 16_000));
    }

    @ParameterizedTest(name = "a real frame of {0} samples has the complex FFT's power spectrum")
    @ValueSource(ints = {4, 8, 256, 512})
    void theRealInputFftGivesTheComplexFftsPowerSpectrum(int n) {
        Random rnd = new Random(n);
        double[] frame = new double[n];
        for (int i = 0; i < n; i++) {
            frame[i] = rnd.nextGaussian() * 1000;
        }
        double[] re = frame.clone();
        double[] im = new double[n];
        new ReferenceFft(n).transform(re, im);
        double[] power = new double[n / 2 + 1];
        new RealFft(n).power(frame, new double[n / 2], new double[n / 2], power);
        for (int k = 0; k <= n / 2; k++) {
            double expected = re[k] * re[k] + im[k] * im[k];
            assertEquals(expected, power[k], 1e-9 * Math.max(1, expected), "bin " + k);
        }
    }

    @Test
    void theXvectorMfccMatchesTheReferenceImplementation() {
        KaldiMfcc fast = new KaldiMfcc(XVECTOR, EnergyVad.XVECTOR_RECIPE);
        ReferenceMfcc reference = new ReferenceMfcc(XVECTOR, EnergyVad.XVECTOR_RECIPE);
        for (Pcm16 a : AUDIO.subList(0, 2)) {
            assertClose(reference.features(a), fast.features(a));
        }
        for (Pcm16 a : AUDIO) {
            assertClose(reference.mfcc(int16Scale(a)), fast.mfcc(int16Scale(a)));
        }
    }

    @Test
    void theCamppFbankMatchesTheReferenceImplementationWithAndWithoutMeanNormalisation() {
        for (boolean mean : new boolean[] {true, false}) {
            KaldiFbank fast = new KaldiFbank(16_000, 80, mean);
            ReferenceFbank reference = new ReferenceFbank(16_000, 80, mean);
            for (Pcm16 a : AUDIO) {
                assertClose(reference.features(a), fast.features(a));
            }
        }
    }

    @Test
    void oneFrontEndServesSeveralThreadsAtOnce() throws Exception {
        KaldiFbank fbank = KaldiFbank.forCampp();
        float[][] expected = fbank.features(AUDIO.get(0));
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < 4; t++) {
            threads.add(Thread.ofPlatform().name("front-end-" + t).start(() -> {
                try {
                    for (int i = 0; i < 20; i++) {
                        assertClose(expected, fbank.features(AUDIO.get(0)));
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        for (Thread t : threads) {
            t.join();
        }
        assertTrue(failures.isEmpty(), () -> "a thread saw other features: " + failures.get(0));
    }

    private static float[] int16Scale(Pcm16 a) {
        float[] x = new float[a.samples().length];
        for (int i = 0; i < x.length; i++) {
            x[i] = a.samples()[i];
        }
        return x;
    }

    private static void assertClose(float[][] expected, float[][] actual) {
        assertEquals(expected.length, actual.length, "frames");
        double worst = 0;
        for (int t = 0; t < expected.length; t++) {
            assertEquals(expected[t].length, actual[t].length, "dimension");
            for (int d = 0; d < expected[t].length; d++) {
                worst = Math.max(worst, Math.abs(expected[t][d] - actual[t][d]));
            }
        }
        assertTrue(worst <= TOLERANCE, "largest difference " + worst);
    }
}
