package home.hearth.hub.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.changes.MemoryChange;
import home.hearth.hub.memory.changes.MemoryChange.Change;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryEdit;
import home.hearth.hub.memory.values.WriteOutcome;
import home.hearth.hub.testing.LogCapture;
import home.hearth.policies.memory.MemoryKind;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The write path tells its listeners each change after the database committed it, with the kind
 * it already knows (a deletion included); a refused or rolled-back write tells nobody, and a
 * failing listener never undoes a write.
 */
class MemoryChangesTest {
    @TempDir
    Path dir;
    MemoryFixture f;

    @BeforeEach
    void open() {
        f = new MemoryFixture(dir);
    }

    @AfterEach
    void close() {
        f.close();
    }

    @Test
    void aDeletedMemorysChangeCarriesItsRealKind() {
        Memory fact = MemoryWriteTest.stored(f.service.writer().create(MemoryFixture.ALICE,
                MemoryWriteTest.fact("preferred_temperature_night", "19", "°C")));
        Memory note = f.remember(MemoryFixture.ALICE, "user", "The spare key hangs in the garden shed");
        f.service.editor().delete(MemoryFixture.ALICE, fact.id());
        assertEquals(1, f.service.editor().forgetAll(MemoryFixture.ALICE));
        assertEquals(List.of(
                new MemoryChange(fact.id(), MemoryKind.STRUCTURED, Change.CREATED),
                new MemoryChange(note.id(), MemoryKind.EPISODIC, Change.CREATED),
                new MemoryChange(fact.id(), MemoryKind.STRUCTURED, Change.DELETED),
                new MemoryChange(note.id(), MemoryKind.EPISODIC, Change.DELETED)), f.changes);
    }

    @Test
    void editsConsentAndSupersessionAreToldWithTheirKind() {
        Memory first = MemoryWriteTest.stored(f.service.writer().create(MemoryFixture.ALICE,
                MemoryWriteTest.fact("preferred_temperature_night", "19", "°C")));
        WriteOutcome.Stored second = assertInstanceOf(WriteOutcome.Stored.class, f.service.writer().create(
                MemoryFixture.ALICE, MemoryWriteTest.fact("preferred_temperature_night", "21", "°C")));
        assertEquals(Optional.of(first.id()), second.replaced(), "the second value supersedes the first");
        Memory shared = f.remember(MemoryFixture.ALICE, "household", "The recycling goes out on Thursday mornings");
        f.service.editor().edit(MemoryFixture.ALICE, shared.id(), new MemoryEdit(Optional.of(
                "The recycling goes out on Thursday evenings"), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), "test"));
        f.service.editor().consent(MemoryFixture.ALICE, shared.id(), false);
        assertEquals(List.of(
                new MemoryChange(first.id(), MemoryKind.STRUCTURED, Change.CREATED),
                new MemoryChange(second.memory().id(), MemoryKind.STRUCTURED, Change.CREATED),
                new MemoryChange(first.id(), MemoryKind.STRUCTURED, Change.SUPERSEDED),
                new MemoryChange(shared.id(), MemoryKind.EPISODIC, Change.CREATED),
                new MemoryChange(shared.id(), MemoryKind.EPISODIC, Change.UPDATED),
                new MemoryChange(shared.id(), MemoryKind.EPISODIC, Change.CONSENT_CHANGED)), f.changes);
    }

    @Test
    void aWriteWhoseTransactionRollsBackTellsNobody() {
        Memory first = MemoryWriteTest.stored(f.service.writer().create(MemoryFixture.ALICE,
                MemoryWriteTest.fact("preferred_temperature_night", "19", "°C")));
        // The new value's row and audit line are written, then retiring the old one fails: all of it rolls back.
        f.auditFailsOn = "memory.supersede";
        assertThrows(IllegalStateException.class, () -> f.service.writer().create(MemoryFixture.ALICE,
                MemoryWriteTest.fact("preferred_temperature_night", "21", "°C")));
        f.auditFailsOn = null;
        assertEquals(List.of(first.id()), f.store.ownedBy(MemoryFixture.ALICE.member().orElseThrow()).stream()
                .map(Memory::id).toList(), "nothing of the second write committed");
        assertEquals(List.of(new MemoryChange(first.id(), MemoryKind.STRUCTURED, Change.CREATED)), f.changes,
                "nobody told of the write that was rolled back");

        f.auditFailsOn = "*";
        assertThrows(IllegalStateException.class, () -> f.service.editor().delete(MemoryFixture.ALICE, first.id()));
        f.auditFailsOn = null;
        assertTrue(f.store.find(first.id()).isPresent(), "the delete was rolled back");
        assertEquals(1, f.changes.size(), f.changes.toString());
    }

    @Test
    void aRefusedWriteTellsNobody() {
        WriteOutcome out = f.service.writer().create(MemoryFixture.ALICE,
                MemoryFixture.draft("user", "my bank password is hunter2", true));
        assertInstanceOf(WriteOutcome.Refused.class, out);
        assertEquals(List.of(), f.changes);
    }

    @Test
    void aFailingListenerIsLoggedWithoutContentAndNeverUndoesTheWrite() {
        f.listenerFails = true;
        try (LogCapture logs = new LogCapture()) {
            Memory m = f.remember(MemoryFixture.ALICE, "user", "zebra-marker-77 the spare key is under the blue pot");
            assertTrue(f.store.find(m.id()).isPresent(), "stored although its listener failed");
            f.service.editor().delete(MemoryFixture.ALICE, m.id());
            assertFalse(f.store.find(m.id()).isPresent(), "deleted although its listener failed");
            List<String> failed = logs.containing("memory change listener");
            assertEquals(2, failed.size(), logs.all());
            assertTrue(failed.get(1).contains(m.id()) && failed.get(1).contains("deleted"), failed.toString());
            assertFalse(logs.all().contains("zebra-marker-77"), logs.all());
        }
    }
}
