package home.hearth.hub.bench;

import home.hearth.hub.memory.search.SearchSettings;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * Low-confidence rejection on LoCoMo: the share of category-5 (adversarial, unanswerable)
 * questions rejected, against the share of answerable ones (1–4) falsely rejected, per setting.
 */
final class LocomoRejection {
    // -Dlocomo.reject.thresholds=0.5,0.6,... for a model whose cosines live in another range
    private static final List<Double> THRESHOLDS = java.util.Arrays.stream(System.getProperty("locomo.reject.thresholds",
            "0.25,0.3,0.35,0.4,0.45,0.5,0.55,0.6,0.65,0.7").split(",")).map(Double::parseDouble).toList();
    private static final List<Double> COVERAGES = List.of(0.75, 1.0);
    private final JsonLines out;
    private final String granularity;
    private final String half;

    LocomoRejection(JsonLines out, String granularity, String half) {
        this.out = out;
        this.granularity = granularity;
        this.half = half;
    }

    void sweep(List<LocomoBench.Asked> asked, BiPredicate<LocomoBench.Asked, SearchSettings> rejected) {
        for (double coverage : COVERAGES) {
            for (double threshold : THRESHOLDS) {
                SearchSettings s = LocomoBench.fusion(SearchSettings.DEFAULTS).withKeywordCoverage(coverage).withRejectBelowSimilarity(threshold);
                int[] counts = new int[4];
                for (LocomoBench.Asked q : asked) {
                    int adversarial = q.question().category() == 5 ? 0 : 2;
                    counts[adversarial + 1]++;
                    counts[adversarial] += rejected.test(q, s) ? 1 : 0;
                }
                print(s, counts);
            }
        }
    }

    private void print(SearchSettings s, int[] counts) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("figure", "locomo_rejection");
        f.put("granularity", granularity);
        f.put("half", half);
        f.put("reject_below_similarity", s.rejectBelowSimilarity());
        f.put("keyword_coverage", s.keywordCoverage());
        f.put("is_default", s.rejectBelowSimilarity() == SearchSettings.DEFAULTS.rejectBelowSimilarity()
                && s.keywordCoverage() == SearchSettings.DEFAULTS.keywordCoverage());
        f.put("category5_rejected", JsonLines.round(counts[0] / (double) counts[1]));
        f.put("baseline_category1to4_falsely_rejected", JsonLines.round(counts[2] / (double) counts[3]));
        f.put("questions", Map.of("category5", counts[1], "category1to4", counts[3]));
        out.print(f);
    }
}
