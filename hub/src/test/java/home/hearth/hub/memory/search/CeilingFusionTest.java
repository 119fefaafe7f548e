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
 * Score fusion over a household-sized index: BM25 over the question's ceiling keeps a weak lone keyword hit small,
 * where min-max over the keyword list hands it the whole keyword share.
 */
class CeilingFusionTest {
    private static final String QUESTION = "On which day of the week does the cleaner come to the house?";
    private static final SearchSettings CEILING = SearchSettings.DEFAULTS.withFusion(Fusion.CEILING).withRejectBelowSimilarity(-1);
    private static final SearchSettings MIN_MAX = SearchSettings.DEFAULTS.withFusion(Fusion.MIN_MAX).withRejectBelowSimilarity(-1);
    private static LuceneMemoryIndex index;

    @BeforeAll
    static void indexAnasMemories() {
        index = Memories.newIndex();
        Stream.of(
                memory("cleaning", "The cleaning lady visits us every Tuesday.", personal("ana")),
                memory("week", "The bedroom window sticks for a week every winter.", personal("ana")),
                memory("house", "The house insurance papers are in the blue folder.", personal("ana")),
                memory("vacuum", "The vacuum cleaner bags are in the hall cupboard.", personal("ana")),
                memory("lunch", "Grandma likes to come for lunch on Sundays.", personal("ana")),
                memory("pills", "Every day at eight I take my blood pressure pills.", personal("ana")),
                memory("bins", "The recycling bins are collected every Thursday morning.", personal("ana")))
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
    void aWeakLoneKeywordHitDoesNotOutrankTheMemoryTheQuestionMeans() {
        List<SearchHit> hits = hits(CEILING);
        assertEquals("cleaning", hits.getFirst().id(), hits.toString());
        assertTrue(!hits.getFirst().keywordHit(), "the memory shares no word with the question");
    }

    @Test
    void minMaxOverTheKeywordListPutsThatWeakHitFirst() {
        List<SearchHit> hits = hits(MIN_MAX);
        assertTrue(hits.getFirst().keywordHit(), hits.toString());
        assertTrue(!hits.getFirst().id().equals("cleaning"), hits.toString());
    }
}
