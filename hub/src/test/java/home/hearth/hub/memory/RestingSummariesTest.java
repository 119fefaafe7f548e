package home.hearth.hub.memory;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryEdit;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.policies.Scope;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.DeletionCause;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A summary holds what its sources said: when a source is deleted, gets new words or ends by
 * retention, the summaries resting on it (directly, or through the profile they replaced) go too,
 * for real, each audited; the rest stays.
 */
class RestingSummariesTest {
    @TempDir
    Path dir;
    private MemoryFixture f;
    private Memory porto;
    private Memory cello;
    private Memory first;
    private Memory second;
    private Memory celloOnly;

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    private Memory summary(String text, Memory... sources) {
        List<String> links = java.util.Arrays.stream(sources).map(m -> "memory:" + m.id()).toList();
        Candidate c = new Candidate(text, MemoryKind.SUMMARY, MemorySource.EXPLICIT, Scope.user(ALICE.member().get()),
                Optional.empty());
        return MemoryWriteTest.stored(f.service.writer().create(ALICE, new MemoryDraft(c, "t", new DraftDetails(
                DraftDetails.NONE.validity(), 0.5, Optional.empty(), "", links, Optional.empty()), Optional.empty(), true)));
    }

    /** Porto and the cello; a profile from Porto, the profile after it (Porto's through it), one from the cello alone. */
    private void household() {
        porto = f.remember(ALICE, "user", "My sister lives in Porto");
        cello = f.remember(ALICE, "user", "I play the cello on Sundays");
        first = summary("Alice's sister lives in Porto", porto);
        second = summary("Alice's sister is in Porto, and on Sundays Alice plays the cello", cello, first);
        celloOnly = summary("On Sundays Alice plays her cello", cello);
    }

    private List<String> left() {
        return f.service.reader().list(ALICE, MemoryFilter.ALL).stream().map(Memory::id).sorted().toList();
    }

    private List<String> goneWith() {
        return f.audit.stream().filter(e -> e.reason().equals(DeletionCause.SOURCE_GONE.sentence())).map(AuditEvent::target)
                .sorted().toList();
    }

    @Test
    void deletingAMemoryDeletesTheSummariesRestingOnItDirectlyOrThroughAnother() {
        household();
        f.service.editor().delete(ALICE, porto.id());
        assertEquals(List.of(cello.id(), celloOnly.id()).stream().sorted().toList(), left());
        assertEquals(List.of(first.id(), second.id()).stream().sorted().toList(), goneWith());
        assertTrue(f.store.find(first.id()).isEmpty() && f.store.find(second.id()).isEmpty(), "deleted for real");
        assertEquals(2, f.index.size(), "nothing of them left to search");
    }

    @Test
    void newWordsInAMemoryTakeItsSummariesAndAnotherImportanceDoesNot() {
        household();
        f.service.editor().edit(ALICE, cello.id(), new MemoryEdit(Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.of(0.9), "matters"));
        assertEquals(5, left().size(), "the same words: every summary stays");
        f.service.editor().edit(ALICE, cello.id(), new MemoryEdit(Optional.of("I play the viola on Sundays"), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), "it is a viola"));
        assertEquals(List.of(porto.id(), cello.id(), first.id()).stream().sorted().toList(), left());
        assertEquals(List.of(second.id(), celloOnly.id()).stream().sorted().toList(), goneWith());
    }

    @Test
    void aMemoryEndedByRetentionTakesItsSummariesWithIt() {
        porto = f.remember(ALICE, "user", "My sister lives in Porto");
        f.clock.advance(Duration.ofDays(300)); // the summary is young: its own retention (180 days) is far off
        first = summary("Alice's sister lives in Porto", porto);
        f.clock.advance(Duration.ofDays(65));
        assertEquals(1, f.maintenance().runOnce().expired());
        assertTrue(f.store.find(first.id()).isEmpty(), "the summary went with the memory that ended");
        assertEquals(List.of(first.id()), goneWith());
        assertEquals(0, f.index.size());
    }
    @Test
    void aSourceDeletedWhileItsSummaryIsBeingMadeLeavesNoSummary() {
        porto = f.remember(ALICE, "user", "My sister lives in Porto");
        // The summary has passed its link check and is at the gate when its source goes (a consolidation waits on the model).
        f.gate.beforeScreen = () -> {
            f.gate.beforeScreen = () -> {};
            f.service.editor().delete(ALICE, porto.id());
        };
        MemoryProblem late = assertThrows(MemoryProblem.class, () -> summary("Alice's sister lives in Porto", porto));
        assertTrue(late.getMessage().contains("deleted meanwhile"), late.getMessage());
        assertEquals(List.of(), left(), "neither the memory nor a summary of it");
        assertEquals(0, f.index.size());
    }

    /**
     * Only a summary rests on its sources. Bob's own note that merely links to a household memory Alice wrote is his:
     * Alice rewording or deleting hers must not delete it.
     */
    @Test
    void anotherMembersLinkedNoteThatIsNoSummaryStaysWhenTheLinkedMemoryChangesOrGoes() {
        Memory boiler = f.remember(ALICE, "household", "The boiler service is booked with Porto Heating");
        Memory note = bobsLinking("I asked Porto Heating to come before nine in the morning", MemoryKind.EPISODIC, boiler);
        f.service.editor().edit(ALICE, boiler.id(), new MemoryEdit(Optional.of("The boiler service is booked with Lisbon"
                + " Heating"), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), "other firm"));
        assertTrue(f.store.find(note.id()).isPresent(), "Alice's edit deleted Bob's own note");
        f.service.editor().delete(ALICE, boiler.id());
        assertTrue(f.store.find(note.id()).isPresent(), "Alice's delete deleted Bob's own note");
        assertEquals(List.of(), goneWith());
    }

    /**
     * Forgetting all one's memories takes the summaries resting on them as deleting them one by one does: Bob's summary
     * of what Alice shared must not keep her words after she erased everything.
     */
    @Test
    void forgettingAllMyMemoriesTakesAnotherMembersSummaryRestingOnThem() {
        Memory rui = f.remember(ALICE, "household", "Our neighbour Rui waters the plants when we travel");
        Memory bobs = bobsLinking("Rui, the neighbour, waters the plants when the family travels", MemoryKind.SUMMARY, rui);
        assertEquals(1, f.service.editor().forgetAll(ALICE));
        assertTrue(f.store.find(bobs.id()).isEmpty(), "Bob's summary of Alice's erased memory is still there");
        assertEquals(List.of(bobs.id()), goneWith());
        assertEquals(0, f.index.size(), "nothing of it left to search");
    }

    /** Bob's own memory, in his own scope, linking to {@code source}. */
    private Memory bobsLinking(String text, MemoryKind kind, Memory source) {
        Candidate c = new Candidate(text, kind, MemorySource.EXPLICIT, Scope.user(BOB.member().get()), Optional.empty());
        return MemoryWriteTest.stored(f.service.writer().create(BOB, new MemoryDraft(c, "t", new DraftDetails(
                DraftDetails.NONE.validity(), 0.5, Optional.empty(), "", List.of("memory:" + source.id()), Optional.empty()),
                Optional.empty(), true)));
    }
}
