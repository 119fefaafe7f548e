package home.hearth.profiles.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import home.hearth.profiles.voice.Embeddings;
import home.hearth.profiles.voice.FrontEnd;
import home.hearth.profiles.voice.OnnxSpeakerVerifier;
import home.hearth.profiles.voice.Pcm16;
import home.hearth.profiles.voice.ScoreThresholds;
import home.hearth.profiles.voice.SpeakerModelConfig;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Speaker verification bench on the x-vector test model and espeak-ng voices. Prints one JSON
 * object per line: EER (baseline: a plain mean-MFCC cosine), error rates at the configured
 * thresholds with the hub's prints (clean + noisy part; baseline: the clean print alone), and
 * per-utterance time for 3 s of audio (baseline: the front end alone). When the test model's int8 copy
 * ({@code xvector.int8.onnx}) is there, the same figures for it (field {@code model}) and its drift
 * from the float model on the same utterances: the lowest cosine between their embeddings and the
 * largest change of a trial's score. {@link SpeakerTimeBench} splits the time into front end and model.
 *
 * <p>{@code mvn -pl profiles exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=home.hearth.profiles.bench.SpeakerBench}
 */
public final class SpeakerBench {
    private static final ObjectMapper JSON = new ObjectMapper();

    public static void main(String[] args) throws Exception {
        Path tmp = Files.createTempDirectory("speaker-bench");
        SpeakerModelConfig config = SpeakerModelConfig.xvector(TestModel.dir(), SpeakerModelConfig.XVECTOR_THRESHOLDS);
        Path int8 = TestModel.dir().resolve("xvector.int8.onnx");
        try (OnnxSpeakerVerifier verifier = new OnnxSpeakerVerifier(config);
                OnnxSpeakerVerifier quantised = Files.isRegularFile(int8)
                        ? new OnnxSpeakerVerifier(config.withModel(int8)) : null) {
            Speech speech = new Speech(tmp);
            SpeakerTrials clean = new SpeakerTrials(speech, Speech.VOICES, false);
            SpeakerTrials noisy = new SpeakerTrials(speech, Speech.VOICES, true);
            for (OnnxSpeakerVerifier v : quantised == null ? List.of(verifier) : List.of(verifier, quantised)) {
                String model = v == verifier ? "float" : "int8";
                TrialScores c = condition("clean", model, clean, v, config);
                TrialScores n = condition("noisy", model, noisy, v, config);
                if (v == quantised) {
                    drift("clean", clean, verifier, quantised, c);
                    drift("noisy", noisy, verifier, quantised, n);
                }
                timing(model, v, config.frontEnd(), clean.allTestAudio());
            }
        }
    }

    private static final Map<String, TrialScores> FLOAT_SCORES = new HashMap<>();

    /** How far the int8 model's embeddings and trial scores are from the float model's, on the same audio. */
    private static void drift(String condition, SpeakerTrials trials, OnnxSpeakerVerifier floats,
            OnnxSpeakerVerifier int8, TrialScores int8Scores) throws Exception {
        double lowest = 1;
        double sum = 0;
        List<Pcm16> audio = trials.allTestAudio();
        for (Pcm16 a : audio) {
            double cos = Embeddings.cosine(floats.embed(a), int8.embed(a));
            lowest = Math.min(lowest, cos);
            sum += cos;
        }
        ObjectNode o = base("int8_embedding_cosine_min", lowest);
        o.put("condition", condition);
        o.put("mean", Math.round(sum / audio.size() * 10000) / 10000.0);
        o.put("utterances", audio.size());
        System.out.println(JSON.writeValueAsString(o));
        o = base("int8_score_change_max", int8Scores.largestChange(FLOAT_SCORES.get(condition)));
        o.put("condition", condition);
        o.put("baseline_name", "the float model's score of the same trial");
        o.put("trials", int8Scores.targets() + int8Scores.nonTargets());
        System.out.println(JSON.writeValueAsString(o));
    }

    private static TrialScores condition(String name, String modelName, SpeakerTrials trials,
            OnnxSpeakerVerifier verifier, SpeakerModelConfig config) throws Exception {
        TrialScores model = trials.score(verifier::embed, true);
        if (modelName.equals("float")) {
            FLOAT_SCORES.put(name, model);
        }
        TrialScores cleanPrint = trials.score(verifier::embed, false);
        TrialScores baseline = trials.score(a -> meanFeatures(config.frontEnd(), a));
        ScoreThresholds th = config.thresholds();
        emit(name, modelName, "eer", model.equalErrorRate(), baseline.equalErrorRate(), "mean-MFCC cosine", model);
        emit(name, modelName, "eer_vs_clean_print", model.equalErrorRate(), cleanPrint.equalErrorRate(), "clean print only", model);
        emit(name, modelName, "false_accept_rate_at_accept", model.falseAcceptRate(th.accept()), cleanPrint.falseAcceptRate(th.accept()),
                "clean print only", model);
        emit(name, modelName, "false_reject_rate_at_accept", model.falseRejectRate(th.accept()), cleanPrint.falseRejectRate(th.accept()),
                "clean print only", model);
        emit(name, modelName, "accept_threshold", th.accept(), model.zeroFalseAcceptThreshold(0.03), "zero-FA threshold + 0.03 (this run)",
                model);
        emit(name, modelName, "unknown_rate_of_genuine", model.falseRejectRate(th.uncertainFrom()), th.uncertainFrom(),
                "uncertain threshold", model);
        emit(name, modelName, "max_impostor_score", model.maxNonTarget(), th.accept(), "accept", model);
        emit(name, modelName, "min_genuine_score", model.minTarget(), th.uncertainFrom(), "uncertain threshold", model);
        return model;
    }

    private static void timing(String modelName, OnnxSpeakerVerifier verifier, FrontEnd frontEnd, List<Pcm16> audio) throws Exception {
        List<Pcm16> clips = audio.stream().filter(a -> a.seconds() >= 3).map(a -> a.slice(0, 3)).toList();
        for (int i = 0; i < 10; i++) {
            verifier.embed(clips.get(i % clips.size()));
        }
        long[] full = new long[100];
        long[] front = new long[100];
        for (int i = 0; i < full.length; i++) {
            Pcm16 clip = clips.get(i % clips.size());
            long t0 = System.nanoTime();
            verifier.embed(clip);
            long t1 = System.nanoTime();
            frontEnd.features(clip);
            long t2 = System.nanoTime();
            full[i] = t1 - t0;
            front[i] = t2 - t1;
        }
        for (String q : List.of("p50", "p95")) {
            double p = q.equals("p50") ? 0.50 : 0.95;
            ObjectNode o = base("verify_ms_3s_" + q, percentile(full, p) / 1e6);
            o.put("baseline", percentile(front, p) / 1e6);
            o.put("baseline_name", "front end only");
            o.put("model", modelName);
            o.put("runs", full.length);
            o.put("clips", clips.size());
            System.out.println(JSON.writeValueAsString(o));
        }
    }

    private static void emit(String condition, String modelName, String figure, double value, double baseline, String baselineName,
            TrialScores s) throws Exception {
        ObjectNode o = base(figure, value);
        o.put("condition", condition);
        o.put("model", modelName);
        o.put("baseline", baseline);
        o.put("baseline_name", baselineName);
        o.put("voices", Speech.VOICES.size());
        o.put("target_trials", s.targets());
        o.put("nontarget_trials", s.nonTargets());
        System.out.println(JSON.writeValueAsString(o));
    }

    private static ObjectNode base(String figure, double value) {
        ObjectNode o = JSON.createObjectNode();
        o.put("figure", figure);
        o.put("value", Math.round(value * 10000) / 10000.0);
        o.put("cores", Runtime.getRuntime().availableProcessors());
        o.put("java", System.getProperty("java.version"));
        o.put("os_arch", System.getProperty("os.arch"));
        o.put("load_average", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        return o;
    }

    private static float[] meanFeatures(FrontEnd fe, Pcm16 audio) {
        float[][] f = fe.features(audio);
        float[] m = new float[f[0].length];
        for (float[] row : f) {
            for (int d = 0; d < m.length; d++) {
                m[d] += row[d] / f.length;
            }
        }
        m[0] += 1e-3f; // CMN makes the mean near zero; keep it a valid vector
        return m;
    }

    private static double percentile(long[] v, double p) {
        long[] s = v.clone();
        Arrays.sort(s);
        return s[(int) Math.min(s.length - 1, Math.floor(p * s.length))];
    }
}
