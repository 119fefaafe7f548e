package home.hearth.hub.memory.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.search.ScoreDoc;

/**
 * Reciprocal rank fusion (Cormack et al. 2009): a document's fused score is the sum over the
 * lists it appears in of {@code 1 / (k + rank)}, rank counted from 1, each list weighted (the
 * keyword list by {@code 2·share}, the vector list by {@code 2·(1 − share)}; 0.5 is plain RRF).
 * Ties keep the document that ranked best in either list first, then the lower doc id. The
 * paper's k = 60 flattens the top ranks (rank 1 and rank 2 differ by under 2 %), so the re-ranker's
 * cosine decided the order; the hub uses a small k ({@link SearchSettings#rankConstant()}).
 */
final class ReciprocalRankFusion {
    static final int K = 60;
    /** Best fused score first; ties keep the document that ranked best in either list first, then the lower doc id. */
    static final Comparator<Fused> ORDER = Comparator.comparingDouble(Fused::score).reversed()
            .thenComparingInt(Fused::bestRank)
            .thenComparingInt(Fused::doc);

    /** One document after fusion; a rank of 0 means the list did not return it. */
    record Fused(int doc, int keywordRank, int vectorRank, double score) {
        int bestRank() {
            return Math.min(keywordRank == 0 ? Integer.MAX_VALUE : keywordRank, vectorRank == 0 ? Integer.MAX_VALUE : vectorRank);
        }
    }

    private ReciprocalRankFusion() {}

    static List<Fused> fuse(ScoreDoc[] keyword, ScoreDoc[] vector) {
        return fuse(keyword, vector, 0.5);
    }

    static List<Fused> fuse(ScoreDoc[] keyword, ScoreDoc[] vector, double keywordShare) {
        return fuse(keyword, vector, keywordShare, K);
    }

    static List<Fused> fuse(ScoreDoc[] keyword, ScoreDoc[] vector, double keywordShare, int k) {
        List<Fused> fused = new ArrayList<>();
        for (Fused f : union(keyword, vector)) {
            fused.add(new Fused(f.doc(), f.keywordRank(), f.vectorRank(), score(f, keywordShare, k)));
        }
        fused.sort(ORDER);
        return fused;
    }

    /** Every document of either list once, with its rank in each and no score yet. */
    static List<Fused> union(ScoreDoc[] keyword, ScoreDoc[] vector) {
        Map<Integer, int[]> ranks = new LinkedHashMap<>();
        for (int i = 0; i < keyword.length; i++) {
            ranks.computeIfAbsent(keyword[i].doc, d -> new int[2])[0] = i + 1;
        }
        for (int i = 0; i < vector.length; i++) {
            ranks.computeIfAbsent(vector[i].doc, d -> new int[2])[1] = i + 1;
        }
        List<Fused> union = new ArrayList<>(ranks.size());
        ranks.forEach((doc, r) -> union.add(new Fused(doc, r[0], r[1], 0)));
        return union;
    }

    /** The document's weighted reciprocal rank score. */
    static double score(Fused f, double keywordShare, int k) {
        return 2 * keywordShare * part(f.keywordRank(), k) + 2 * (1 - keywordShare) * part(f.vectorRank(), k);
    }

    /** The best score a document can reach: rank 1 in both lists (whatever the share). */
    static double maxScore(int k) {
        return 2.0 / (k + 1);
    }

    private static double part(int rank, int k) {
        return rank == 0 ? 0 : 1.0 / (k + rank);
    }
}
