package home.hearth.hub.bench;

import home.hearth.hub.memory.search.Embedder;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Carries a cosine threshold calibrated on one embedder over to another by quantile: over LoCoMo's
 * tuning half (each conversation's turns and observations), every memory's cosine to its closest other
 * memory of the same conversation, and every question's cosine to its best memory, under both models;
 * for each threshold of the reference model, the share of pairs at or above it, and the other model's
 * threshold that keeps the same share. Vectors come from the LoCoMo cache ({@link CachedEmbedder}).
 *
 * <p>{@code -Dbench.embedder=bge-small-en-v15-q} is the model calibrated; MiniLM is the reference.
 * {@code -Dcalibration.thresholds=0.35,0.75,0.92,0.97} lists the reference thresholds.
 */
public final class CosineCalibration {
    private CosineCalibration() {}

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args.length > 0 ? args[0] : "../shared/data/locomo");
        List<Locomo.Conversation> tune = Locomo.halves(Locomo.read(folder, Integer.MAX_VALUE)).stream()
                .filter(h -> h.name().equals("tune")).findFirst().orElseThrow().conversations();
        Path cache = Path.of("target/locomo-cache");
        BenchModel reference = BenchModel.named(BenchModel.MINILM).cached(cache);
        BenchModel other = BenchModel.selected().cached(cache);
        List<Double> thresholds = Arrays.stream(System.getProperty("calibration.thresholds", "0.35,0.5,0.55,0.6,0.75,0.92,0.97")
                .split(",")).map(Double::parseDouble).toList();
        JsonLines out = new JsonLines(System.out);
        for (String granularity : List.of("turns", "observations")) {
            double[] ref = nearest(reference, tune, granularity, false);
            double[] oth = nearest(other, tune, granularity, false);
            print(out, "memory_to_nearest_memory", granularity, other.label(), ref, oth, thresholds);
            double[] refQ = nearest(reference, tune, granularity, true);
            double[] othQ = nearest(other, tune, granularity, true);
            print(out, "question_to_best_memory", granularity, other.label(), refQ, othQ, thresholds);
        }
    }

    /** Per memory (or per question), the best cosine to another memory of its conversation. */
    private static double[] nearest(BenchModel model, List<Locomo.Conversation> conversations, String granularity,
            boolean questions) {
        List<Double> best = new ArrayList<>();
        for (Locomo.Conversation c : conversations) {
            List<Locomo.Item> items = granularity.equals("turns") ? c.turns() : c.observations();
            List<float[]> memories = model.passages().embedAll(items.stream().map(Locomo.Item::text).toList());
            List<float[]> from = questions
                    ? model.questions().embedAll(c.questions().stream().map(Locomo.Question::text).toList()) : memories;
            for (int i = 0; i < from.size(); i++) {
                double b = -1;
                for (int j = 0; j < memories.size(); j++) {
                    if (!questions && i == j) {
                        continue;
                    }
                    b = Math.max(b, dot(from.get(i), memories.get(j)));
                }
                best.add(b);
            }
        }
        return best.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }

    private static double dot(float[] a, float[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    private static void print(JsonLines out, String pairs, String granularity, String label, double[] ref, double[] oth,
            List<Double> thresholds) {
        for (double t : thresholds) {
            long above = Arrays.stream(ref).filter(x -> x >= t).count();
            double share = above / (double) ref.length;
            // the other model's threshold with the same share at or above it
            int index = (int) Math.min(oth.length - 1, Math.max(0, Math.round(oth.length * (1 - share))));
            Map<String, Object> f = new LinkedHashMap<>();
            f.put("figure", "cosine_calibration");
            f.put("pairs", pairs);
            f.put("granularity", granularity);
            f.put("half", "tune");
            f.put("model", label);
            f.put("reference_threshold", t);
            f.put("share_at_or_above", JsonLines.round(share));
            f.put("equivalent_threshold", JsonLines.round(share == 0 ? oth[oth.length - 1] : oth[index]));
            f.put("samples", ref.length);
            f.put("baseline", BenchModel.MINILM + " (reference)");
            out.print(f);
        }
    }
}
