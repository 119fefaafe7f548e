package home.hearth.hub.memory.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.lucene.search.ScoreDoc;
import org.junit.jupiter.api.Test;

/**
 * Rank fusion's keyword lead on hand-made lists: BM25's first goes first only when BM25 clearly leads, and not when
 * the vector list has it right behind its own first (a near tie) or the re-ranked first is far closer in meaning.
 */
class KeywordLeadTest {
    private static final Fusion.Ranks LEAD = new Fusion.Ranks(0.25, 0.3, 2);

    /** BM25 puts "bike" first (score 10) and "bicycle" second; the vector puts "bicycle" first and "bike" at rank {@code vectorRank}. */
    private static List<Reranker.Scored> reranked(int vectorRank, double bikeSimilarity) {
        return List.of(scored(1, "bicycle", 2, 1, 0.55, 1.30), scored(0, "bike", 1, vectorRank, bikeSimilarity, 1.20),
                scored(2, "bins", 3, 4, 0.20, 0.60));
    }

    private static Reranker.Scored scored(int doc, String id, int keywordRank, int vectorRank, double similarity, double score) {
        FusedDocument c = new FusedDocument(new ReciprocalRankFusion.Fused(doc, keywordRank, vectorRank, 0), id, similarity,
                new float[] {1}, id.hashCode());
        return new Reranker.Scored(c, score, id);
    }

    private static KeywordHits bm25(float second) {
        return new KeywordHits(new ScoreDoc[] {new ScoreDoc(0, 10f), new ScoreDoc(1, second), new ScoreDoc(2, 1f)}, 0, true);
    }

    private static List<String> ids(List<Reranker.Scored> ranked) {
        return ranked.stream().map(s -> s.candidate().id()).toList();
    }

    @Test
    void aClearBm25LeadPutsBm25sFirstFirst() {
        List<Reranker.Scored> ranked = KeywordLead.apply(reranked(6, 0.45), bm25(6f), LEAD);
        assertEquals(List.of("bike", "bicycle", "bins"), ids(ranked));
        assertTrue(ranked.getFirst().why().contains("BM25 lead 0.40"), ranked.getFirst().why());
    }

    @Test
    void shippedRankFusionKeepsTheReRankedOrder() {
        List<Reranker.Scored> before = reranked(6, 0.45);
        assertSame(before, KeywordLead.apply(before, bm25(6f), (Fusion.Ranks) Fusion.RANKS));
    }

    @Test
    void aNearTieInBm25IsLeftToTheFusion() {
        assertEquals(List.of("bicycle", "bike", "bins"), ids(KeywordLead.apply(reranked(6, 0.45), bm25(8f), LEAD)));
    }

    @Test
    void whenTheVectorHasBm25sFirstRightBehindItsOwnTheFusionDecides() {
        assertEquals(List.of("bicycle", "bike", "bins"), ids(KeywordLead.apply(reranked(2, 0.45), bm25(6f), LEAD)));
    }

    @Test
    void aReRankedFirstFarCloserInMeaningKeepsItsPlace() {
        assertEquals(List.of("bicycle", "bike", "bins"), ids(KeywordLead.apply(reranked(6, 0.20), bm25(6f), LEAD)));
    }

    @Test
    void bm25sSecondHitOfTheSameMemoryIsNoRival() {
        // doc 3 is the translation of "bike", right behind its original; the rival is "bicycle" at 6
        FusedDocument translation = new FusedDocument(new ReciprocalRankFusion.Fused(3, 2, 9, 0), "bike", 0.40, new float[] {1}, 7);
        List<Reranker.Scored> ranked = List.of(scored(1, "bicycle", 3, 1, 0.55, 1.30), scored(0, "bike", 1, 6, 0.45, 1.20),
                new Reranker.Scored(translation, 1.0, "translation"));
        KeywordHits hits = new KeywordHits(new ScoreDoc[] {new ScoreDoc(0, 10f), new ScoreDoc(3, 9.5f), new ScoreDoc(1, 6f)}, 0, true);
        assertEquals("bike", KeywordLead.apply(ranked, hits, LEAD).getFirst().candidate().id());
    }
}
