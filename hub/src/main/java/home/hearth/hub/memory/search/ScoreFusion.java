package home.hearth.hub.memory.search;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.search.ScoreDoc;

/**
 * Score fusion ({@link Fusion.Scores}): each candidate's fused score is
 * {@code share · keyword part + (1 − share) · vector part}, in [0, 1] like the re-ranker's scaled rank fusion.
 * The keyword part is 0 when BM25 did not return the candidate; every candidate's exact similarity is known,
 * whichever list brought it. Min-max over the list gives a side's first hit 1 however weak it is (and 1 to each
 * when all values are equal); over the ceiling a lone weak keyword hit keeps a small part, so in a household's
 * small index one shared word does not outweigh a strong vector match.
 */
final class ScoreFusion {
    private ScoreFusion() {}

    static List<FusedDocument> fuse(List<FusedDocument> candidates, KeywordHits keyword, double keywordShare, Fusion.Scores how) {
        Map<Integer, Float> bm25 = new HashMap<>();
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (ScoreDoc d : keyword.docs()) {
            bm25.put(d.doc, d.score);
            low = Math.min(low, d.score);
            high = Math.max(high, d.score);
        }
        double near = candidates.stream().mapToDouble(FusedDocument::similarity).min().orElse(0);
        double far = candidates.stream().mapToDouble(FusedDocument::similarity).max().orElse(0);
        double ceiling = keyword.ceiling();
        double minMaxLow = low;
        double minMaxHigh = high;
        return candidates.stream().map(c -> {
            Float score = bm25.get(c.fused().doc());
            double rest = score == null ? 0
                    : how.saturation() > 0 ? score / (score + how.saturation()) : scaled(score, minMaxLow, minMaxHigh);
            double keywordPart = score == null ? 0 : how.ceilingShare() * overCeiling(score, ceiling) + (1 - how.ceilingShare()) * rest;
            double vectorPart = how.cosineAsIs() ? c.similarity() : scaled(c.similarity(), near, far);
            return c.withScore(keywordShare * keywordPart + (1 - keywordShare) * vectorPart);
        }).toList();
    }

    /** BM25 stays under its ceiling; the guard only absorbs float rounding in Lucene's sum. */
    private static double overCeiling(double score, double ceiling) {
        return ceiling > 0 ? Math.min(1, score / ceiling) : 0;
    }

    private static double scaled(double value, double low, double high) {
        return high > low ? (value - low) / (high - low) : 1;
    }
}
