package home.hearth.hub.bench;

import home.hearth.hub.memory.search.RankWeights;
import home.hearth.hub.memory.search.SearchSettings;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntBiFunction;

/**
 * Hybrid Hit@1, Hit@5 and MRR on LoCoMo categories 1–4 for several fusion rank constants, keyword
 * shares and similarity weights (tuning half only).
 */
final class LocomoTuning {
    // -Dlocomo.sweep.k=1,3,10,60 -Dlocomo.sweep.share=0.5,0.7 -Dlocomo.sweep.similarity=0,1 widen or narrow the grid
    private static final List<Integer> RANK_CONSTANTS = grid("k", "1,3,60").stream().map(Double::intValue).toList();
    private static final List<Double> SHARES = grid("share", "0.6,0.7,0.8,0.9");
    private static final List<Double> SIMILARITY = grid("similarity", "0.25,0.5,0.75");
    private final JsonLines out;
    private final String granularity;

    LocomoTuning(JsonLines out, String granularity) {
        this.out = out;
        this.granularity = granularity;
    }

    private static List<Double> grid(String name, String defaults) {
        return java.util.Arrays.stream(System.getProperty("locomo.sweep." + name, defaults).split(","))
                .map(Double::parseDouble).toList();
    }

    /** {@code rank} gives the 1-based rank of the first evidence hit for a question under settings, 0 if none. */
    void sweep(List<LocomoBench.Asked> asked, ToIntBiFunction<LocomoBench.Asked, SearchSettings> rank) {
        List<LocomoBench.Asked> answerable = asked.stream()
                .filter(q -> q.question().category() != 5 && !q.question().evidence().isEmpty())
                .toList();
        for (int constant : RANK_CONSTANTS) {
            for (double share : SHARES) {
                for (double similarity : SIMILARITY) {
                    RankWeights d = RankWeights.DEFAULTS;
                    SearchSettings s = LocomoBench.fusion(SearchSettings.DEFAULTS).withRejectBelowSimilarity(-1).withKeywordShare(share)
                            .withRankConstant(constant)
                            .withWeights(new RankWeights(d.fusion(), similarity, d.recency(), d.frequency(), d.importance(),
                                    d.recencyHalfLife()));
                    double[] sums = new double[3];
                    for (LocomoBench.Asked q : answerable) {
                        int r = rank.applyAsInt(q, s);
                        sums[0] += r == 1 ? 1 : 0;
                        sums[1] += r >= 1 && r <= 5 ? 1 : 0;
                        sums[2] += r >= 1 ? 1.0 / r : 0;
                    }
                    print(s, sums, answerable.size());
                }
            }
        }
    }

    private void print(SearchSettings s, double[] sums, int questions) {
        SearchSettings d = SearchSettings.DEFAULTS;
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("figure", "locomo_tuning");
        f.put("granularity", granularity);
        f.put("half", "tune");
        f.put("rank_constant", s.rankConstant());
        f.put("keyword_share", s.keywordShare());
        f.put("similarity_weight", s.weights().similarity());
        f.put("is_default", s.rankConstant() == d.rankConstant() && s.keywordShare() == d.keywordShare()
                && s.weights().similarity() == d.weights().similarity());
        f.put("category1to4_hybrid_hit_at_1", JsonLines.round(sums[0] / questions));
        f.put("category1to4_hybrid_hit_at_5", JsonLines.round(sums[1] / questions));
        f.put("category1to4_hybrid_mrr_at_10", JsonLines.round(sums[2] / questions));
        f.put("questions", questions);
        f.put("baseline", "the locomo_quality lines: BM25 and vector alone on the same index");
        out.print(f);
    }
}
