package home.hearth.hub.memory;

import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.values.MemoryVersion;
import home.hearth.hub.memory.values.WriteOutcome;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.Scope;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.GateStep;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MemoryWriteTest {
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
    void aRefusedWriteStoresNothingAndAuditsWithoutContent() {
        WriteOutcome out = f.service.writer().create(ALICE, draft("user", "my bank password is hunter2", true));
        WriteOutcome.Refused r = assertInstanceOf(WriteOutcome.Refused.class, out);
        assertEquals(GateStep.SECRET, r.step());
        assertTrue(f.service.reader().list(ALICE, MemoryFilter.ALL).isEmpty());
        assertEquals(0, f.index.size());
        AuditEvent e = f.audit.getLast();
        assertEquals("memory.refuse", e.action());
        assertFalse(e.toString().contains("hunter2"), e.toString());
    }

    @Test
    void theGateSeesTheClosestMemoriesTheWriterMayReadInThatScope() {
        f.remember(ALICE, "user", "I like the bedroom at 22 degrees at night");
        f.remember(BOB, "user", "I like the bedroom at 22 degrees at night too");
        f.service.writer().create(ALICE, draft("user", "I prefer the bedroom warm at night", true));
        var neighbours = f.gate.seen.getLast().neighbours();
        assertEquals(1, neighbours.size(), "only Alice's own memory in her scope: " + neighbours);
        assertTrue(neighbours.getFirst().similarity() > 0.5);
    }

    @Test
    void aNearDuplicateReinforcesTheExistingMemoryInsteadOfStoringASecond() {
        Memory first = f.remember(ALICE, "user", "The dishwasher tablets are under the sink");
        WriteOutcome out = f.service.writer().create(ALICE, draft("user", "The dishwasher tablets are under the sink", true));
        WriteOutcome.Reinforced r = assertInstanceOf(WriteOutcome.Reinforced.class, out);
        assertEquals(first.id(), r.memory().id());
        assertEquals(1, f.service.reader().list(ALICE, MemoryFilter.ALL).size());
    }

    @Test
    void anUnconfirmedWriteWaitsAndIsStoredAsConfirmedWhenTheOwnerSaysYes() {
        WriteOutcome out = f.service.writer().create(ALICE, draft("user", "I take the 7:40 train on weekdays", false));
        WriteOutcome.Pending p = assertInstanceOf(WriteOutcome.Pending.class, out);
        assertTrue(f.service.reader().list(ALICE, MemoryFilter.ALL).isEmpty());
        assertThrows(MemoryProblem.class, () -> f.service.writer().confirm(BOB, p.id()), "not Bob's to confirm");
        WriteOutcome.Stored s = assertInstanceOf(WriteOutcome.Stored.class, f.service.writer().confirm(ALICE, p.id()));
        assertEquals(MemorySource.CONFIRMED, s.memory().provenance().source());
        assertThrows(MemoryProblem.class, () -> f.service.writer().confirm(ALICE, p.id()), "a yes counts once");
    }

    @Test
    void aConflictingValueSupersedesTheOldMemoryAndKeepsItsHistory() {
        Memory old = stored(f.service.writer().create(ALICE, fact("preferred_temperature_night", "20", "°C")));
        WriteOutcome.Stored out = assertInstanceOf(WriteOutcome.Stored.class,
                f.service.writer().create(ALICE, fact("preferred_temperature_night", "71.6", "°F")));
        assertEquals(Optional.of(old.id()), out.replaced(), "the gate superseded: " + f.gate.decided.getLast());
        assertEquals("22", out.memory().content().fact().orElseThrow().value());
        Memory retired = f.service.reader().get(ALICE, old.id());
        assertEquals(MemoryStatus.SUPERSEDED, retired.lifecycle().status());
        assertEquals(Optional.of(out.memory().id()), retired.lifecycle().supersededBy());
        List<MemoryVersion> history = f.service.reader().versions(ALICE, old.id());
        assertEquals(List.of(1, 2), history.stream().map(MemoryVersion::version).toList());
        assertEquals(Optional.of("20 °C"), history.getFirst().value());
        assertFalse(f.service.searcher().search(ALICE, "preferred temperature night", 5, true).hits().stream()
                .anyMatch(h -> h.memory().id().equals(old.id())), "a superseded memory is not used for answers");
    }

    @Test
    void aStructuredValueOutsideItsRangeIsRefusedNamingTheRule() {
        WriteOutcome out = f.service.writer().create(ALICE, fact("preferred_temperature_night", "40", "°C"));
        WriteOutcome.Refused r = assertInstanceOf(WriteOutcome.Refused.class, out);
        assertEquals(GateStep.ALLOWLIST, r.step());
        assertTrue(f.service.reader().list(ALICE, MemoryFilter.ALL).isEmpty());
    }

    @Test
    void linksToMemoriesTheWriterCanSeeAreReferencesWhileAnyOtherHexRunIsRefusedLikeASecret() {
        Memory mine = f.remember(ALICE, "user", "My sister lives in Porto");
        Memory bobs = f.remember(BOB, "user", "Bob keeps his bike in the shed");
        assertTrue(mine.id().matches("m-[0-9a-f]{32}"), mine.id());
        WriteOutcome linked = f.service.writer().create(ALICE, summary(List.of(mine.id(), "memory:" + mine.id())));
        assertEquals(List.of(mine.id(), "memory:" + mine.id()), stored(linked).provenance().links());

        WriteOutcome.Refused others = assertInstanceOf(WriteOutcome.Refused.class,
                f.service.writer().create(ALICE, summary(List.of("memory:" + bobs.id()))), "not a memory Alice can see");
        assertTrue(others.reason().contains("links"), others.reason());
        assertInstanceOf(WriteOutcome.Refused.class, f.service.writer().create(ALICE,
                summary(List.of("m-" + "4f1c".repeat(8) + "-token"))), "a hex run that names no memory is screened");
    }

    private static MemoryDraft summary(List<String> links) {
        Candidate c = new Candidate("Alice's sister lives in Porto", MemoryKind.SUMMARY, MemorySource.EXPLICIT,
                Scope.parse("user", ALICE.member().get()), Optional.empty());
        return new MemoryDraft(c, "t", new DraftDetails(DraftDetails.NONE.validity(), 0.5, Optional.empty(), "", links,
                Optional.empty()), Optional.empty(), true);
    }

    @Test
    void aSummaryWithoutEvidenceAndAWriteToAnotherMembersScopeAreRejectedBeforeTheGate() {
        MemoryDraft summary = MemoryDraft.confirmed(new Candidate("We talked about the holiday", MemoryKind.SUMMARY,
                MemorySource.EXPLICIT, Scope.parse("user", ALICE.member().get()), Optional.empty()), "t");
        MemoryProblem noLinks = assertThrows(MemoryProblem.class, () -> f.service.writer().create(ALICE, summary));
        assertTrue(noLinks.getMessage().contains("links"), noLinks.getMessage());
        MemoryProblem notMine = assertThrows(MemoryProblem.class,
                () -> f.service.writer().create(ALICE, draft("user:bob", "Bob likes tea", true)));
        assertEquals(MemoryProblem.Kind.FORBIDDEN, notMine.kind());
        assertTrue(f.gate.seen.isEmpty());
    }

    @Test
    void aWorkingMemoryGetsItsSessionAndEnd() {
        DraftDetails details = new DraftDetails(home.hearth.hub.memory.search.Validity.ALWAYS, 0.5, Optional.empty(), "",
                List.of(), Optional.of(new DraftDetails.WorkingTerm(Optional.of("s-42"), java.time.Duration.ofMinutes(30))));
        MemoryDraft d = new MemoryDraft(new Candidate("We are choosing a film for tonight", MemoryKind.WORKING,
                MemorySource.EXPLICIT, Scope.parse("user", ALICE.member().get()), Optional.empty()), "t", details,
                Optional.empty(), true);
        Memory m = assertInstanceOf(WriteOutcome.Stored.class, f.service.writer().create(ALICE, d)).memory();
        assertEquals(Optional.of("s-42"), m.lifecycle().session());
        assertEquals(Optional.of(f.clock.instant().plusSeconds(1800)), m.lifecycle().expiresAt());
    }

    @Test
    void anInferredMemoryForASharedScopeIsAskedFirstAndKeepsItsSourceAfterTheYes() {
        Candidate c = new Candidate("The kids have swimming lessons every Tuesday evening", MemoryKind.EPISODIC,
                MemorySource.INFERRED, Scope.HOUSEHOLD, Optional.empty());
        MemoryDraft d = new MemoryDraft(c, "msg:17", DraftDetails.NONE, Optional.empty(), false,
                "Alice: the kids have swimming lessons every Tuesday evening, don't forget");
        WriteOutcome.Pending p = assertInstanceOf(WriteOutcome.Pending.class, f.service.writer().create(ALICE, d));
        assertEquals(d.dialogue(), f.gate.seen.getLast().dialogue(), "the gate grounds it in the dialogue");
        Memory m = stored(f.service.writer().confirm(ALICE, p.id()));
        assertEquals(MemorySource.INFERRED, m.provenance().source());
        assertEquals(home.hearth.policies.access.ConsentState.GRANTED, m.ownership().consent());
        assertTrue(f.service.reader().list(BOB, MemoryFilter.ALL).stream().anyMatch(x -> x.id().equals(m.id())));
    }

    @Test
    void onlyItsOwnerApprovesAnInferredMemoryWhichThenBecomesConfirmedInANewVersion() {
        Candidate c = new Candidate("I usually cycle to work on Mondays", MemoryKind.EPISODIC, MemorySource.INFERRED,
                Scope.parse("user", ALICE.member().get()), Optional.empty());
        Memory inferred = stored(f.service.writer().create(ALICE,
                new MemoryDraft(c, "msg:3", DraftDetails.NONE, Optional.empty(), true,
                        "Alice: I usually cycle to work on Mondays, the bus is too slow")));
        assertEquals(MemorySource.INFERRED, inferred.provenance().source());

        assertThrows(MemoryProblem.class, () -> f.service.editor().approve(BOB, inferred.id()), "not Bob's to approve");
        Memory approved = f.service.editor().approve(ALICE, inferred.id());
        assertEquals(MemorySource.CONFIRMED, approved.provenance().source());
        assertEquals(inferred.lifecycle().version() + 1, approved.lifecycle().version());
        Memory reread = f.service.reader().get(ALICE, inferred.id());
        assertEquals(MemorySource.CONFIRMED, reread.provenance().source(), "stored, not only returned");
        MemoryProblem twice = assertThrows(MemoryProblem.class, () -> f.service.editor().approve(ALICE, inferred.id()));
        assertTrue(twice.getMessage().contains("not inferred"), twice.getMessage());
    }

    @Test
    void itsOwnerCorrectsAnInferredMemoryWhichThenIsTheirOwnWord() {
        Candidate c = new Candidate("I usually cycle to work on Mondays", MemoryKind.EPISODIC, MemorySource.INFERRED,
                Scope.parse("user", ALICE.member().get()), Optional.empty());
        Memory inferred = stored(f.service.writer().create(ALICE,
                new MemoryDraft(c, "msg:3", DraftDetails.NONE, Optional.empty(), true,
                        "Alice: I usually cycle to work on Mondays, the bus is too slow")));

        // The corrected text is in no dialogue: the owner typed it, so there is nothing to ground it in.
        Memory corrected = stored(f.service.editor().edit(ALICE, inferred.id(),
                MemoryIsolationTest.textEdit("I usually take the train to work on Tuesdays")));
        assertEquals("I usually take the train to work on Tuesdays", corrected.text());
        assertEquals(MemorySource.CONFIRMED, corrected.provenance().source(), "the owner's own word now");
        assertEquals(MemorySource.CONFIRMED, f.service.reader().get(ALICE, inferred.id()).provenance().source());
        WriteOutcome secret = f.service.editor().edit(ALICE, inferred.id(), MemoryIsolationTest.textEdit("My bank PIN is 4471"));
        assertInstanceOf(WriteOutcome.Refused.class, secret, "the gate still screens an owner's correction");
    }

    @Test
    void aWorkingMemoryWithoutATtlLivesAsLongAsThePolicySays() {
        MemoryDraft d = new MemoryDraft(new Candidate("We are planning the shopping list for Saturday", MemoryKind.WORKING,
                MemorySource.EXPLICIT, Scope.parse("user", ALICE.member().get()), Optional.empty()), "t",
                DraftDetails.NONE, Optional.empty(), true);
        Memory m = stored(f.service.writer().create(ALICE, d));
        assertEquals(Optional.of(f.clock.instant().plus(f.policies.retention().workingMemoryTtl())), m.lifecycle().expiresAt());
    }

    static MemoryDraft fact(String key, String value, String unit) {
        Candidate c = new Candidate(key.replace('_', ' ') + " = " + value + " " + unit, MemoryKind.STRUCTURED,
                MemorySource.EXPLICIT, Scope.parse("user", ALICE.member().get()),
                Optional.of(new home.hearth.policies.memory.StructuredFact(key, value, unit)));
        return MemoryDraft.confirmed(c, "test");
    }

    static Memory stored(WriteOutcome out) {
        return assertInstanceOf(WriteOutcome.Stored.class, out, () -> "expected stored, got " + out).memory();
    }

    public static MemoryDraft draft(String scope, String text, boolean confirmed) {
        Candidate c = new Candidate(text, MemoryKind.EPISODIC, MemorySource.EXPLICIT,
                Scope.parse(scope, ALICE.member().get()), Optional.empty());
        return new MemoryDraft(c, "test", DraftDetails.NONE, Optional.empty(), confirmed);
    }
}
