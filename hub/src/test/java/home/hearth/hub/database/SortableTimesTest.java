package home.hearth.hub.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.timers.Timer;
import home.hearth.hub.conversation.timers.internal.TimerTable;
import home.hearth.hub.memory.MemoryFixture;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Instants that SQL orders are kept as {@link InstantText}, and migration V12 rewrites those an older
 * hub wrote with {@link Instant#toString()} (whose text order is not time order within one second).
 */
class SortableTimesTest {
    private static final List<String> WITHIN_ONE_SECOND = List.of("2026-12-07T15:00:05Z", "2026-12-07T15:00:05.000001Z",
            "2026-12-07T15:00:05.100Z", "2026-12-07T15:00:05.100200Z", "2026-12-07T15:00:05.100200300Z");

    @TempDir
    Path dir;

    @Test
    void theTextKeepsTheInstantExactlyAndSortsAsTime() {
        List<String> texts = WITHIN_ONE_SECOND.stream().map(Instant::parse).map(InstantText::of).toList();
        assertEquals(texts, texts.stream().sorted().toList());
        for (int i = 0; i < texts.size(); i++) {
            assertEquals(30, texts.get(i).length(), texts.get(i));
            assertEquals(Instant.parse(WITHIN_ONE_SECOND.get(i)), Instant.parse(texts.get(i)));
        }
    }

    /** The timers due within one second are announced in the order they are due (timers are due to the nanosecond). */
    @Test
    void activeTimersDueWithinOneSecondComeSoonestFirst() {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random())) {
            new SchemaMigrator(db.dataSource()).migrate(List.of("hub"));
            TimerTable timers = new TimerTable(db.dataSource(), MemoryFixture.cipher(dir));
            for (int i = WITHIN_ONE_SECOND.size() - 1; i >= 0; i--) {
                Instant due = Instant.parse(WITHIN_ONE_SECOND.get(i));
                timers.insert(new Timer("t" + i, Optional.empty(), "kitchen", Timer.Kind.TIMER, "tea " + i, Language.EN,
                        due, due.minusSeconds(60)));
            }
            assertEquals(List.of("t0", "t1", "t2", "t3", "t4"), timers.active().stream().map(Timer::id).toList());
        }
    }

    /** Rows an older hub wrote in every table V12 covers come out fixed-width, the same instants, in time order. */
    @Test
    void theMigrationRewritesWhatAnOlderHubWrote() throws Exception {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random())) {
            SchemaMigrator migrator = new SchemaMigrator(db.dataSource());
            migrator.migrate(List.of("hub"));
            try (Connection c = db.dataSource().getConnection(); Statement s = c.createStatement()) {
                s.execute("INSERT INTO hub_rooms(id, name, created_at) VALUES ('kitchen', 'Kitchen', '2026-01-01T00:00:00Z')");
                for (int i = 0; i < WITHIN_ONE_SECOND.size(); i++) {
                    String at = "'" + WITHIN_ONE_SECOND.get(i) + "'";
                    s.execute("INSERT INTO conversation_sessions(id, owner, title, created_at, last_turn_at) VALUES ('s" + i
                            + "', 'room:kitchen', 'x', " + at + ", " + at + ")");
                    s.execute("INSERT INTO conversation_messages(session_id, seq, role, text, at) VALUES ('s" + i
                            + "', 1, 'user', 'x', " + at + ")");
                    s.execute("INSERT INTO conversation_tasks(id, member, kind, title, language, state, steps_total,"
                            + " created_at, started_at, finished_at) VALUES ('k" + i + "', 'olga', 'lights', 'x', 'EN',"
                            + " 'done', 1, " + at + ", " + at + ", " + (i == 0 ? "NULL" : at) + ")");
                    s.execute("INSERT INTO conversation_timers(id, room, kind, label, language, due_at, created_at, status)"
                            + " VALUES ('t" + i + "', 'kitchen', 'timer', 'x', 'EN', " + at + ", " + at + ", 'active')");
                    s.execute("INSERT INTO hub_microphones(id, room_id, name, token_hash, created_at) VALUES ('m" + i
                            + "', 'kitchen', 'x', 'h" + i + "', " + at + ")");
                }
                s.execute("DELETE FROM schema_version WHERE module = 'hub' AND version = 12");
            }
            migrator.migrate(List.of("hub"));

            List<String> expected = WITHIN_ONE_SECOND.stream().map(Instant::parse).map(InstantText::of).toList();
            for (String[] column : new String[][] {{"conversation_sessions", "created_at"},
                    {"conversation_sessions", "last_turn_at"}, {"conversation_messages", "at"},
                    {"conversation_tasks", "created_at"}, {"conversation_tasks", "started_at"},
                    {"conversation_timers", "due_at"}, {"conversation_timers", "created_at"},
                    {"hub_microphones", "created_at"}}) {
                assertEquals(expected, ordered(db, column[0], column[1]), column[0] + "." + column[1]);
            }
            List<String> finished = ordered(db, "conversation_tasks", "finished_at");
            assertEquals(expected.subList(1, expected.size()), finished.subList(1, finished.size()));
            assertTrue(finished.getFirst() == null, "a NULL stays NULL");
        }
    }

    private static List<String> ordered(SqlCipherDatabase db, String table, String column) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = db.dataSource().getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT " + column + " FROM " + table + " ORDER BY " + column)) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }
}
