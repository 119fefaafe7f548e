package home.hearth.hub.memory.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.apache.lucene.search.ScoreDoc;
import org.junit.jupiter.api.Test;

/** The convex combination of normalised BM25 scores and similarities, per normalisation. */
class ScoreFusionTest {
    private static FusedDocument candidate(int doc, double similarity) {
        return new FusedDocument(new ReciprocalRankFusion.Fused(doc, 0, 0, 0), "m" + doc, similarity, new float[] {1, 0}, doc);
    }

    private static double fused(List<FusedDocument> out, int doc) {
        return out.stream().filter(c -> c.fused().doc() == doc).findFirst().orElseThrow().fused().score();
    }

    private static KeywordHits keyword(double ceiling, ScoreDoc... docs) {
        return new KeywordHits(docs, ceiling, false);
    }

    @Test
    void minMaxMixesEachSideScaledFromItsWorstToItsBestCandidate() {
        KeywordHits bm25 = keyword(0, new ScoreDoc(1, 9f), new ScoreDoc(2, 5f), new ScoreDoc(3, 1f));
        List<FusedDocument> out = ScoreFusion.fuse(
                List.of(candidate(1, 0.2), candidate(2, 0.6), candidate(3, 0.4), candidate(4, 0.8)), bm25, 0.7,
                (Fusion.Scores) Fusion.MIN_MAX);
        assertEquals(0.7 * 1 + 0.3 * 0, fused(out, 1), 1e-9);
        assertEquals(0.7 * 0.5 + 0.3 * (0.4 / 0.6), fused(out, 2), 1e-9);
        assertEquals(0.7 * 0 + 0.3 * (0.2 / 0.6), fused(out, 3), 1e-9);
        assertEquals(0.3 * 1, fused(out, 4), 1e-9, "a memory BM25 did not return gets nothing from the keyword side");
    }

    @Test
    void minMaxGivesASideWhoseValuesAreAllEqualItsFullShare() {
        List<FusedDocument> out = ScoreFusion.fuse(List.of(candidate(1, 0.5)), keyword(0, new ScoreDoc(1, 3f)), 0.6,
                (Fusion.Scores) Fusion.MIN_MAX);
        assertEquals(1.0, fused(out, 1), 1e-9);
    }

    @Test
    void overTheCeilingALoneWeakKeywordHitKeepsOnlyItsShareOfTheQuestion() {
        List<FusedDocument> out = ScoreFusion.fuse(List.of(candidate(1, 0.1), candidate(2, 0.7)),
                keyword(20, new ScoreDoc(1, 2f)), 0.7, (Fusion.Scores) Fusion.CEILING);
        assertEquals(0.7 * 0.1 + 0.3 * 0.1, fused(out, 1), 1e-9);
        assertEquals(0.3 * 0.7, fused(out, 2), 1e-9);
    }

    @Test
    void aMixWeighsTheCeilingAgainstMinMax() {
        List<FusedDocument> out = ScoreFusion.fuse(List.of(candidate(1, 0.5)), keyword(10, new ScoreDoc(1, 4f)), 1.0,
                new Fusion.Scores(0.25, 0, true));
        assertEquals(0.25 * 0.4 + 0.75 * 1, fused(out, 1), 1e-9);
    }

    @Test
    void saturationBoundsTheScoreWithoutLookingAtTheList() {
        List<FusedDocument> out = ScoreFusion.fuse(List.of(candidate(1, 0.5), candidate(2, 0.2)),
                keyword(0, new ScoreDoc(1, 4f), new ScoreDoc(2, 1f)), 1.0, new Fusion.Scores(0, 4, true));
        assertEquals(0.5, fused(out, 1), 1e-9);
        assertEquals(0.2, fused(out, 2), 1e-9);
    }

    @Test
    void withNoKeywordHitsTheOrderIsTheSimilarities() {
        List<FusedDocument> out = ScoreFusion.fuse(List.of(candidate(1, 0.3), candidate(2, 0.9)), KeywordHits.NONE, 0.7,
                (Fusion.Scores) Fusion.MIN_MAX);
        assertEquals(0.0, fused(out, 1), 1e-9);
        assertEquals(0.3, fused(out, 2), 1e-9);
    }
}
