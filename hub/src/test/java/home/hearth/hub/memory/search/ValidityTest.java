package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.search.Memories.household;
import static home.hearth.hub.memory.search.Memories.memory;
import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Memories outside their window or context are not used for answers, yet stay on the review page. */
class ValidityTest {
    private static final ReadAccess HOUSE = new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD));
    private static final Instant NOW = Queries.NOW;
    private static LuceneMemoryIndex index;

    @BeforeAll
    static void indexTemperaturePreferences() {
        index = Memories.newIndex();
        Stream.of(
                memory("always", "The living room thermostat preference is 21 degrees", household()),
                memory("expired", "The living room thermostat preference was 25 degrees", household(),
                        new Validity(Optional.empty(), Optional.of(NOW.minusSeconds(1)), Set.of())),
                memory("future", "The living room thermostat preference will be 18 degrees", household(),
                        new Validity(Optional.of(NOW.plusSeconds(3600)), Optional.empty(), Set.of())),
                memory("current", "The living room thermostat preference for July is 20 degrees", household(),
                        new Validity(Optional.of(NOW.minusSeconds(3600)), Optional.of(NOW.plusSeconds(3600)), Set.of())),
                memory("summer", "In summer the living room thermostat preference is 23 degrees", household(),
                        new Validity(Optional.empty(), Optional.empty(), Set.of("Summer"))),
                memory("vacation", "On vacation the living room thermostat preference is 15 degrees", household(),
                        new Validity(Optional.empty(), Optional.empty(), Set.of("vacation", "weekend"))))
                .forEach(index::upsert);
    }

    @AfterAll
    static void close() {
        index.close();
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of(Set.of(), true, Set.of("always", "current")),
                Arguments.of(Set.of("summer"), true, Set.of("always", "current", "summer")),
                Arguments.of(Set.of("weekend"), true, Set.of("always", "current", "vacation")),
                Arguments.of(Set.of("winter"), true, Set.of("always", "current")),
                Arguments.of(Set.of(), false, Set.of("always", "expired", "future", "current", "summer", "vacation")));
    }

    @ParameterizedTest(name = "contexts {0}, for answers {1} → {2}")
    @MethodSource("cases")
    void answersUseOnlyValidMemoriesWhileTheReviewPageSeesAll(Set<String> contexts, boolean forAnswers, Set<String> expected) {
        String text = "living room thermostat preference";
        SearchQuery q = new SearchQuery(text, Memories.model().embed(text), HOUSE, 20, NOW, contexts, forAnswers);
        assertEquals(expected, index.search(q).hits().stream().map(SearchHit::id).collect(Collectors.toSet()));
    }
}
