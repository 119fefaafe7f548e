package home.hearth.hub.memory.persistence;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.database.DatabaseKey;
import home.hearth.hub.database.SqlCipherDatabase;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.hub.memory.MemoryFixture;
import home.hearth.hub.memory.search.RankSignals.Signals;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryStats;
import home.hearth.hub.testing.LogCapture;
import home.hearth.policies.MemberId;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each member's own use of each memory ({@code memory_use}), on a real encrypted database: kept apart from
 * other members' and from the memory's totals, read for a whole search at once, and erased with the memory,
 * with the member's forget-all and erasure, and at start for a member erased before an older backup was restored.
 */
class MemberUseTest {
    private static final Optional<MemberId> BOBS = BOB.member();
    private static final Optional<MemberId> CAROLS = Optional.of(MemberId.of("carol"));
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
        key = f.remember(ALICE, "household", "The spare key is with the neighbour at number 12");
        diary = f.remember(ALICE, "household", "The household diary is kept in the piano bench");
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void eachMembersOwnUseIsKeptApartWhileTheTotalsCountEveryone() throws SQLException {
        assertEquals(0, usage.signalsOf(key.id(), BOBS).retrievalCount(), "cached before the flush");
        usage.retrieved(List.of(key.id()), BOBS, at(1), true);
        usage.retrieved(List.of(key.id(), key.id()), BOBS, at(2), false);
        usage.retrieved(List.of(key.id()), CAROLS, at(3), true);
        usage.retrieved(List.of(key.id()), Optional.empty(), at(4), false);
        assertEquals(1, usage.flush(), "one memory changed");
        assertEquals(new Signals(totals(key).importance(), totals(key).strength(), 3, Optional.of(at(2))), usage.signalsOf(key.id(), BOBS),
                "the flush drops the cached signals");
        assertEquals(1, usage.signalsOf(key.id(), CAROLS).retrievalCount());
        assertEquals(Optional.of(at(3)), usage.signalsOf(key.id(), CAROLS).lastRetrieved());
        assertEquals(0, usage.signalsOf(key.id(), Optional.empty()).retrievalCount(), "nobody's use is no use");
        assertEquals(Optional.empty(), usage.signalsOf(key.id(), Optional.empty()).lastRetrieved());
        assertEquals(5, totals(key).retrievalCount(), "the totals count every retrieval");
        assertEquals(Optional.of(at(4)), totals(key).lastRetrieved());
        assertEquals(2, useRows(key));
    }

    @Test
    void aSearchsSignalsAreReadAtOnceAndAMemoryNotStoredIsLeftOut() {
        usage.retrieved(List.of(diary.id()), BOBS, at(1), true);
        usage.flush();
        Map<String, Signals> of = usage.of(BOBS, List.of(key.id(), diary.id(), "m-not-stored", diary.id()));
        assertEquals(2, of.size(), of.toString());
        assertEquals(0, of.get(key.id()).retrievalCount());
        assertEquals(1, of.get(diary.id()).retrievalCount());
        assertEquals(Signals.NEUTRAL, usage.signalsOf("m-not-stored", BOBS));
    }

    @Test
    void aMemoryDeletedTakesEveryMembersUseWithItAndOneErasedWhileItsUseWaitsIsNotWritten() throws SQLException {
        usage.retrieved(List.of(key.id(), diary.id()), BOBS, at(1), true);
        usage.flush();
        assertEquals(1, useRows(key));
        f.service.editor().delete(ALICE, key.id());
        assertEquals(0, useRows(key), "gone with the memory");
        usage.retrieved(List.of(diary.id()), CAROLS, at(2), true);
        f.service.editor().delete(ALICE, diary.id());
        assertEquals(0, usage.flush(), "the flush goes through and writes nothing for the erased memory");
        assertEquals(0, useRows(diary));
    }

    @Test
    void forgetAllErasesTheMembersOwnUseOfOthersMemoriesAndKeepsTheTotals() throws SQLException {
        f.service.searcher().search(BOB, "where is the spare key", 1, true);
        usage.flush();
        assertEquals(1, usage.signalsOf(key.id(), BOBS).retrievalCount());
        usage.retrieved(List.of(key.id()), BOBS, at(1), true); // waits for the next flush
        usage.retrieved(List.of(key.id()), CAROLS, at(1), true);
        f.service.editor().forgetAll(BOB);
        usage.flush();
        assertEquals(0, usage.signalsOf(key.id(), BOBS).retrievalCount(), "no row and no cached signal left");
        assertEquals(1, useRows(key), "Carol's use stays");
        assertEquals(3, totals(key).retrievalCount(), "the totals keep Bob's retrievals, the waiting one too");
    }

    @Test
    void anErasedMembersUseIsRemovedAtStartFromARestoredBackup() throws SQLException {
        usage.retrieved(List.of(key.id(), diary.id()), BOBS, at(1), true);
        usage.retrieved(List.of(key.id()), CAROLS, at(1), true);
        usage.flush();
        f.cipher.destroy(ContentOwner.member("bob")); // as if Bob was erased after this backup was made
        f.store.sealAtRest();
        assertEquals(1, useRows(key), "Carol's use stays");
        assertEquals(0, useRows(diary));
    }

    @Test
    void theUseRemovedAtStartIsLoggedOnceAsCountsWithoutWhoseOrWhichMemories() {
        usage.retrieved(List.of(key.id(), diary.id()), BOBS, at(1), true);
        usage.retrieved(List.of(key.id()), CAROLS, at(1), true);
        usage.flush();
        try (LogCapture log = new LogCapture()) {
            f.store.sealAtRest();
            assertEquals(List.of(), log.containing("retrieved memories"), "nothing to remove: nothing said");
        }
        f.cipher.destroy(ContentOwner.member("bob")); // as if Bob was erased after this backup was made
        try (LogCapture log = new LogCapture()) {
            f.store.sealAtRest();
            List<String> lines = log.containing("retrieved memories");
            assertEquals(1, lines.size(), log.all());
            assertTrue(lines.getFirst().contains("INFO") && lines.getFirst().contains(
                    "Removed 2 records of how 1 erased member retrieved memories"), lines.getFirst());
            for (String secret : List.of("bob", key.id(), diary.id(), "spare key", "diary")) {
                assertEquals(List.of(), log.containing(secret), "the log names nobody and no memory: " + secret);
            }
        }
    }

    @Test
    void aDatabaseAnOlderHubLeftGetsAnEmptyUseTableAndKeepsItsTotals() throws SQLException {
        usage.retrieved(List.of(key.id()), Optional.empty(), at(1), true);
        usage.flush();
        DatabaseKey dbKey = f.key;
        f.close();
        try (SqlCipherDatabase older = SqlCipherDatabase.open(dir.resolve("hub.db"), dbKey);
                Connection c = older.dataSource().getConnection(); Statement s = c.createStatement()) {
            s.execute("DROP TABLE memory_use");
            s.execute("DELETE FROM schema_version WHERE module = 'hub' AND version = 11");
        }
        f = MemoryFixture.reopen(dir, dbKey);
        usage = f.backends.usage();
        assertEquals(0, useRows(key), "an older hub's totals are nobody's own use");
        assertEquals(1, totals(key).retrievalCount());
        assertEquals(0, usage.signalsOf(key.id(), BOBS).retrievalCount());
        f.rebuildIndex();
        assertEquals(key.id(), f.service.searcher().search(BOB, "where is the spare key", 1, true).hits().getFirst()
                .memory().id());
        usage.flush();
        assertEquals(1, usage.signalsOf(key.id(), BOBS).retrievalCount());
    }

    /** The memory's totals: every member's retrievals. */
    private MemoryStats totals(Memory m) {
        return f.store.find(m.id()).orElseThrow().stats();
    }

    private Instant at(int seconds) {
        return f.clock.instant().plusSeconds(seconds);
    }

    private long useRows(Memory m) throws SQLException {
        try (Connection c = f.db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("SELECT count(*) FROM memory_use WHERE memory_id = ?")) {
            p.setString(1, m.id());
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? r.getLong(1) : 0;
            }
        }
    }
}
