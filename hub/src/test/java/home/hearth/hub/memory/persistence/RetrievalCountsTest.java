package home.hearth.hub.memory.persistence;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.MemoryFixture;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryStats;
import home.hearth.hub.testing.LogCapture;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Retrievals are counted in memory and written in one transaction per flush, on a real encrypted
 * database: the same values as one write per retrieval, written at close (and dropped after it),
 * harmless for memories erased meanwhile, and a failing database neither throws at the searcher nor
 * stops the flusher.
 */
class RetrievalCountsTest {
    @TempDir
    Path dir;
    private MemoryFixture f;
    private MemoryUsage usage;
    private Memory key;
    private Memory diary;

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
        usage = f.backends.usage();
        key = f.remember(ALICE, "user", "The spare key is with the neighbour at number 12");
        diary = f.remember(ALICE, "user", "The diary is kept in the piano bench");
        f.clock.advance(MemoryFixture.days(30));
        f.maintenance().runOnce(); // both fade alike, so a reinforcement shows
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void retrievalsMergedIntoOneWriteGiveTheSameValuesAsOneWriteEach() {
        double faded = stats(key).strength();
        assertTrue(faded < 1.0, "decayed to " + faded);
        List<Instant> times = List.of(at(1), at(2), at(3));
        List<Boolean> reinforce = List.of(true, false, true);
        for (int i = 0; i < 3; i++) {
            usage.retrieved(List.of(key.id()), ALICE.member(), times.get(i), reinforce.get(i));
        }
        assertEquals(1, usage.flush(), "three retrievals of one memory: one row changed");
        for (int i = 0; i < 3; i++) {
            usage.retrieved(List.of(diary.id()), times.get(i), reinforce.get(i));
            assertEquals(1, usage.flush());
        }
        MemoryStats merged = stats(key);
        MemoryStats oneByOne = stats(diary);
        assertEquals(3, merged.retrievalCount());
        assertEquals(oneByOne.retrievalCount(), merged.retrievalCount());
        assertEquals(Optional.of(at(3)), merged.lastRetrieved());
        assertEquals(oneByOne.lastRetrieved(), merged.lastRetrieved());
        double once = faded + (1 - faded) * MemoryUsage.REINFORCEMENT;
        assertEquals(once + (1 - once) * MemoryUsage.REINFORCEMENT, merged.strength(), 1e-12);
        assertEquals(oneByOne.strength(), merged.strength(), 1e-12);
        assertEquals(merged.retrievalCount(), usage.signalsOf(key.id(), ALICE.member()).retrievalCount(),
                "Alice's own use, and the signal cache follows a flush");
        assertEquals(merged.lastRetrieved(), usage.signalsOf(key.id(), ALICE.member()).lastRetrieved());
    }

    @Test
    void aRetrievalThatDoesNotReinforceLeavesStrengthExactlyAsItWas() {
        double faded = stats(key).strength();
        usage.retrieved(List.of(key.id()), at(1), false);
        usage.flush();
        assertEquals(faded, stats(key).strength());
    }

    @Test
    void closeWritesTheRetrievalsStillWaiting() {
        usage.start(Duration.ofHours(1));
        usage.retrieved(List.of(key.id(), diary.id()), at(1), true);
        usage.close();
        assertEquals(1, stats(key).retrievalCount());
        assertEquals(1, stats(diary).retrievalCount());
    }

    @Test
    void retrievalsCountedAfterCloseAreDroppedWithADebugLineAndNeverThrown() {
        usage.start(Duration.ofHours(1));
        usage.close();
        try (LogCapture log = new LogCapture()) {
            usage.retrieved(List.of(key.id()), at(1), true);
            assertEquals(0, usage.flush(), "nothing waits after close");
            assertEquals(1, log.containing("counted after the stop are not written").size(), log.all());
        }
        assertEquals(0, stats(key).retrievalCount());
    }

    @Test
    void manyMemoriesWaitingAreWrittenBeforeTheIntervalEnds() {
        usage.start(Duration.ofHours(1));
        List<String> ids = new ArrayList<>(List.of(key.id()));
        for (int i = 1; i < RetrievalCounts.FLUSH_SOON; i++) {
            ids.add("m-not-stored-" + i); // an unknown id is written as nothing
        }
        usage.retrieved(ids, at(1), false);
        await().atMost(Duration.ofSeconds(30)).until(() -> stats(key).retrievalCount() == 1);
    }

    @Test
    void memoriesErasedWhileTheirRetrievalsWaitStayErasedAndTheRestIsWritten() throws SQLException {
        Memory bobs = f.remember(BOB, "user", "bob waters the ferns on sunday");
        usage.retrieved(List.of(key.id(), diary.id(), bobs.id()), at(1), true);
        f.service.editor().delete(ALICE, key.id());
        usage.retrieved(List.of(diary.id(), bobs.id()), at(2), true);
        f.service.editor().forgetAll(ALICE);
        assertEquals(1, usage.flush(), "the flush goes through and changes only Bob's memory");
        assertEquals(0, rows(key, diary), "Alice's memories do not come back");
        assertTrue(f.store.find(key.id()).isEmpty());
        assertEquals(2, stats(bobs).retrievalCount());
    }

    @Test
    void aFlushThatFailsIsTriedOnceMoreWithTheNext() throws SQLException {
        failWrites(true);
        usage.retrieved(List.of(key.id()), at(1), true);
        assertEquals(0, usage.flush(), "a failure is not thrown at the caller");
        failWrites(false);
        usage.retrieved(List.of(key.id()), at(2), true);
        assertEquals(1, usage.flush());
        assertEquals(2, stats(key).retrievalCount());
        assertEquals(Optional.of(at(2)), stats(key).lastRetrieved());
    }

    @Test
    void aDatabaseFailingForLongIsLoggedOnceAndDropsRetrievalsTriedTwice() throws SQLException {
        try (LogCapture log = new LogCapture()) {
            failWrites(true);
            for (int i = 1; i <= 3; i++) {
                usage.retrieved(List.of(key.id()), at(i), false);
                assertEquals(0, usage.flush());
            }
            assertEquals(1, log.containing("could not be written").size(), log.all());
            failWrites(false);
            usage.retrieved(List.of(key.id()), at(4), false);
            assertEquals(1, usage.flush());
            assertEquals(2, stats(key).retrievalCount(), "the third (tried once) and the fourth");
            assertEquals(1, log.containing("are written again (2 retrievals were dropped").size(), log.all());
        }
    }

    @Test
    void theFlusherGoesOnAfterTheDatabaseFailed() throws SQLException {
        try (LogCapture log = new LogCapture()) {
            usage.start(Duration.ofMillis(20));
            failWrites(true);
            usage.retrieved(List.of(key.id()), at(1), false);
            await().atMost(Duration.ofSeconds(30)).until(() -> !log.containing("could not be written").isEmpty());
            failWrites(false);
            usage.retrieved(List.of(diary.id()), at(2), false);
            await().atMost(Duration.ofSeconds(30)).until(() -> stats(diary).retrievalCount() == 1);
        }
    }

    private MemoryStats stats(Memory m) {
        return f.store.find(m.id()).orElseThrow().stats();
    }

    private Instant at(int seconds) {
        return f.clock.instant().plusSeconds(seconds);
    }

    /** A trigger makes every count fail inside the real database (as a full disk or a broken file would). */
    private void failWrites(boolean fail) throws SQLException {
        try (Connection c = f.db.dataSource().getConnection(); Statement s = c.createStatement()) {
            s.execute(fail ? "CREATE TRIGGER counting_fails BEFORE UPDATE OF retrieval_count ON memory"
                    + " BEGIN SELECT RAISE(ABORT, 'the disk is unhappy'); END" : "DROP TRIGGER counting_fails");
        }
    }

    private long rows(Memory... memories) throws SQLException {
        try (Connection c = f.db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("SELECT count(*) FROM memory WHERE id = ?")) {
            long n = 0;
            for (Memory m : memories) {
                p.setString(1, m.id());
                try (ResultSet r = p.executeQuery()) {
                    n += r.next() ? r.getLong(1) : 0;
                }
            }
            return n;
        }
    }
}
