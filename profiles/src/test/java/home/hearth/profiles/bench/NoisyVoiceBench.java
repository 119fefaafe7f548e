package home.hearth.profiles.bench;

import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import home.hearth.profiles.voice.Embeddings;
import home.hearth.profiles.voice.OnnxSpeakerVerifier;
import home.hearth.profiles.voice.Pcm16;
import home.hearth.profiles.voice.SpeakerModelConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * The experiment behind {@link home.hearth.profiles.voice.NoisyCopies}: prints made from clean enrolment,
 * from clean + noise-augmented enrolment, or both kept apart (best of two), each with and without
 * AS-norm against a cohort of the other members' enrolment embeddings; the accept threshold at zero
 * false accepts over clean and noisy impostor trials together. Args: SNRs of the copies ("20,10"),
 * then optionally the test noise (sox whitenoise, pinknoise, brownnoise) and its amplitude.
 */
public final class NoisyVoiceBench {
    public static void main(String[] args) throws Exception {
        Path tmp = Files.createTempDirectory("noisy-bench");
        SpeakerModelConfig config = SpeakerModelConfig.xvector(TestModel.dir(), SpeakerModelConfig.XVECTOR_THRESHOLDS);
        Speech speech = new Speech(tmp);
        List<String> voices = Speech.VOICES;
        int n = voices.size();
        try (OnnxSpeakerVerifier v = new OnnxSpeakerVerifier(config)) {
            List<List<float[]>> enrolClean = new ArrayList<>();
            List<List<float[]>> enrolAug = new ArrayList<>();
            List<List<float[]>> testClean = new ArrayList<>();
            List<List<float[]>> testNoisy = new ArrayList<>();
            double[] snrs = args.length > 0 ? java.util.Arrays.stream(args[0].split(",")).mapToDouble(Double::parseDouble).toArray()
                    : new double[] {20, 10};
            Random rnd = new Random(42);
            for (String voice : voices) {
                List<float[]> ec = new ArrayList<>();
                List<float[]> ea = new ArrayList<>();
                for (int i = SpeakerTrials.TEST; i < SpeakerTrials.TEST + SpeakerTrials.ENROL; i++) {
                    Pcm16 a = speech.say(voice, Speech.SENTENCES.get(i));
                    ec.add(v.embed(a));
                    for (double snr : snrs) {
                        ea.add(v.embed(withNoise(a, snr, rnd)));
                    }
                }
                List<float[]> tc = new ArrayList<>();
                List<float[]> tn = new ArrayList<>();
                for (int i = 0; i < SpeakerTrials.TEST; i++) {
                    String s = Speech.SENTENCES.get(i);
                    tc.add(v.embed(speech.say(voice, s)));
                    tn.add(v.embed(speech.sayNoisy(voice, s, 1.04, args.length > 1 ? Double.parseDouble(args[2]) : 0.03, args.length > 1 ? args[1] : "whitenoise")));
                }
                enrolClean.add(ec);
                enrolAug.add(ea);
                testClean.add(tc);
                testNoisy.add(tn);
            }
            for (String variant : List.of("clean-print", "augmented-print", "two-prints-max")) {
                List<List<float[]>> prints = new ArrayList<>();
                for (int m = 0; m < n; m++) {
                    List<float[]> all = new ArrayList<>(enrolClean.get(m));
                    all.addAll(enrolAug.get(m));
                    prints.add(switch (variant) {
                        case "clean-print" -> List.of(Embeddings.meanOfNormalised(enrolClean.get(m)));
                        case "augmented-print" -> List.of(Embeddings.meanOfNormalised(all));
                        default -> List.of(Embeddings.meanOfNormalised(enrolClean.get(m)), Embeddings.meanOfNormalised(enrolAug.get(m)));
                    });
                }
                for (boolean norm : List.of(false, true)) {
                    TrialScores clean = score(testClean, prints, norm ? cohort(enrolClean, enrolAug) : null);
                    TrialScores noisy = score(testNoisy, prints, norm ? cohort(enrolClean, enrolAug) : null);
                    double th = Math.max(clean.maxNonTarget(), noisy.maxNonTarget()) + (norm ? 0.3 : 0.03);
                    System.out.printf(Locale.ROOT, "{\"variant\":\"%s\",\"asnorm\":%s,\"snrs\":\"%s\",\"clean_eer\":%.4f,\"noisy_eer\":%.4f,"
                            + "\"accept\":%.3f,\"clean_frr\":%.4f,\"noisy_frr\":%.4f,\"noisy_frr_nomargin\":%.4f}%n", variant, norm,
                            java.util.Arrays.toString(snrs), clean.equalErrorRate(), noisy.equalErrorRate(), th, clean.falseRejectRate(th),
                            noisy.falseRejectRate(th), noisy.falseRejectRate(th - (norm ? 0.3 : 0.03) + 1e-9));
                    if (!norm) {
                        System.out.printf(Locale.ROOT, "  at 0.76: clean_frr %.4f noisy_frr %.4f max_impostor clean %.4f noisy %.4f%n",
                                clean.falseRejectRate(0.76), noisy.falseRejectRate(0.76), clean.maxNonTarget(), noisy.maxNonTarget());
                    }
                }
            }
        }
    }

    /** Every member's enrolment embeddings, clean and augmented, tagged by member. */
    private static List<List<float[]>> cohort(List<List<float[]>> clean, List<List<float[]>> aug) {
        List<List<float[]>> c = new ArrayList<>();
        for (int m = 0; m < clean.size(); m++) {
            List<float[]> all = new ArrayList<>(clean.get(m));
            all.addAll(aug.get(m));
            c.add(all);
        }
        return c;
    }

    private static TrialScores score(List<List<float[]>> tests, List<List<float[]>> prints, List<List<float[]>> cohort) {
        TrialScores s = new TrialScores();
        for (int v = 0; v < tests.size(); v++) {
            for (float[] e : tests.get(v)) {
                for (int p = 0; p < prints.size(); p++) {
                    double best = -9;
                    for (float[] print : prints.get(p)) {
                        double raw = Embeddings.cosine(e, print);
                        best = Math.max(best, cohort == null ? raw : asNorm(raw, e, print, cohort, p));
                    }
                    s.add(p == v, best);
                }
            }
        }
        return s;
    }

    /** Adaptive s-norm against the cohort of the other members (top 10 scores on each side). */
    private static double asNorm(double raw, float[] test, float[] print, List<List<float[]>> cohort, int member) {
        List<Double> te = new ArrayList<>();
        List<Double> pe = new ArrayList<>();
        for (int m = 0; m < cohort.size(); m++) {
            if (m == member) {
                continue;
            }
            for (float[] c : cohort.get(m)) {
                te.add(Embeddings.cosine(test, c));
                pe.add(Embeddings.cosine(print, c));
            }
        }
        return 0.5 * (z(raw, te) + z(raw, pe));
    }

    private static double z(double raw, List<Double> scores) {
        List<Double> top = scores.stream().sorted(java.util.Comparator.reverseOrder()).limit(10).toList();
        double mean = top.stream().mapToDouble(d -> d).average().orElse(0);
        double var = top.stream().mapToDouble(d -> (d - mean) * (d - mean)).average().orElse(1);
        return (raw - mean) / Math.sqrt(Math.max(var, 1e-6));
    }

    static Pcm16 withNoise(Pcm16 a, double snrDb, Random rnd) {
        short[] s = a.samples();
        double power = 0;
        for (short x : s) {
            power += (double) x * x;
        }
        power /= Math.max(1, s.length);
        double sd = Math.sqrt(power / Math.pow(10, snrDb / 10));
        short[] out = new short[s.length];
        for (int i = 0; i < s.length; i++) {
            out[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(s[i] + rnd.nextGaussian() * sd)));
        }
        return new Pcm16(out, a.sampleRate());
    }
}
