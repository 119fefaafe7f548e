package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.search.Memories.household;
import static home.hearth.hub.memory.search.Memories.memory;
import static home.hearth.hub.memory.search.Memories.personal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Writes, edits, deletes and rebuilds reach the very next search. */
class IndexLifecycleTest {
    private static final ReadAccess ALICE = new ReadAccess(Optional.of(MemberId.of("alice")), Set.of(ScopeType.HOUSEHOLD));
    private final LuceneMemoryIndex index = Memories.newIndex();

    @AfterEach
    void close() {
        index.close();
    }

    @Test
    void aDeletedMemoryIsGoneFromSearchAtOnce() {
        index.upsert(memory("m1", "The wifi password hint is the cat's name", personal("alice")));
        assertEquals(List.of("m1"), ids("wifi password hint"));

        index.delete("m1");

        assertEquals(List.of(), ids("wifi password hint"));
        assertEquals(0, index.size());
    }

    @Test
    void anEditReplacesTheIndexedTextAndVector() {
        index.upsert(memory("m1", "Alice likes the bedroom at 22 degrees at night", personal("alice")));
        index.upsert(memory("m1", "Alice likes the bedroom at 19 degrees at night", personal("alice")));

        SearchResult result = search("bedroom 19 degrees");
        assertEquals(List.of("m1"), result.hits().stream().map(SearchHit::id).toList());
        assertEquals(1, index.size());
        assertTrue(ids("22").isEmpty(), "the old value is no longer indexed");
    }

    @Test
    void rebuildReplacesEverythingAndSkipsMemoriesWithBadVectors() {
        index.upsert(memory("old", "An old memory about the attic", household()));
        IndexedMemory good = memory("new", "The boiler is serviced every October", household());
        IndexedMemory bad = new IndexedMemory("bad", "not normalised", new float[384], household(), Validity.ALWAYS);

        long indexed = index.rebuild(Stream.of(good, bad));

        assertEquals(1, indexed);
        assertEquals(1, index.size());
        assertEquals(List.of("new"), ids("boiler serviced"));
        assertTrue(ids("attic").isEmpty());
    }

    @Test
    void aVectorOfTheWrongDimensionIsRefusedWithItsIdAndBothSizes() {
        IndexedMemory wrong = new IndexedMemory("m9", "short vector", new float[] {1, 0, 0}, household(), Validity.ALWAYS);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> index.upsert(wrong));
        assertEquals("memory m9 has a vector of 3 dimensions, the index needs 384", e.getMessage());
        assertEquals(0, index.size());
    }

    @Test
    void aVectorThatIsNotUnitLengthIsRefused() {
        float[] v = Memories.model().embed("twice as long");
        for (int i = 0; i < v.length; i++) {
            v[i] *= 2;
        }
        IndexedMemory longer = new IndexedMemory("m2", "twice as long", v, household(), Validity.ALWAYS);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> index.upsert(longer));
        assertTrue(e.getMessage().startsWith("memory m2 has a vector that is not unit length (norm 2.000)"), e.getMessage());
    }

    @Test
    void theFilterRunsInsideTheQuerySoManyCloserForeignMemoriesCannotCrowdOutAnAllowedOne() {
        SearchSettings neverReject = SearchSettings.DEFAULTS.withRejectBelowSimilarity(-1);
        try (LuceneMemoryIndex crowded = Memories.newIndex(neverReject, RankSignals.NEUTRAL)) {
            float[] closer = Memories.model().embed("Bob's note about the garden hose");
            crowded.rebuild(IntStream.range(0, 150).mapToObj(i -> new IndexedMemory(
                    "bob-" + i, "Bob's note " + i + " about the garden hose", closer, personal("bob"), Validity.ALWAYS)));
            crowded.upsert(memory("alice-1", "Alice keeps her bicycle in the garden shed", personal("alice")));

            SearchQuery q = Queries.of("Bob's note about the garden hose", ALICE, 5);
            for (RetrievalMode mode : List.of(RetrievalMode.HYBRID, RetrievalMode.VECTOR_ONLY)) {
                assertEquals(List.of("alice-1"), crowded.search(q, mode).hits().stream().map(SearchHit::id).toList(), mode.name());
            }
        }
    }

    @Test
    void aQueryVectorOfTheWrongDimensionIsRefused() {
        SearchQuery q = new SearchQuery("x", new float[] {1, 0}, ALICE, 5, Instant.EPOCH, Set.of(), true);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> index.search(q));
        assertEquals("query vector has 2 dimensions, the index needs 384", e.getMessage());
    }

    private SearchResult search(String text) {
        return index.search(Queries.of(text, ALICE, 10));
    }

    private List<String> ids(String text) {
        return search(text).hits().stream().map(SearchHit::id).toList();
    }
}
