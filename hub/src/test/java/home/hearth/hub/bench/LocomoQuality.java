package home.hearth.hub.bench;

import home.hearth.hub.memory.search.RetrievalMode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/** Hit@1, Hit@5 and MRR@10 per LoCoMo category and retriever, printed as one line per category. */
final class LocomoQuality {
    private final JsonLines out;
    private final String granularity;
    private final String half;
    private final int memories;
    private final Map<String, Map<RetrievalMode, double[]>> sums = new TreeMap<>();

    LocomoQuality(JsonLines out, String granularity, String half, int memories) {
        this.out = out;
        this.granularity = granularity;
        this.half = half;
        this.memories = memories;
    }

    void measure(Iterable<LocomoBench.Asked> asked, Function<LocomoBench.Asked, Map<RetrievalMode, Integer>> rank) {
        int noEvidence = 0;
        for (LocomoBench.Asked q : asked) {
            if (q.question().evidence().isEmpty()) {
                noEvidence++;
                continue;
            }
            Map<RetrievalMode, Integer> ranks = rank.apply(q);
            add(Integer.toString(q.question().category()), ranks);
            if (q.question().category() != 5) {
                add("1-4", ranks);
            }
        }
        sums.forEach((category, byMode) -> print(category, byMode));
        out.print(Map.of("figure", "locomo_questions_without_evidence", "granularity", granularity, "half", half,
                "count", noEvidence));
    }

    private void add(String category, Map<RetrievalMode, Integer> ranks) {
        Map<RetrievalMode, double[]> byMode = sums.computeIfAbsent(category, c -> new LinkedHashMap<>());
        ranks.forEach((mode, r) -> {
            double[] s = byMode.computeIfAbsent(mode, m -> new double[4]);
            s[0] += r == 1 ? 1 : 0;
            s[1] += r >= 1 && r <= 5 ? 1 : 0;
            s[2] += r >= 1 ? 1.0 / r : 0;
            s[3]++;
        });
    }

    private void print(String category, Map<RetrievalMode, double[]> byMode) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("figure", "locomo_quality");
        f.put("granularity", granularity);
        f.put("half", half);
        f.put("memories", memories);
        f.put("category", category);
        f.put("questions", (int) byMode.get(RetrievalMode.HYBRID)[3]);
        f.put("hybrid", metrics(byMode.get(RetrievalMode.HYBRID)));
        f.put("baseline_bm25", metrics(byMode.get(RetrievalMode.KEYWORD_ONLY)));
        f.put("baseline_vector", metrics(byMode.get(RetrievalMode.VECTOR_ONLY)));
        out.print(f);
    }

    private static Map<String, Object> metrics(double[] s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("hit_at_1", JsonLines.round(s[0] / s[3]));
        m.put("hit_at_5", JsonLines.round(s[1] / s[3]));
        m.put("mrr_at_10", JsonLines.round(s[2] / s[3]));
        return m;
    }
}
