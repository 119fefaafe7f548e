package home.hearth.hub.memory.search;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the best of near-identical hits: the same memory (its own text or its translation), the
 * same folded text, or vectors at least this similar.
 */
final class Deduplication {
    private Deduplication() {}

    /** @param duplicateCosine the raw cosine at which two vectors are duplicates */
    static List<SearchHit> best(List<Reranker.Scored> ranked, int k, double duplicateCosine) {
        List<FusedDocument> kept = new ArrayList<>();
        List<SearchHit> hits = new ArrayList<>();
        for (Reranker.Scored s : ranked) {
            if (hits.size() == k) {
                break;
            }
            FusedDocument c = s.candidate();
            if (kept.stream().anyMatch(other -> duplicates(c, other, duplicateCosine))) {
                continue;
            }
            kept.add(c);
            hits.add(new SearchHit(c.id(), s.score(), c.similarity(), c.fused().keywordRank() > 0, s.why()));
        }
        return hits;
    }

    private static boolean duplicates(FusedDocument a, FusedDocument b, double threshold) {
        return a.id().equals(b.id()) || a.textHash() == b.textHash() || VectorMath.dot(a.vector(), b.vector()) >= threshold;
    }
}
