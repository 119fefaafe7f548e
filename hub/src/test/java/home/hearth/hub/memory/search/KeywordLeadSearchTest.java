package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.search.Memories.memory;
import static home.hearth.hub.memory.search.Memories.personal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The keyword lead through the real search (MiniLM, BM25, rank fusion): a long memory holding the question's rare
 * word leads BM25 clearly but is diluted for the vector, which prefers a short memory on the same person and topic.
 * Rank fusion alone hands rank 1 to the short one; with the lead BM25's first keeps it (the LoCoMo turns pattern).
 */
class KeywordLeadSearchTest {
    private static final String QUESTION = "Where did Maria buy the scarf?";
    private static final SearchSettings SHIPPED = SearchSettings.DEFAULTS.withRejectBelowSimilarity(-1);
    private static final SearchSettings RANKS_ALONE = SHIPPED.withFusion(Fusion.RANKS);
    private static LuceneMemoryIndex index;

    @BeforeAll
    static void indexAnasMemories() {
        index = Memories.newIndex();
        Stream.of(
                memory("market", "Market day in Lisbon: Maria bought fish, bread, a scarf and flowers, then met Rita for coffee by the river.",
                        personal("ana")),
                memory("clothes", "Maria loves shopping for clothes in town.", personal("ana")),
                memory("coat", "Maria went to a store for a new coat yesterday.", personal("ana")),
                memory("zumba", "Thursday: Zumba class at the gym, then groceries, the water bill and a call to the bank about the card.",
                        personal("ana")),
                memory("yoga", "The yoga class is on Monday mornings.", personal("ana")),
                memory("dance", "The dance class for the kids is on Saturday.", personal("ana")),
                memory("pottery", "The pottery class runs every Tuesday evening.", personal("ana")),
                memory("piano", "Ana's piano lesson is on Wednesday afternoons.", personal("ana")),
                memory("swimming", "The swimming lessons are at the municipal pool.", personal("ana")),
                memory("bins", "The recycling bins are collected every Thursday morning.", personal("ana")),
                memory("cleaning", "The cleaning lady visits us every Tuesday.", personal("ana")),
                memory("lunch", "Grandma likes to come for lunch on Sundays.", personal("ana")),
                memory("wifi", "The wifi password is written on the fridge.", personal("ana")),
                memory("insurance", "The car insurance renews in March.", personal("ana")))
                .forEach(index::upsert);
    }

    @AfterAll
    static void close() {
        index.close();
    }

    private static List<SearchHit> hits(SearchSettings settings) {
        return Queries.anasTopThree(index, QUESTION, settings);
    }

    @Test
    void bm25sClearLeadKeepsRankOne() {
        assertEquals(Fusion.KEYWORD_LEAD, SearchSettings.DEFAULTS.fusion(), "the hub ships the keyword lead");
        List<SearchHit> hits = hits(SHIPPED);
        assertEquals("market", hits.getFirst().id(), hits.toString());
        assertTrue(hits.getFirst().why().contains("BM25 lead"), hits.getFirst().why());
    }

    @Test
    void rankFusionAloneGivesRankOneToTheVectorsShortFavourite() {
        assertEquals("coat", hits(RANKS_ALONE).getFirst().id(), hits(RANKS_ALONE).toString());
    }
}
