package home.hearth.hub.memory.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.lucene.search.ScoreDoc;

/**
 * Rank fusion's keyword lead ({@link Fusion.Ranks#keywordLead()}): after re-ranking, BM25's first memory goes first
 * when its BM25 score is clearly ahead of the best other memory's. Rank fusion at a small rank constant lets a
 * memory the vector ranks first and BM25 second overtake BM25's first however far behind it BM25 puts it; on
 * LoCoMo's turns that left hybrid under BM25 alone at rank 1. A clear BM25 lead is evidence a rank does not carry;
 * near ties (a same-topic memory one word apart) are left to the fusion and the cosine, as before.
 */
final class KeywordLead {
    private KeywordLead() {}

    static List<Reranker.Scored> apply(List<Reranker.Scored> ranked, KeywordHits keyword, Fusion.Ranks how) {
        if (how.keywordLead() == 0 || ranked.isEmpty() || keyword.docs().length == 0) {
            return ranked;
        }
        Map<Integer, Reranker.Scored> byDoc = new HashMap<>();
        ranked.forEach(s -> byDoc.put(s.candidate().fused().doc(), s));
        Reranker.Scored top = byDoc.get(keyword.docs()[0].doc);
        Reranker.Scored first = ranked.get(0);
        if (top == null || top.candidate().id().equals(first.candidate().id())) {
            return ranked;
        }
        double lead = lead(keyword.docs(), byDoc, top.candidate().id());
        if (lead < how.keywordLead()
                || vectorRank(ranked, top.candidate().id()) <= how.nearTieRank()
                || (how.cosineGuard() > 0 && first.candidate().similarity() - top.candidate().similarity() >= how.cosineGuard())) {
            return ranked;
        }
        List<Reranker.Scored> out = new ArrayList<>(ranked.size());
        out.add(new Reranker.Scored(top.candidate(), top.score(),
                top.why() + String.format(Locale.ROOT, "; first by its BM25 lead %.2f", lead)));
        ranked.stream().filter(s -> s != top).forEach(out::add);
        return out;
    }

    /** The vector list's best rank for the memory (its own text or its translation); past the list when absent. */
    private static int vectorRank(List<Reranker.Scored> ranked, String id) {
        return ranked.stream().filter(s -> s.candidate().id().equals(id)).mapToInt(s -> s.candidate().fused().vectorRank())
                .filter(r -> r > 0).min().orElse(Integer.MAX_VALUE);
    }

    /** {@code 1 − second / first}: BM25's first against the best other memory (a translation of the first is not another). */
    private static double lead(ScoreDoc[] docs, Map<Integer, Reranker.Scored> byDoc, String topId) {
        double best = docs[0].score;
        if (best <= 0) {
            return 0;
        }
        for (int i = 1; i < docs.length; i++) {
            Reranker.Scored s = byDoc.get(docs[i].doc);
            if (s == null || !s.candidate().id().equals(topId)) {
                return 1 - docs[i].score / best;
            }
        }
        return 1;
    }
}
