package home.hearth.hub.memory;

import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.values.MemoryVersion;
import home.hearth.hub.memory.values.WriteOutcome;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.lifecycle.MemoryMaintenance;
import home.hearth.hub.memory.search.Validity;
import home.hearth.policies.Scope;
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

class MemoryMaintenanceTest {
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
    void strengthDecaysExponentiallyWithTheRateOfItsKind() {
        Memory episodic = f.remember(ALICE, "user", "I usually walk the dog along the river after lunch");
        Memory structured = MemoryWriteTest.stored(f.service.writer().create(ALICE,
                MemoryWriteTest.fact("preferred_brightness", "40", "%")));
        f.clock.advance(Duration.ofDays(10));
        f.maintenance().runOnce();
        f.clock.advance(Duration.ofDays(10));
        f.maintenance().runOnce();
        assertEquals(Math.exp(-0.01 * 20), strength(episodic), 1e-9, "episodic λ = 0.01/day");
        assertEquals(Math.exp(-0.002 * 20), strength(structured), 1e-9, "structured λ = 0.002/day");
    }

    @Test
    void aWorkingMemoryExpiresAfterItsTtlAndLeavesTheIndexButKeepsItsHistory() {
        Memory m = MemoryWriteTest.stored(f.service.writer().create(ALICE, working("We are choosing a film for tonight", 30)));
        assertEquals(1, f.index.size());
        f.clock.advance(Duration.ofMinutes(29));
        assertEquals(0, f.maintenance().runOnce().expired());
        f.clock.advance(Duration.ofMinutes(1));
        assertEquals(1, f.maintenance().runOnce().expired());
        assertEquals(0, f.index.size());
        assertEquals(MemoryStatus.EXPIRED, f.service.reader().get(ALICE, m.id()).lifecycle().status());
        assertEquals(List.of(MemoryStatus.ACTIVE, MemoryStatus.EXPIRED),
                f.service.reader().versions(ALICE, m.id()).stream().map(MemoryVersion::status).toList());
    }

    @Test
    void retentionExpiresAnEpisodicMemoryAfterAYear() {
        Memory m = f.remember(ALICE, "user", "I usually walk the dog along the river after lunch");
        f.clock.advance(Duration.ofDays(364));
        assertEquals(0, f.maintenance().runOnce().expired());
        f.clock.advance(Duration.ofDays(1));
        assertEquals(1, f.maintenance().runOnce().expired());
        assertEquals(MemoryStatus.EXPIRED, f.store.find(m.id()).orElseThrow().lifecycle().status());
        assertTrue(f.audit.stream().anyMatch(e -> e.action().equals("memory.expire") && e.target().equals(m.id())));
    }

    /**
     * A memory whose expiry fails (here its audit line is refused, inside its transaction) stays as it was and is
     * tried again at the next run; the pass goes on. Before, the first such memory ended the pass: the memories
     * after it never expired, none decayed and no pending confirmation was dropped, run after run.
     */
    @Test
    void aMemoryThatCannotBeExpiredDoesNotStopThePass() {
        Memory stuck = MemoryWriteTest.stored(f.service.writer().create(ALICE, working("We are choosing a film for tonight", 30)));
        Memory next = MemoryWriteTest.stored(f.service.writer().create(ALICE, working("The pizza comes at eight", 30)));
        Memory episodic = f.remember(ALICE, "user", "I usually walk the dog along the river after lunch");
        f.auditFailsFor = stuck.id();
        f.clock.advance(Duration.ofDays(1));

        MemoryMaintenance.Report r = f.maintenance().runOnce();

        assertEquals(new MemoryMaintenance.Report(1, 1, 0, 1), r);
        assertEquals(MemoryStatus.ACTIVE, f.store.find(stuck.id()).orElseThrow().lifecycle().status(), "rolled back");
        assertEquals(MemoryStatus.EXPIRED, f.store.find(next.id()).orElseThrow().lifecycle().status());
        assertEquals(Math.exp(-0.01), strength(episodic), 1e-9, "the others decayed");

        f.auditFailsFor = null;
        assertEquals(1, f.maintenance().runOnce().expired(), "tried again at the next run");
        assertEquals(MemoryStatus.EXPIRED, f.store.find(stuck.id()).orElseThrow().lifecycle().status());
    }

    @Test
    void anUnansweredConfirmationExpires() {
        WriteOutcome.Pending p = assertInstanceOf(WriteOutcome.Pending.class,
                f.service.writer().create(ALICE, MemoryWriteTest.draft("user", "I take the 7:40 train on weekdays", false)));
        f.clock.advance(Duration.ofMinutes(3));
        assertEquals(1, f.maintenance().runOnce().pendingExpired());
        assertEquals(0, f.pending.count());
        assertThrows(MemoryProblem.class, () -> f.service.writer().confirm(ALICE, p.id()));
    }

    @Test
    void theScheduledJobRunsOnItsOwnNamedThread() {
        MemoryWriteTest.stored(f.service.writer().create(ALICE, working("We are choosing a film for tonight", 1)));
        f.clock.advance(Duration.ofMinutes(2));
        try (MemoryMaintenance job = f.maintenance()) {
            job.start(Duration.ofMillis(50));
            await().atMost(Duration.ofSeconds(10)).until(() -> f.index.size() == 0);
            assertTrue(Thread.getAllStackTraces().keySet().stream()
                    .anyMatch(t -> t.getName().equals("hearth-memory-maintenance")));
        }
    }

    private double strength(Memory m) {
        return f.store.find(m.id()).orElseThrow().stats().strength();
    }

    private static MemoryDraft working(String text, int minutes) {
        DraftDetails d = new DraftDetails(Validity.ALWAYS, 0.5, Optional.empty(), "", List.of(), Optional.of(
                new DraftDetails.WorkingTerm(Optional.of("s-1"), Duration.ofMinutes(minutes))));
        Candidate c = new Candidate(text, MemoryKind.WORKING, MemorySource.EXPLICIT,
                Scope.parse("user", ALICE.member().get()), Optional.empty());
        return new MemoryDraft(c, "t", d, Optional.empty(), true);
    }
}
