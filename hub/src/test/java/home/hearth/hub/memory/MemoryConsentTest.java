package home.hearth.hub.memory;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MemoryConsentTest {
    private static final Principal CAROL = Principal.verified(MemberId.of("carol"), Role.ADULT);
    @TempDir
    Path dir;
    private MemoryFixture f;
    private Memory aboutBob;

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
        Candidate c = new Candidate("Bob prefers his coffee without sugar", MemoryKind.EPISODIC, MemorySource.EXPLICIT,
                Scope.HOUSEHOLD, Optional.empty());
        aboutBob = MemoryWriteTest.stored(f.service.writer().create(ALICE,
                new MemoryDraft(c, "t", DraftDetails.NONE, Optional.of(MemberId.of("bob")), true)));
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void aSharedMemoryAboutAnotherMemberWaitsForTheirConsentBeforeOthersSeeIt() {
        assertEquals(ConsentState.PENDING, aboutBob.ownership().aboutConsent());
        assertFalse(visibleTo(CAROL), "others do not see it yet");
        assertThrows(MemoryProblem.class, () -> f.service.reader().get(CAROL, aboutBob.id()));
        assertTrue(visibleTo(BOB), "the member it is about does");
        assertTrue(visibleTo(ALICE), "its owner does");
        Memory granted = f.service.editor().consent(BOB, aboutBob.id(), true);
        assertEquals(ConsentState.GRANTED, granted.ownership().aboutConsent());
        assertTrue(visibleTo(CAROL));
        assertTrue(found(CAROL), "and search finds it for others now");
        f.service.editor().consent(BOB, aboutBob.id(), false);
        assertFalse(visibleTo(CAROL));
        assertFalse(found(CAROL), "a withdrawn consent reaches the index at once");
        assertEquals(3, f.service.reader().versions(ALICE, aboutBob.id()).size(), "each consent change is a version");
        assertEquals(2, f.audit.stream().filter(e -> e.action().equals("consent.change")).count());
    }

    @Test
    void onlyTheOwnerOrTheMemberItIsAboutMayChangeConsentAndNeverForAUserScope() {
        f.service.editor().consent(BOB, aboutBob.id(), true);
        MemoryProblem carol = assertThrows(MemoryProblem.class, () -> f.service.editor().consent(CAROL, aboutBob.id(), false));
        assertEquals(MemoryProblem.Kind.FORBIDDEN, carol.kind());
        Memory mine = f.remember(ALICE, "user", "I keep the spare glasses in the car");
        MemoryProblem user = assertThrows(MemoryProblem.class, () -> f.service.editor().consent(ALICE, mine.id(), true));
        assertEquals(MemoryProblem.Kind.INVALID, user.kind());
    }

    private boolean visibleTo(Principal p) {
        return f.service.reader().list(p, MemoryFilter.ALL).stream().anyMatch(m -> m.id().equals(aboutBob.id()));
    }

    private boolean found(Principal p) {
        return f.service.searcher().search(p, "how does Bob take his coffee", 5, true).hits().stream()
                .anyMatch(h -> h.memory().id().equals(aboutBob.id()));
    }
}
