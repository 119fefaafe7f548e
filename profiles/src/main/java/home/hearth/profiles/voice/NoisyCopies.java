package home.hearth.profiles.voice;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Noise-augmented copies of an enrolment utterance: the same audio with white noise mixed in at
 * 20 dB and 10 dB below the utterance's own power. Enrolment keeps a second print made from these,
 * so a member enrolled in a quiet room is still verified in a kitchen with the tap running
 * (SpeakerBench, "noisy"): the clean print still answers for clean speech, so clean error rates and
 * the accept threshold stay as they were. The noise is seeded, so an enrolment is reproducible.
 */
public final class NoisyCopies {
    /** Signal-to-noise ratios of the copies, in dB. */
    public static final List<Double> SNR_DB = List.of(20.0, 10.0);
    private static final long SEED = 0x4EA27L;

    private NoisyCopies() {}

    public static List<Pcm16> of(Pcm16 audio) {
        SplittableRandom random = new SplittableRandom(SEED ^ audio.samples().length);
        return SNR_DB.stream().map(snr -> withNoise(audio, snr, random)).toList();
    }

    static Pcm16 withNoise(Pcm16 audio, double snrDb, SplittableRandom random) {
        short[] s = audio.samples();
        double power = 0;
        for (short x : s) {
            power += (double) x * x;
        }
        double sd = Math.sqrt(power / Math.max(1, s.length) / Math.pow(10, snrDb / 10));
        short[] out = new short[s.length];
        for (int i = 0; i < s.length; i++) {
            long v = Math.round(s[i] + gaussian(random) * sd);
            out[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, v));
        }
        return new Pcm16(out, audio.sampleRate());
    }

    /** Box–Muller: SplittableRandom has no nextGaussian before Java 17's RandomGenerator default. */
    private static double gaussian(SplittableRandom r) {
        double u = Math.max(Double.MIN_VALUE, r.nextDouble());
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.nextDouble());
    }
}
