package home.hearth.hub.memory;

import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryEdit;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.search.RankSignals;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The re-ranker's signals come from a cache; it must follow every change the store makes. */
class MemoryUsageTest {
    @TempDir
    Path dir;
    private MemoryFixture f;
    private Memory m;

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
        m = f.remember(ALICE, "user", "The spare key is with the neighbour at number 12");
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void signalsFollowRetrievalsEditsAndDecay() {
        RankSignals.Signals first = f.backends.usage().signalsOf(m.id(), ALICE.member());
        assertEquals(0, first.retrievalCount());
        assertEquals(0.5, first.importance());
        f.backends.usage().retrieved(List.of(m.id()), ALICE.member(), f.clock.instant(), true);
        assertEquals(0, f.backends.usage().signalsOf(m.id(), ALICE.member()).retrievalCount(), "counted, not written yet");
        f.backends.usage().flush();
        assertEquals(1, f.backends.usage().signalsOf(m.id(), ALICE.member()).retrievalCount());
        assertEquals(Optional.of(f.clock.instant()), f.backends.usage().signalsOf(m.id(), ALICE.member()).lastRetrieved());
        f.service.editor().edit(ALICE, m.id(), new MemoryEdit(Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.of(0.9), "page:edit"));
        assertEquals(0.9, f.backends.usage().signalsOf(m.id(), ALICE.member()).importance());
        double before = f.backends.usage().signalsOf(m.id(), ALICE.member()).strength();
        f.clock.advance(Duration.ofDays(30));
        f.maintenance().runOnce();
        assertEquals(before * Math.exp(-0.01 * 30), f.backends.usage().signalsOf(m.id(), ALICE.member()).strength(), 1e-9);
    }

    @Test
    void aDeletedMemoryHasNeutralSignals() {
        f.backends.usage().signalsOf(m.id(), ALICE.member());
        f.service.editor().delete(ALICE, m.id());
        assertEquals(RankSignals.Signals.NEUTRAL, f.backends.usage().signalsOf(m.id(), ALICE.member()));
        assertTrue(f.backends.usage().signalsOf("m-unknown", ALICE.member()) == RankSignals.Signals.NEUTRAL);
    }
}
