package home.hearth.hub.memory;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryEdit;
import home.hearth.hub.memory.values.WriteOutcome;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.GateStep;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An edit is marked as a new write of its text would be: the entry gate's sensitivity decision runs again on the new
 * words, in both directions, and an edit of a shared memory into sensitive words is refused like such a write.
 */
class MemoryEditSensitivityTest {
    private static final String HEALTH = "I take my blood pressure medication every morning";
    private static final String PLAIN = "The spare key is in the red flower pot by the door";
    @TempDir
    Path dir;
    private MemoryFixture f;

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void aPrivateMemoryEditedIntoWordsAboutHealthIsMarkedSensitiveLikeANewWriteOfThem() {
        Memory plain = f.remember(ALICE, "user", PLAIN);
        assertFalse(plain.content().sensitive(), "nothing sensitive in it yet");
        Memory edited = MemoryWriteTest.stored(f.service.editor().edit(ALICE, plain.id(),
                MemoryIsolationTest.textEdit(HEALTH)));
        assertTrue(edited.content().sensitive(), "the edit's answer carries the mark");
        assertTrue(f.store.find(plain.id()).orElseThrow().content().sensitive(), "the stored row carries the mark");
        Memory fresh = freshWrite(HEALTH);
        assertEquals(fresh.content().sensitive(), edited.content().sensitive());
        assertEquals(fresh.content().category(), edited.content().category(), "and the gate's category");
        Memory weighed = MemoryWriteTest.stored(f.service.editor().edit(ALICE, plain.id(), importance(0.9)));
        assertTrue(weighed.content().sensitive(), "an edit of its importance alone keeps the mark");
    }

    @Test
    void anEditThatTakesTheHealthWordsOutIsMarkedAsANewWriteOfTheRestWouldBe() {
        Memory health = f.remember(ALICE, "user", HEALTH);
        assertTrue(health.content().sensitive(), "the gate marked it sensitive");
        Memory edited = MemoryWriteTest.stored(f.service.editor().edit(ALICE, health.id(),
                MemoryIsolationTest.textEdit(PLAIN)));
        assertFalse(freshWrite(PLAIN).content().sensitive(), "a new write of those words is not marked");
        assertFalse(edited.content().sensitive(), "so neither is the edit");
        assertFalse(f.store.find(health.id()).orElseThrow().content().sensitive());
    }

    @Test
    void anEditIntoTheWordsOfAnotherOfHerMemoriesIsMarkedLikeThemToo() {
        Memory health = f.remember(ALICE, "user", HEALTH);
        Memory plain = f.remember(ALICE, "user", PLAIN);
        // The gate finds the health memory a near-duplicate (it would reinforce it) and marks nothing; the edit is kept.
        Memory edited = MemoryWriteTest.stored(f.service.editor().edit(ALICE, plain.id(),
                MemoryIsolationTest.textEdit(HEALTH)));
        assertEquals(HEALTH, edited.text());
        assertTrue(edited.content().sensitive(), "marked as its twin " + health.id() + " is");
    }

    @Test
    void aSharedMemoryEditedIntoWordsAboutHealthIsRefusedExactlyAsAWriteOfThemIs() {
        Memory shared = f.remember(ALICE, "household", "Dinner is at seven on Sundays in the dining room");
        String words = "I take my blood pressure medication every evening";
        WriteOutcome.Refused write = assertInstanceOf(WriteOutcome.Refused.class,
                f.service.writer().create(ALICE, MemoryWriteTest.draft("household", words, true)));
        WriteOutcome.Refused edit = assertInstanceOf(WriteOutcome.Refused.class,
                f.service.editor().edit(ALICE, shared.id(), MemoryIsolationTest.textEdit(words)));
        assertEquals(GateStep.SENSITIVE, write.step());
        assertEquals(write.step(), edit.step());
        assertEquals(write.reason(), edit.reason());
        Memory kept = f.store.find(shared.id()).orElseThrow();
        assertEquals(shared.text(), kept.text(), "nothing of the edit was stored");
        assertEquals(1, kept.lifecycle().version());
        assertFalse(kept.content().sensitive());
    }

    /** The same words written new, by Bob in his own space: how a write marks them. */
    private Memory freshWrite(String text) {
        Candidate c = new Candidate(text, MemoryKind.EPISODIC, MemorySource.EXPLICIT,
                Scope.user(BOB.member().orElseThrow()), Optional.empty());
        return MemoryWriteTest.stored(f.service.writer().create(BOB, MemoryDraft.confirmed(c, "test:create")));
    }

    private static MemoryEdit importance(double i) {
        return new MemoryEdit(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.of(i),
                "test:edit");
    }
}
