package home.hearth.hub.memory;

import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryEdit;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemorySearchResult;
import home.hearth.hub.memory.values.WriteOutcome;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.memory.GateStep;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MemoryIsolationTest {
    private static final String ALICE_SECRET_TEXT = "Alice keeps her diary in the blue box under the bed";
    @TempDir
    Path dir;
    private MemoryFixture f;
    private Memory alicePrivate;
    private Memory household;
    private Memory aliceHealth;

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
        alicePrivate = f.remember(ALICE, "user", ALICE_SECRET_TEXT);
        aliceHealth = f.remember(ALICE, "user", "I take my blood pressure medication every morning");
        household = f.remember(BOB, "household", "The recycling bin goes out on Thursday evening");
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void searchNeverReturnsAnotherMembersPrivateMemory() {
        MemorySearchResult own = f.service.searcher().search(ALICE, "where is the diary kept", 5, true);
        MemorySearchResult other = f.service.searcher().search(BOB, "where is the diary kept", 5, true);
        assertTrue(ids(own).contains(alicePrivate.id()), "the owner finds it");
        assertFalse(ids(other).contains(alicePrivate.id()), "another member never does");
        assertFalse(other.hits().stream().anyMatch(h -> h.memory().text().contains("diary")));
    }

    @Test
    void aSensitiveMemoryIsKeptForItsOwnerOnlyAndNeverInASharedScope() {
        assertTrue(aliceHealth.content().sensitive(), "the gate marked it sensitive");
        assertTrue(ids(f.service.searcher().search(ALICE, "blood pressure medication", 5, true)).contains(aliceHealth.id()));
        assertFalse(ids(f.service.searcher().search(BOB, "blood pressure medication", 5, true)).contains(aliceHealth.id()));
        WriteOutcome shared = f.service.writer().create(ALICE,
                MemoryWriteTest.draft("household", "I take my blood pressure medication every evening", true));
        assertEquals(GateStep.SENSITIVE, assertInstanceOf(WriteOutcome.Refused.class, shared).step());
    }

    @Test
    void listShowsOwnAndSharedMemoriesButNotAnotherMembersPrivateOnes() {
        List<String> bobSees = f.service.reader().list(BOB, MemoryFilter.ALL).stream().map(Memory::id).toList();
        List<String> aliceSees = f.service.reader().list(ALICE, MemoryFilter.ALL).stream().map(Memory::id).toList();
        assertEquals(List.of(household.id()), bobSees);
        assertTrue(aliceSees.containsAll(List.of(alicePrivate.id(), aliceHealth.id(), household.id())));
    }

    @Test
    void anotherMembersIdsAnswerNotFoundWithoutNamingTheirContent() {
        List<Executable> calls = List.of(
                () -> f.service.reader().get(BOB, alicePrivate.id()),
                () -> f.service.reader().versions(BOB, alicePrivate.id()),
                () -> f.service.editor().delete(BOB, alicePrivate.id()),
                () -> f.service.editor().edit(BOB, alicePrivate.id(), textEdit("The diary moved")));
        for (Executable call : calls) {
            MemoryProblem p = assertThrows(MemoryProblem.class, call);
            assertEquals(MemoryProblem.Kind.NOT_FOUND, p.kind());
            assertFalse(p.getMessage().contains("diary"), p.getMessage());
        }
        assertEquals(ALICE_SECRET_TEXT, f.service.reader().get(ALICE, alicePrivate.id()).text(), "still there, unchanged");
    }

    @Test
    void exportHoldsOnlyTheCallersOwnMemories() {
        List<String> bobExport = f.service.reader().export(BOB).stream().map(e -> e.memory().id()).toList();
        assertEquals(List.of(household.id()), bobExport);
        assertEquals(2, f.service.reader().export(ALICE).size());
    }

    @Test
    void aSharedMemoryCanBeReadByOthersButChangedOnlyByItsOwner() {
        assertEquals(household.text(), f.service.reader().get(ALICE, household.id()).text());
        MemoryProblem p = assertThrows(MemoryProblem.class, () -> f.service.editor().delete(ALICE, household.id()));
        assertEquals(MemoryProblem.Kind.FORBIDDEN, p.kind());
    }

    @Test
    void anUnknownSpeakerSeesHouseholdMemoriesOnlyAndAnUncertainOneNoPrivateOnes() {
        Principal unknown = Principal.unknown();
        Principal uncertain = new Principal(java.util.Optional.of(MemberId.of("alice")), Role.ADULT,
                IdentityLevel.UNCERTAIN, java.util.Optional.empty());
        assertEquals(List.of(household.id()), f.service.reader().list(unknown, MemoryFilter.ALL).stream().map(Memory::id).toList());
        assertFalse(ids(f.service.searcher().search(uncertain, "where is the diary kept", 5, true)).contains(alicePrivate.id()));
        assertThrows(MemoryProblem.class, () -> f.service.reader().get(uncertain, alicePrivate.id()));
    }

    static MemoryEdit textEdit(String text) {
        return new MemoryEdit(java.util.Optional.of(text), java.util.Optional.empty(), java.util.Optional.empty(),
                java.util.Optional.empty(), java.util.Optional.empty(), "test:edit");
    }

    private static List<String> ids(MemorySearchResult r) {
        return r.hits().stream().map(h -> h.memory().id()).toList();
    }
}
