package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.search.Memories.household;
import static home.hearth.hub.memory.search.Memories.memory;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Keyword matching in both languages, rejection of questions with no answer, ranking and de-duplication. */
class HybridRankingTest {
    private static final ReadAccess HOUSE = new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD));
    private static final MemberId BOB = MemberId.of("bob");
    private static LuceneMemoryIndex index;

    @BeforeAll
    static void indexTheHousehold() {
        index = Memories.newIndex();
        Stream.of(
                memory("lights", "The kitchen light switches off automatically at midnight", household()),
                memory("boiler", "Error E105 on the boiler was fixed by cleaning the filter, ticket 42", household()),
                memory("bins", "The recycling bins are collected every Thursday morning", household()),
                memory("plants", "A avó rega as plantas da varanda todos os domingos", household()),
                memory("dog", "O cão passeia no parque depois do jantar", household()),
                memory("hall", "As lâmpadas do corredor são LED", household()),
                memory("dup-1", "The spare house key is in the green drawer", household()),
                memory("dup-2", "The spare house key is in the green drawer.", household()))
                .forEach(index::upsert);
    }

    @AfterAll
    static void close() {
        index.close();
    }

    @ParameterizedTest(name = "\"{0}\" finds {1}")
    @CsvSource({
        "lights switching, lights",
        "boilers, boiler",
        "cleaned filters, boiler",
        "collecting recycling, bins",
        "plantas nas varandas, plants",
        "jantares no parque, dog",
        "lampada corredores, hall",
    })
    void keywordSearchMatchesWordFormsInEnglishAndPortuguese(String query, String expected) {
        SearchResult result = index.search(Queries.of(query, HOUSE, 3), RetrievalMode.KEYWORD_ONLY);
        assertFalse(result.hits().isEmpty(), query + " found nothing");
        assertEquals(expected, result.hits().getFirst().id());
        assertTrue(result.hits().getFirst().keywordHit());
    }

    @ParameterizedTest(name = "\"{0}\" has no answer")
    @CsvSource({
        "What is the capital of Mongolia?",
        "Who won the football world cup in 1998?",
        "How do I bake sourdough bread?",
    })
    void questionsWithNoAnswerAreRejectedWithNoHits(String question) {
        SearchResult result = index.search(Queries.of(question, HOUSE, 5));
        assertTrue(result.rejected(), question + " got " + result.hits());
        assertTrue(result.hits().isEmpty());
    }

    @ParameterizedTest(name = "\"{0}\" finds {1}")
    @CsvSource({
        "When do they pick up the recycling?, bins",
        "How was the boiler error fixed?, bins|boiler",
        "Where is the spare key?, dup-1",
    })
    void answerableQuestionsAreNotRejectedAndRankTheAnswerFirst(String question, String expected) {
        SearchResult result = index.search(Queries.of(question, HOUSE, 5));
        assertFalse(result.rejected(), question);
        String first = result.hits().getFirst().id();
        String want = expected.contains("|") ? expected.substring(expected.indexOf('|') + 1) : expected;
        assertEquals(want, first, question + " → " + result.hits());
    }

    @Test
    void nearIdenticalMemoriesCollapseToTheBestOne() {
        SearchResult result = index.search(Queries.of("spare house key green drawer", HOUSE, 5));
        List<String> ids = result.hits().stream().map(SearchHit::id).toList();
        assertEquals(1, ids.stream().filter(id -> id.startsWith("dup-")).count(), ids.toString());
    }

    @Test
    void everyHitExplainsItsScore() {
        SearchHit hit = index.search(Queries.of("boiler error ticket", HOUSE, 1)).hits().getFirst();
        assertEquals("boiler", hit.id());
        assertTrue(hit.why().startsWith("bm25 rank 1, vector rank 1, fused 1.000, similarity "), hit.why());
        assertTrue(hit.why().endsWith(String.format(java.util.Locale.ROOT, "→ %.3f", hit.score())), hit.why());
    }

    @Test
    void importanceAndRetrievalFrequencyLiftAMemoryWhenTheirWeightsAreHigh() {
        Instant now = Queries.NOW;
        RankSignals signals = perMemory(id -> id.equals("b")
                ? new RankSignals.Signals(1.0, 1.0, 100, Optional.of(now.minus(Duration.ofHours(1))))
                : new RankSignals.Signals(0.0, 1.0, 0, Optional.empty()));
        RankWeights heavy = new RankWeights(1.0, 0.5, 1.0, 1.0, 1.0, Duration.ofDays(30));
        for (var settings : List.of(SearchSettings.DEFAULTS.withWeights(new RankWeights(1, 0.5, 0, 0, 0, Duration.ofDays(1))),
                SearchSettings.DEFAULTS.withWeights(heavy))) {
            try (LuceneMemoryIndex ranked = Memories.newIndex(settings, signals)) {
                ranked.upsert(memory("a", "The garage door code changes every month", household()));
                ranked.upsert(memory("b", "The garage has a second door to the garden", household()));
                String first = ranked.search(Queries.of("garage door code", HOUSE, 2)).hits().getFirst().id();
                assertEquals(settings.weights() == heavy ? "b" : "a", first, settings.weights().toString());
            }
        }
    }

    @Test
    void theSignalsAreAskedOnceASearchForEveryCandidateWithTheSearchersOwnUse() {
        Instant now = Queries.NOW;
        List<Optional<MemberId>> readers = new ArrayList<>();
        List<Set<String>> asked = new ArrayList<>();
        // Bob retrieved "b" often and lately; nobody else did.
        RankSignals signals = (reader, ids) -> {
            readers.add(reader);
            asked.add(Set.copyOf(ids));
            return ids.stream().collect(Collectors.toMap(id -> id, id -> id.equals("b") && reader.equals(Optional.of(BOB))
                    ? new RankSignals.Signals(0.5, 1.0, 100, Optional.of(now.minus(Duration.ofHours(1))))
                    : RankSignals.Signals.NEUTRAL, (x, y) -> x));
        };
        RankWeights use = new RankWeights(1.0, 0.5, 1.0, 1.0, 0.1, Duration.ofDays(30));
        try (LuceneMemoryIndex ranked = Memories.newIndex(SearchSettings.DEFAULTS.withWeights(use), signals)) {
            ranked.upsert(memory("a", "The garage door code changes every month", household()));
            ranked.upsert(memory("b", "The garage has a second door to the garden", household()));
            ReadAccess bobs = new ReadAccess(Optional.of(BOB), Set.of(ScopeType.HOUSEHOLD));
            ReadAccess carols = new ReadAccess(Optional.of(MemberId.of("carol")), Set.of(ScopeType.HOUSEHOLD));
            assertEquals("b", ranked.search(Queries.of("garage door code", bobs, 2)).hits().getFirst().id());
            assertEquals("a", ranked.search(Queries.of("garage door code", carols, 2)).hits().getFirst().id());
            assertEquals("a", ranked.search(Queries.of("garage door code", HOUSE, 2)).hits().getFirst().id());
        }
        assertEquals(List.of(Optional.of(BOB), Optional.of(MemberId.of("carol")), Optional.<MemberId>empty()), readers,
                "one question per search, with its reader");
        asked.forEach(ids -> assertEquals(Set.of("a", "b"), ids));
    }

    /** Signals that are the same for every reader. */
    private static RankSignals perMemory(Function<String, RankSignals.Signals> of) {
        return (reader, ids) -> ids.stream().distinct().collect(Collectors.toMap(id -> id, of));
    }
}
