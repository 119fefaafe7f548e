package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.search.Memories.household;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The day a memory was written is found by keywords, in the household's time zone, and is not its text. */
class WrittenDateTest {
    private static final ReadAccess HOUSE = new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD));

    private static IndexedMemory written(String id, String text, String at) {
        IndexedMemory m = Memories.memory(id, text, household());
        return new IndexedMemory(id, text, m.vector(), m.access(), m.validity(), Optional.of(Instant.parse(at)));
    }

    private static LuceneMemoryIndex index(ZoneId zone) {
        return new LuceneMemoryIndex(IndexSettings.defaults(Memories.model().dimension()), SearchSettings.DEFAULTS,
                RankSignals.NEUTRAL, Translations.NONE, zone);
    }

    @Test
    void aQuestionNamingTheMonthFindsTheMemoryWrittenThenFirstInEitherLanguage() {
        try (LuceneMemoryIndex index = index(ZoneId.of("Europe/Lisbon"))) {
            index.upsert(written("june", "We repainted the garden fence", "2026-06-14T10:00:00Z"));
            index.upsert(written("march", "We repainted the garden fence green", "2026-03-02T10:00:00Z"));
            assertEquals("june", index.search(Queries.of("what did we paint in June?", HOUSE, 2)).hits().getFirst().id());
            assertEquals("march", index.search(Queries.of("what did we paint in March?", HOUSE, 2)).hits().getFirst().id());
            // The Portuguese analysis holds the day in Portuguese.
            assertEquals("june", ids(index.search(Queries.of("junho de 2026", HOUSE, 2), RetrievalMode.KEYWORD_ONLY)).getFirst());
            assertEquals(List.of("march"), ids(index.search(Queries.of("março", HOUSE, 2), RetrievalMode.KEYWORD_ONLY)));
        }
    }

    @Test
    void theDayIsTheHouseholdsNotUtcs() {
        // 23:30 UTC on 31 May is already 1 June in Lisbon (summer time) and still 31 May in New York.
        String lateMay = "2026-05-31T23:30:00Z";
        try (LuceneMemoryIndex lisbon = index(ZoneId.of("Europe/Lisbon"));
                LuceneMemoryIndex newYork = index(ZoneId.of("America/New_York"))) {
            lisbon.upsert(written("m", "The plumber came", lateMay));
            newYork.upsert(written("m", "The plumber came", lateMay));
            assertTrue(keywordHit(lisbon, "June"));
            assertFalse(keywordHit(lisbon, "May"));
            assertTrue(keywordHit(newYork, "May"));
            assertFalse(keywordHit(newYork, "June"));
        }
        assertEquals("1 June 2026", WrittenDate.english(LocalDate.of(2026, 6, 1)));
    }

    @Test
    void aMemoryWithoutAWritingDateIsFoundAsBefore() {
        try (LuceneMemoryIndex index = index(ZoneId.of("UTC"))) {
            IndexedMemory m = Memories.memory("plain", "The shed key hangs by the back door", household());
            index.upsert(m);
            List<SearchHit> hits = index.search(Queries.of("shed key", HOUSE, 1)).hits();
            assertEquals("plain", hits.getFirst().id());
        }
    }

    private static List<String> ids(SearchResult result) {
        return result.hits().stream().map(SearchHit::id).toList();
    }

    private static boolean keywordHit(LuceneMemoryIndex index, String query) {
        return !index.search(Queries.of(query, HOUSE, 1), RetrievalMode.KEYWORD_ONLY).hits().isEmpty();
    }
}
