package home.hearth.hub.memory.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.search.ScoreDoc;

/**
 * Convex combination fusion ({@link Fusion#SCORES}): {@code share · bm25' + (1 − share) · cosine'}, where
 * {@code bm25'} is the candidate's BM25 score min-max normalised over the keyword list (0 when BM25 did
 * not return it) and {@code cosine'} its similarity min-max normalised over all candidates (every
 * candidate's exact cosine is known, whichever list brought it). The result lies in [0, 1], like the
 * re-ranker's scaled rank fusion. When every value of a side is equal, that side gives 1 to each.
 */
final class ScoreFusion {
    private ScoreFusion() {}

    static List<FusedDocument> fuse(List<FusedDocument> candidates, ScoreDoc[] keyword, double keywordShare) {
        Map<Integer, Float> bm25 = new HashMap<>();
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (ScoreDoc d : keyword) {
            bm25.put(d.doc, d.score);
            low = Math.min(low, d.score);
            high = Math.max(high, d.score);
        }
        double near = candidates.stream().mapToDouble(FusedDocument::similarity).min().orElse(0);
        double far = candidates.stream().mapToDouble(FusedDocument::similarity).max().orElse(0);
        List<FusedDocument> out = new ArrayList<>(candidates.size());
        for (FusedDocument c : candidates) {
            Float score = bm25.get(c.fused().doc());
            double keywordPart = score == null ? 0 : scaled(score, low, high);
            double fused = keywordShare * keywordPart + (1 - keywordShare) * scaled(c.similarity(), near, far);
            ReciprocalRankFusion.Fused f = c.fused();
            out.add(new FusedDocument(new ReciprocalRankFusion.Fused(f.doc(), f.keywordRank(), f.vectorRank(), fused), c.id(),
                    c.similarity(), c.vector(), c.textHash()));
        }
        return out;
    }

    private static double scaled(double value, double low, double high) {
        return high > low ? (value - low) / (high - low) : 1;
    }
}
