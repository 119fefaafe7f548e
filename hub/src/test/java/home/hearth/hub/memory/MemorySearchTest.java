package home.hearth.hub.memory;

import home.hearth.hub.memory.persistence.MemoryUsage;
import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemorySearchResult;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.search.Validity;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MemorySearchTest {
    @TempDir
    Path dir;
    private MemoryFixture f;
    private Memory filter;

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
        filter = f.remember(ALICE, "household", "The dishwasher filter was cleaned on 12 July after error E105, ticket 42");
        f.remember(ALICE, "user", "My sister Joana lives in Porto and visits at Christmas");
        f.remember(ALICE, "household", "The recycling bin goes out on Thursday evening");
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void aQuestionWithAnAnswerFindsItFirst() {
        MemorySearchResult r = f.service.searcher().search(ALICE, "when was the dishwasher filter cleaned?", 3, true);
        assertFalse(r.rejected());
        assertEquals(filter.id(), r.hits().getFirst().memory().id());
        assertFalse(r.hits().getFirst().hit().why().isBlank());
    }

    @Test
    void aQuestionWithNoAnswerIsRejectedWithNoHits() {
        MemorySearchResult r = f.service.searcher().search(ALICE, "what is the wifi router's model number?", 3, true);
        assertTrue(r.rejected(), () -> "expected rejection, got " + r.hits().stream().map(h -> h.hit().why()).toList());
        assertTrue(r.hits().isEmpty());
    }

    @Test
    void aRetrievalForAnAnswerIsCountedAndReinforcesButAReviewSearchIsNot() {
        f.clock.advance(MemoryFixture.days(30));
        f.maintenance().runOnce();
        double faded = f.store.find(filter.id()).orElseThrow().stats().strength();
        assertTrue(faded < 1.0, "decayed to " + faded);
        f.service.searcher().search(ALICE, "dishwasher filter error", 3, false);
        f.backends.usage().flush();
        assertEquals(0, f.store.find(filter.id()).orElseThrow().stats().retrievalCount());
        f.service.searcher().search(ALICE, "dishwasher filter error", 3, true);
        f.backends.usage().flush();
        Memory after = f.store.find(filter.id()).orElseThrow();
        assertEquals(1, after.stats().retrievalCount());
        assertEquals(Optional.of(f.clock.instant()), after.stats().lastRetrieved());
        assertEquals(faded + (1 - faded) * MemoryUsage.REINFORCEMENT, after.stats().strength(), 1e-9);
        assertEquals(0, after.stats().viewCount(), "a retrieval is not a page view");
        f.service.reader().get(ALICE, filter.id());
        assertEquals(1, f.store.find(filter.id()).orElseThrow().stats().viewCount());
    }

    @Test
    void aMemoryOutsideItsSeasonIsNotUsedForAnswersButStaysOnTheReviewPage() {
        DraftDetails winterOnly = new DraftDetails(new Validity(Optional.empty(), Optional.empty(), Set.of("winter")),
                0.5, Optional.empty(), "", List.of(), Optional.empty());
        Candidate c = new Candidate("I like to read by the fireplace in the evening", MemoryKind.EPISODIC,
                MemorySource.EXPLICIT, Scope.parse("user", ALICE.member().get()), Optional.empty());
        Memory m = MemoryWriteTest.stored(f.service.writer().create(ALICE,
                new MemoryDraft(c, "t", winterOnly, Optional.empty(), true)));
        assertEquals(Instant.parse("2026-07-15T10:00:00Z"), f.clock.instant(), "July: summer");
        assertFalse(ids(f.service.searcher().search(ALICE, "reading by the fireplace", 5, true)).contains(m.id()));
        assertTrue(ids(f.service.searcher().search(ALICE, "reading by the fireplace", 5, false)).contains(m.id()));
        assertTrue(f.service.reader().list(ALICE, MemoryFilter.ALL).stream().anyMatch(x -> x.id().equals(m.id())));
    }

    @Test
    void aBlankQuestionOrAnOutOfRangeKIsABadRequestNamingTheRule() {
        MemoryProblem blank = assertThrows(MemoryProblem.class, () -> f.service.searcher().search(ALICE, " ", 3, true));
        assertEquals(MemoryProblem.Kind.INVALID, blank.kind());
        MemoryProblem k = assertThrows(MemoryProblem.class, () -> f.service.searcher().search(ALICE, "filter", 0, true));
        assertTrue(k.getMessage().contains("1–100") && k.getMessage().contains("0"), k.getMessage());
    }

    private static List<String> ids(MemorySearchResult r) {
        return r.hits().stream().map(h -> h.memory().id()).toList();
    }
}
