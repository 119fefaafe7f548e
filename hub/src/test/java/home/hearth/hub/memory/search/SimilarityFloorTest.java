package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.search.Memories.personal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An embedder whose cosines crowd between 0.7 and 1 (the e5 family) gets the thresholds' meaning back
 * through the similarity floor. Vectors are made by hand to have exact cosines, as such a model gives them.
 */
class SimilarityFloorTest {
    private static final ReadAccess ALICE = new ReadAccess(Optional.of(MemberId.of("alice")), Set.of(ScopeType.HOUSEHOLD));
    private static final double E5_FLOOR = 0.7;

    @Test
    void aCosineIsReadSoTheFloorIsZeroAndOneStaysOne() {
        SearchSettings e5 = SearchSettings.DEFAULTS.withSimilarityFloor(E5_FLOOR);
        assertEquals(0, e5.similarity(0.7), 1e-12);
        assertEquals(1, e5.similarity(1), 1e-12);
        assertEquals(0.5, e5.similarity(0.85), 1e-12);
        assertEquals(-1, e5.similarity(-1), 1e-12, "never below -1");
        assertEquals(0.85, e5.cosine(0.5), 1e-12);
        assertEquals(0.8, SearchSettings.DEFAULTS.similarity(0.8), 1e-12, "floor 0: the cosine itself");
    }

    @Test
    void anUnrelatedMemoryAtAnE5CosineOf08IsRejectedOnlyWithTheFloor() {
        String text = "the spare key hangs behind the pantry door";
        float[] query = unit(1, 0, 0, 0);
        float[] memory = at(0.8); // what e5 gives two unrelated household sentences
        for (double floor : new double[] {0, E5_FLOOR}) {
            try (LuceneMemoryIndex index = index(floor)) {
                index.upsert(new IndexedMemory("m1", text, memory, personal("alice"), Validity.ALWAYS));
                SearchResult r = index.search(new SearchQuery("when is the bin collected", query, ALICE, 5, Instant.EPOCH,
                        Set.of(), true));
                if (floor == 0) {
                    assertFalse(r.rejected(), "on MiniLM's scale 0.8 is a close match");
                    assertEquals(0.8, r.hits().getFirst().similarity(), 1e-3);
                } else {
                    assertTrue(r.rejected(), "0.8 from e5 reads 0.33, under the 0.35 rejection threshold");
                }
            }
        }
    }

    @Test
    void twoDifferentMemoriesAtAnE5CosineOf0985AreNotDroppedAsDuplicates() {
        float[] query = unit(1, 0, 0, 0);
        float[] first = at(0.95);
        float[] second = at(Math.cos(Math.acos(0.95) - Math.acos(0.985))); // in the same plane, cosine 0.985 to the first
        for (double floor : new double[] {0, E5_FLOOR}) {
            try (LuceneMemoryIndex index = index(floor)) {
                index.upsert(new IndexedMemory("tea", "Alice takes her tea with milk", first, personal("alice"), Validity.ALWAYS));
                index.upsert(new IndexedMemory("coffee", "Alice takes her coffee black", second, personal("alice"),
                        Validity.ALWAYS));
                List<String> ids = index.search(new SearchQuery("how does alice take her drinks", query, ALICE, 5,
                        Instant.EPOCH, Set.of(), true)).hits().stream().map(SearchHit::id).toList();
                assertEquals(floor == 0 ? 1 : 2, ids.size(), "floor " + floor + ": " + ids);
            }
        }
    }

    private static LuceneMemoryIndex index(double floor) {
        return new LuceneMemoryIndex(IndexSettings.defaults(4), SearchSettings.DEFAULTS.withSimilarityFloor(floor),
                RankSignals.NEUTRAL);
    }

    /** A unit vector whose cosine to (1, 0, 0, 0) is {@code cosine}. */
    private static float[] at(double cosine) {
        return unit(cosine, Math.sqrt(1 - cosine * cosine), 0, 0);
    }

    private static float[] unit(double... v) {
        double norm = Math.sqrt(java.util.Arrays.stream(v).map(x -> x * x).sum());
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = (float) (v[i] / norm);
        }
        return out;
    }
}
