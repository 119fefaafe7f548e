package home.hearth.hub.memory.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.policies.MemberId;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The keyword side scores with the BM25 parameters of the index's settings. */
class KeywordScoringTest {
    private static final String SHORT = "The boiler is in the cellar.";
    private static final String LONG = "Ana says the boiler makes a knocking noise in winter, and the boiler man comes every "
            + "October to look at the pipes, the pressure, the radiators upstairs and the old tank in the garage.";

    private static List<String> keywordOrder(Bm25 bm25) {
        Embedder model = Memories.model();
        try (LuceneMemoryIndex index = new LuceneMemoryIndex(IndexSettings.defaults(model.dimension()).withKeywords(bm25),
                SearchSettings.DEFAULTS, RankSignals.NEUTRAL)) {
            index.upsert(Memories.memory("short", SHORT, Memories.personal("ana")));
            index.upsert(Memories.memory("long", LONG, Memories.personal("ana")));
            SearchQuery q = new SearchQuery("boiler", model.embed("boiler"), new ReadAccess(Optional.of(MemberId.of("ana")), Set.of()),
                    5, Instant.parse("2026-12-01T12:00:00Z"), Set.of(), true);
            return index.search(q, RetrievalMode.KEYWORD_ONLY).hits().stream().map(SearchHit::id).toList();
        }
    }

    @Test
    void fullLengthNormalisationPutsTheShortMemoryFirst() {
        assertEquals(List.of("short", "long"), keywordOrder(new Bm25(1.2f, 1.0f)));
    }

    @Test
    void withoutLengthNormalisationTheMemorySayingTheWordTwiceComesFirst() {
        assertEquals(List.of("long", "short"), keywordOrder(new Bm25(1.2f, 0f)));
    }
}
