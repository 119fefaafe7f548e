package home.hearth.profiles.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.management.OperatingSystemMXBean;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import home.hearth.profiles.voice.Embeddings;
import home.hearth.profiles.voice.FrontEnd;
import home.hearth.profiles.voice.MfccOptions;
import home.hearth.profiles.voice.OnnxSpeakerVerifier;
import home.hearth.profiles.voice.Pcm16;
import home.hearth.profiles.voice.SpeakerModelConfig;
import home.hearth.profiles.voice.SpeakerRuntime;
import home.hearth.profiles.voice.internal.EnergyVad;
import home.hearth.profiles.voice.reference.ReferenceFbank;
import home.hearth.profiles.voice.reference.ReferenceMfcc;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Time to verify 3 s of audio on the x-vector test model, split into the front end alone and the
 * model alone, for several set-ups measured in the same run and interleaved (each round runs every
 * set-up once on the same clip, in a new random order), so a busy machine slows them alike. The first set-up is the
 * baseline: the code as it was (reference front end, float model, ONNX Runtime's defaults with two
 * threads and spinning). Besides wall-clock percentiles each line gives the process CPU time per
 * verification (all threads, spinning included), which a loaded machine inflates less. One JSON
 * object per line, with the load average before and after.
 *
 * <p>{@code mvn -pl profiles exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=home.hearth.profiles.bench.SpeakerTimeBench} (args: rounds, default 300). With
 * {@code -Dexec.args="300 --campp model.onnx model.int8.onnx"} it measures a household's own CAM++
 * and its int8 copy instead, with the fbank front end, and prints how far their embeddings of the
 * same clips are apart ({@code int8_embedding_cosine_min}).
 */
public final class SpeakerTimeBench {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final OperatingSystemMXBean OS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    record Setup(String name, FrontEnd frontEnd, OnnxSpeakerVerifier verifier) {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        boolean campp = args.length > 3 && args[1].equals("--campp");
        SpeakerModelConfig floats;
        FrontEnd before;
        Path int8;
        if (campp) {
            floats = SpeakerModelConfig.campp(Path.of(args[2]), SpeakerModelConfig.CAMPP_THRESHOLDS);
            before = ReferenceFbank.forCampp();
            int8 = Path.of(args[3]);
        } else {
            Path dir = TestModel.dir();
            floats = SpeakerModelConfig.xvector(dir, SpeakerModelConfig.XVECTOR_THRESHOLDS);
            before = new ReferenceMfcc(MfccOptions.read(dir.resolve("mfcc.conf")), EnergyVad.XVECTOR_RECIPE);
            int8 = dir.resolve("xvector.int8.onnx");
        }
        if (!Files.isRegularFile(int8)) {
            throw new IllegalStateException(int8 + " is missing: run profiles/scripts/make-test-speaker-model.sh"
                    + " (or quantise_speaker_model.py for your own model)");
        }
        SpeakerModelConfig quantised = floats.withModel(int8);
        int cores = Runtime.getRuntime().availableProcessors();
        List<Setup> setups = new ArrayList<>();
        setups.add(new Setup("before: reference front end, float, 2 threads spinning", before,
                new OnnxSpeakerVerifier(floats, new SpeakerRuntime(Math.min(2, cores), true))));
        setups.add(new Setup("float, 1 thread", floats.frontEnd(), new OnnxSpeakerVerifier(floats, SpeakerRuntime.threads(1))));
        setups.add(new Setup("float, 2 threads", floats.frontEnd(), new OnnxSpeakerVerifier(floats, SpeakerRuntime.threads(2))));
        setups.add(new Setup("int8, 1 thread", floats.frontEnd(), new OnnxSpeakerVerifier(quantised, SpeakerRuntime.threads(1))));
        setups.add(new Setup("int8, 2 threads", floats.frontEnd(), new OnnxSpeakerVerifier(quantised, SpeakerRuntime.threads(2))));
        setups.add(new Setup("int8, 2 threads spinning", floats.frontEnd(),
                new OnnxSpeakerVerifier(quantised, new SpeakerRuntime(2, true))));
        double loadBefore = OS.getSystemLoadAverage();
        List<Pcm16> clips = clips(Files.createTempDirectory("speaker-time"));
        long[][][] t = measure(setups, clips, rounds);
        double loadAfter = OS.getSystemLoadAverage();
        drift(setups.get(2).verifier(), setups.get(4).verifier(), setups.get(1).frontEnd(), clips);
        for (int s = 0; s < setups.size(); s++) {
            String[] parts = {"verify_ms_3s", "front_end_ms_3s", "model_ms_3s"};
            for (int p = 0; p < parts.length; p++) {
                emit(parts[p], setups.get(s).name(), t[s][p], t[0][p], t[s][3 + p], rounds, clips.size(), loadBefore,
                        loadAfter);
            }
        }
        for (Setup s : setups) {
            s.verifier().close();
        }
    }

    /** The lowest and the mean cosine between the float and int8 embeddings of each clip. */
    private static void drift(OnnxSpeakerVerifier floats, OnnxSpeakerVerifier int8, FrontEnd frontEnd, List<Pcm16> clips)
            throws Exception {
        double lowest = 1;
        double sum = 0;
        for (Pcm16 clip : clips) {
            float[][] features = frontEnd.features(clip);
            double cos = Embeddings.cosine(floats.embed(features), int8.embed(features));
            lowest = Math.min(lowest, cos);
            sum += cos;
        }
        ObjectNode o = JSON.createObjectNode();
        o.put("figure", "int8_embedding_cosine_min");
        o.put("value", Math.round(lowest * 10000) / 10000.0);
        o.put("mean", Math.round(sum / clips.size() * 10000) / 10000.0);
        o.put("clips", clips.size());
        System.out.println(JSON.writeValueAsString(o));
    }

    /** 3 s slices of the bench's espeak-ng sentences (those at least 3 s long). */
    private static List<Pcm16> clips(Path tmp) {
        Speech speech = new Speech(tmp);
        List<Pcm16> clips = new ArrayList<>();
        for (String voice : Speech.VOICES) {
            for (String sentence : Speech.SENTENCES.subList(0, 4)) {
                Pcm16 a = speech.say(voice, sentence);
                if (a.seconds() >= 3) {
                    clips.add(a.slice(0, 3));
                }
            }
        }
        return clips;
    }

    /** [setup][0 verify, 1 front end, 2 model; 3–5 the same as process CPU time][round], in ns. */
    private static long[][][] measure(List<Setup> setups, List<Pcm16> clips, int rounds) {
        long[][][] t = new long[setups.size()][6][rounds];
        List<Integer> order = new ArrayList<>();
        for (int s = 0; s < setups.size(); s++) {
            order.add(s);
        }
        Random random = new Random(42);
        for (int r = -50; r < rounds; r++) {
            Pcm16 clip = clips.get(Math.floorMod(r, clips.size()));
            // a new order every round: a set-up whose threads spin on after its run slows whichever runs next
            Collections.shuffle(order, random);
            for (int s : order) {
                Setup setup = setups.get(s);
                long c0 = OS.getProcessCpuTime();
                long t0 = System.nanoTime();
                float[][] features = setup.frontEnd().features(clip);
                long c1 = OS.getProcessCpuTime();
                long t1 = System.nanoTime();
                setup.verifier().embed(features);
                long c2 = OS.getProcessCpuTime();
                long t2 = System.nanoTime();
                if (r >= 0) {
                    long[][] m = t[s];
                    m[0][r] = t2 - t0;
                    m[1][r] = t1 - t0;
                    m[2][r] = t2 - t1;
                    m[3][r] = c2 - c0;
                    m[4][r] = c1 - c0;
                    m[5][r] = c2 - c1;
                }
            }
        }
        return t;
    }

    private static void emit(String figure, String setup, long[] wall, long[] baseline, long[] cpu, int rounds,
            int clips, double loadBefore, double loadAfter) throws Exception {
        ObjectNode o = JSON.createObjectNode();
        o.put("figure", figure);
        o.put("setup", setup);
        o.put("p50", ms(percentile(wall, 0.50)));
        o.put("p95", ms(percentile(wall, 0.95)));
        o.put("baseline_p50", ms(percentile(baseline, 0.50)));
        o.put("baseline_p95", ms(percentile(baseline, 0.95)));
        o.put("baseline_name", "before: reference front end, float, 2 threads spinning");
        o.put("cpu_ms_mean", ms(Arrays.stream(cpu).average().orElse(0)));
        o.put("rounds", rounds);
        o.put("clips", clips);
        o.put("cores", Runtime.getRuntime().availableProcessors());
        o.put("java", System.getProperty("java.version"));
        o.put("os_arch", System.getProperty("os.arch"));
        o.put("load_average_before", loadBefore);
        o.put("load_average_after", loadAfter);
        System.out.println(JSON.writeValueAsString(o));
    }

    private static double ms(double ns) {
        return Math.round(ns / 1e4) / 100.0;
    }

    private static double percentile(long[] v, double p) {
        long[] s = v.clone();
        Arrays.sort(s);
        return s[(int) Math.min(s.length - 1, Math.floor(p * s.length))];
    }
}
