package home.hearth.hub.memory;

import home.hearth.hub.memory.reading.ActiveContexts;
import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryEdit;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.writing.MemoryTerms;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import home.hearth.policies.MemberId;
import home.hearth.policies.Policies;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFiles;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MemoryConsentTest {
    private static final Principal CAROL = Principal.verified(MemberId.of("carol"), Role.ADULT);
    private static final Principal SAM = Principal.verified(MemberId.of("sam"), Role.CHILD).withGuardian(MemberId.of("alice"));
    private static final Principal GUEST = Principal.unknown();
    /** The owner, the member it is about, a third adult, a child and an unrecognised guest. */
    private static final List<Principal> EVERYONE = List.of(ALICE, BOB, CAROL, SAM, GUEST);
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
        assertSeenAndFoundOnlyBy(List.of(ALICE, BOB), "before Bob consents, only its owner and Bob");
        for (Principal other : List.of(CAROL, SAM, GUEST)) {
            MemoryProblem refused = assertThrows(MemoryProblem.class, () -> f.service.reader().get(other, aboutBob.id()));
            assertEquals(MemoryProblem.Kind.NOT_FOUND, refused.kind(), "a memory one may not see is not found");
        }
        Memory granted = f.service.editor().consent(BOB, aboutBob.id(), true);
        assertEquals(ConsentState.GRANTED, granted.ownership().aboutConsent());
        assertSeenAndFoundOnlyBy(EVERYONE, "once Bob consents, every member and a guest of the household");
        f.service.editor().consent(BOB, aboutBob.id(), false);
        assertSeenAndFoundOnlyBy(List.of(ALICE, BOB), "a withdrawn consent reaches the listing and the index at once");
        assertEquals(3, f.service.reader().versions(ALICE, aboutBob.id()).size(), "each consent change is a version");
        assertEquals(2, f.audit.stream().filter(e -> e.action().equals("consent.change")).count());
    }

    /**
     * Bob consented to what the memory said about him, not to whatever its owner writes there later: new words wait for
     * his consent again before anybody else sees them.
     */
    @Test
    void newWordsInAMemoryAboutAnotherMemberWaitForTheirConsentAgain() {
        f.service.editor().consent(BOB, aboutBob.id(), true);
        assertSeenAndFoundOnlyBy(EVERYONE, "once Bob consents");
        f.service.editor().edit(ALICE, aboutBob.id(), new MemoryEdit(Optional.of("Bob prefers his coffee with three sugars"
                + " and cream"), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), "more precise"));
        assertEquals(ConsentState.PENDING, f.store.find(aboutBob.id()).orElseThrow().ownership().aboutConsent());
        assertSeenAndFoundOnlyBy(List.of(ALICE, BOB), "the new words wait for Bob's consent");
        f.service.editor().edit(ALICE, aboutBob.id(), new MemoryEdit(Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.of(0.9), "matters"));
        f.service.editor().consent(BOB, aboutBob.id(), true);
        f.service.editor().edit(ALICE, aboutBob.id(), new MemoryEdit(Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.of(0.3), "matters less"));
        assertSeenAndFoundOnlyBy(EVERYONE, "the same words keep Bob's consent");
    }

    /** Lists, gets and searches as each of {@link #EVERYONE}: exactly {@code readers} see it, through every door. */
    private void assertSeenAndFoundOnlyBy(List<Principal> readers, String why) {
        for (Principal p : EVERYONE) {
            String who = p.member().map(MemberId::value).orElse("a guest") + " (" + p.role() + "): " + why;
            boolean expected = readers.contains(p);
            assertEquals(expected, listed(p), "listed for " + who);
            assertEquals(expected, found(p), "found by search for " + who);
            assertEquals(expected, readable(p), "read by id for " + who);
        }
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

    /**
     * A member's "no" to sharing her own memory about herself stops others seeing it whatever the household's consent
     * settings: here the policy asks for the owner's consent and not the subject's, and her answer was kept as the
     * subject's, which this policy never looks at.
     */
    @Test
    void anOwnersNoToHerOwnMemoryAboutHerselfHidesItUnderEveryConsentSetting() {
        Policies ownerOnly = new Policies(
                PolicyFiles.withOverride(new NamedText(
                        "household.yaml", "consent:\n  shared_scopes_need_owner_consent: true\n"
                                + "  memory_about_member_needs_their_consent: false\n")));
        MemoryService service = MemoryService.create(f.backends, f.gate, ownerOnly.readAccess()::readAccess, f.pending,
                ActiveContexts.calendar(ZoneOffset.UTC, false, Set::of),
                new MemoryTerms(ownerOnly.gate().confirmationTtl(),
                        ownerOnly.retention().workingMemoryTtl()));
        Candidate c = new Candidate("Alice sings in the town choir on Thursdays", MemoryKind.EPISODIC, MemorySource.EXPLICIT,
                Scope.HOUSEHOLD, Optional.empty());
        Memory aboutHerself = MemoryWriteTest.stored(service.writer().create(ALICE,
                new MemoryDraft(c, "t", DraftDetails.NONE, Optional.of(MemberId.of("alice")), true)));
        assertEquals(aboutHerself.id(), service.reader().get(CAROL, aboutHerself.id()).id(), "shared at first");
        service.editor().consent(ALICE, aboutHerself.id(), false);
        MemoryProblem hidden = assertThrows(MemoryProblem.class, () -> service.reader().get(CAROL, aboutHerself.id()),
                "Alice said no, and Carol still reads it");
        assertEquals(MemoryProblem.Kind.NOT_FOUND, hidden.kind());
        service.editor().consent(ALICE, aboutHerself.id(), true);
        assertEquals(aboutHerself.id(), service.reader().get(CAROL, aboutHerself.id()).id(), "shared again after her yes");
    }

    private boolean listed(Principal p) {
        return f.service.reader().list(p, MemoryFilter.ALL).stream().anyMatch(m -> m.id().equals(aboutBob.id()));
    }

    private boolean readable(Principal p) {
        try {
            return f.service.reader().get(p, aboutBob.id()).id().equals(aboutBob.id());
        } catch (MemoryProblem notFound) {
            assertEquals(MemoryProblem.Kind.NOT_FOUND, notFound.kind(), notFound.getMessage());
            return false;
        }
    }

    private boolean found(Principal p) {
        return f.service.searcher().search(p, "how does Bob take his coffee", 5, true).hits().stream()
                .anyMatch(h -> h.memory().id().equals(aboutBob.id()));
    }
}
