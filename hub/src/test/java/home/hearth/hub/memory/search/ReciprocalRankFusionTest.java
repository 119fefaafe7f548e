package home.hearth.hub.memory.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.IntStream;
import org.apache.lucene.search.ScoreDoc;
import org.junit.jupiter.api.Test;

class ReciprocalRankFusionTest {
    @Test
    void aDocumentInBothListsBeatsOneThatTopsOnlyOne() {
        List<ReciprocalRankFusion.Fused> fused = ReciprocalRankFusion.fuse(docs(1, 2, 3), docs(4, 2, 5));
        assertEquals(2, fused.getFirst().doc());
        assertEquals(1.0 / 62 + 1.0 / 62, fused.getFirst().score(), 1e-12);
    }

    @Test
    void ranksAreCountedFromOneWithKSixty() {
        ReciprocalRankFusion.Fused only = ReciprocalRankFusion.fuse(docs(7), new ScoreDoc[0]).getFirst();
        assertEquals(new ReciprocalRankFusion.Fused(7, 1, 0, 1.0 / 61), only);
    }

    @Test
    void equalScoresKeepTheDocumentWithTheBetterSingleRankThenTheLowerId() {
        List<Integer> order = ReciprocalRankFusion.fuse(docs(10, 11), docs(21, 20)).stream()
                .map(ReciprocalRankFusion.Fused::doc)
                .toList();
        assertEquals(List.of(10, 21, 11, 20), order);
    }

    @Test
    void theFusedOrderInterleavesAsTheFormulaSays() {
        // keyword 1 2 3 4, vector 4 3 2 1: 1/61 + 1/64 = 0.032018 beats 1/62 + 1/63 = 0.032002,
        // so the documents ranked first by one retriever win; ties break on the best single rank.
        List<Integer> order = ReciprocalRankFusion.fuse(docs(1, 2, 3, 4), docs(4, 3, 2, 1)).stream()
                .map(ReciprocalRankFusion.Fused::doc)
                .toList();
        assertEquals(List.of(1, 4, 2, 3), order);
    }

    @Test
    void aKeywordShareAboveOneHalfLetsTheKeywordListWinWhereItDisagrees() {
        List<Integer> order = ReciprocalRankFusion.fuse(docs(1, 2), docs(2, 1), 0.7).stream()
                .map(ReciprocalRankFusion.Fused::doc)
                .toList();
        assertEquals(List.of(1, 2), order);
        assertEquals(List.of(2, 1), ReciprocalRankFusion.fuse(docs(1, 2), docs(2, 1), 0.3).stream()
                .map(ReciprocalRankFusion.Fused::doc)
                .toList());
    }

    @Test
    void aSmallRankConstantLetsTheSecondRankCountClearlyLessThanTheFirst() {
        // k = 1: 1/2 against 1/3; with k = 60, 1/61 against 1/62 left the order to the re-ranker's cosine.
        List<ReciprocalRankFusion.Fused> fused = ReciprocalRankFusion.fuse(docs(1, 2), new ScoreDoc[0], 0.5, 1);
        assertEquals(0.5, fused.get(0).score(), 1e-12);
        assertEquals(1.0 / 3, fused.get(1).score(), 1e-12);
        assertEquals(1.0, ReciprocalRankFusion.maxScore(1), 1e-12);
    }

    @Test
    void withTheShippedSettingsAKeywordTopHitStaysAboveAVectorOnlyTopHit() {
        SearchSettings s = SearchSettings.DEFAULTS;
        List<Integer> order = ReciprocalRankFusion.fuse(docs(1), docs(2), s.keywordShare(), s.rankConstant()).stream()
                .map(ReciprocalRankFusion.Fused::doc)
                .toList();
        assertEquals(List.of(1, 2), order);
    }

    private static ScoreDoc[] docs(int... ids) {
        return IntStream.of(ids).mapToObj(d -> new ScoreDoc(d, 1f)).toArray(ScoreDoc[]::new);
    }
}
