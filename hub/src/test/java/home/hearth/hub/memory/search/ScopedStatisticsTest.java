package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.search.Memories.memory;
import static home.hearth.hub.memory.search.Memories.personal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import home.hearth.policies.MemberId;
import home.hearth.policies.access.MemoryFacts;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a member's search returns (order, scores, the reasons the API shows) does not depend on other members' private
 * memories. BM25 weighs a word by how rare it is; counted over the whole index, two memories of Ana's that differ in
 * one word would tell her whether anyone else's holds it (the privacy audit's reproduction: six private memories of
 * Bob's about his oncologist reordered Ana's two). Memories Ana may read do count, as they should.
 */
class ScopedStatisticsTest {
    private static final String QUESTION = "oncologist dentist";

    @ParameterizedTest
    @ValueSource(strings = {"lead:0.25:0.3:2", "ranks", "ceiling"})
    void anasResultsDoNotDependOnBobsPrivateWords(String fusion) {
        SearchSettings settings = settings(fusion);
        List<String> alone = anaSees(Optional.empty(), settings);
        assertEquals(alone, anaSees(Optional.of(personal("bob")), settings));
    }

    @ParameterizedTest
    @ValueSource(strings = {"lead:0.25:0.3:2", "ceiling"})
    void memoriesSheMayReadStillCount(String fusion) {
        SearchSettings settings = settings(fusion);
        assertNotEquals(anaSees(Optional.empty(), settings), anaSees(Optional.of(personal("ana")), settings));
    }

    @Test
    void theCountsFollowWritesAndDeletes() {
        try (LuceneMemoryIndex index = anasThree()) {
            List<String> before = anaSees(index, SearchSettings.DEFAULTS);
            oncologistVisits(index, personal("ana"));
            List<String> after = anaSees(index, SearchSettings.DEFAULTS);
            assertNotEquals(before, after, "her new memories count at her next search, not a kept count of before");
            for (int i = 0; i < 6; i++) {
                index.delete("b" + i);
            }
            assertEquals(before, anaSees(index, SearchSettings.DEFAULTS), "and deleted ones no longer do");
        }
    }

    private static SearchSettings settings(String fusion) {
        return SearchSettings.DEFAULTS.withFusion(Fusion.parse(fusion)).withRejectBelowSimilarity(-1);
    }

    /**
     * Ana's three memories as her search returns them, each with its score and reason, beside six memories about an
     * oncologist readable as given. Her two differ in length, so their BM25 scores never tie (a tie is broken by the
     * index's layout, which others' writes change).
     */
    private static List<String> anaSees(Optional<MemoryFacts> others, SearchSettings settings) {
        try (LuceneMemoryIndex index = anasThree()) {
            others.ifPresent(access -> oncologistVisits(index, access));
            return anaSees(index, settings);
        }
    }

    private static LuceneMemoryIndex anasThree() {
        LuceneMemoryIndex index = Memories.newIndex();
        Stream.of(memory("a1", "The oncologist is on the second floor.", personal("ana")),
                memory("a2", "The dentist is on the second floor, by the lifts.", personal("ana")),
                memory("a3", "The bakery opens at seven.", personal("ana")))
                .forEach(index::upsert);
        return index;
    }

    private static void oncologistVisits(LuceneMemoryIndex index, MemoryFacts access) {
        for (int i = 0; i < 6; i++) {
            index.upsert(memory("b" + i, "My oncologist visit number " + i + " about the tumour.", access));
        }
    }

    private static List<String> anaSees(LuceneMemoryIndex index, SearchSettings settings) {
        SearchQuery q = new SearchQuery(QUESTION, Memories.model().embed(QUESTION),
                new ReadAccess(Optional.of(MemberId.of("ana")), Set.of()), 10, Instant.parse("2026-12-01T12:00:00Z"), Set.of(), true);
        return index.search(q, RetrievalMode.HYBRID, settings.withRejectBelowSimilarity(-1)).hits().stream()
                .filter(h -> h.id().startsWith("a")).map(h -> h.id() + " " + h.score() + " " + h.why()).toList();
    }
}
