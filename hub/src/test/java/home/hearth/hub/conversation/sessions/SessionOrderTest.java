package home.hearth.hub.conversation.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.hub.database.DatabaseKey;
import home.hearth.hub.database.SchemaMigrator;
import home.hearth.hub.database.SqlCipherDatabase;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.memory.MemoryFixture;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * "Latest" is the later turn also within one second, whatever the length of the fraction that
 * {@link Instant#toString()} writes (none, 3, 6 or 9 digits: {@code …:05Z} sorted after {@code …:05.100Z}).
 */
class SessionOrderTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} before {1}")
    @CsvSource({
        "2026-12-07T15:00:05Z, 2026-12-07T15:00:05.100Z",
        "2026-12-07T15:00:05.100Z, 2026-12-07T15:00:05.100200Z",
        "2026-12-07T15:00:05.100200Z, 2026-12-07T15:00:05.100200300Z",
        "2026-12-07T15:00:05Z, 2026-12-07T15:00:05.000000001Z",
    })
    void theLatestSessionIsTheOneWithTheLaterTurnWithinOneSecond(String earlier, String later) {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random())) {
            new SchemaMigrator(db.dataSource()).migrate(List.of("hub"));
            SessionStore store = new SessionStore(db.dataSource(), cipher());
            for (String room : List.of("kitchen", "")) {
                Optional<String> in = room.isEmpty() ? Optional.empty() : Optional.of(room);
                store.create(new Session("older" + room, "member:olga", in, "older", Instant.EPOCH, Instant.EPOCH, 0));
                store.create(new Session("newer" + room, "member:olga", in, "newer", Instant.EPOCH, Instant.EPOCH, 0));
                store.append("newer" + room, "turn off the lights", "done", Instant.parse(later));
                store.append("older" + room, "and the heating?", "off", Instant.parse(earlier));
                assertEquals("newer" + room, store.latest("member:olga", in).orElseThrow().id(), "in room '" + room + "'");
            }
            assertEquals(List.of("newer", "newerkitchen"), store.of("member:olga").stream().limit(2).map(Session::id).sorted().toList());
            assertEquals("older", store.all().getLast().id().replace("kitchen", ""));
            assertEquals(Optional.of(Instant.parse(later)), store.lastTurnOf("member:olga"));
            assertEquals(Instant.parse(later), store.find("newer").orElseThrow().lastTurnAt(), "read back exactly");
        }
    }

    /** Rows written before by Instant.toString are rewritten at start by the hub's migration V12. */
    @ParameterizedTest(name = "{0} before {1}")
    @CsvSource({
        "2026-12-07T15:00:05Z, 2026-12-07T15:00:05.100Z",
        "2026-12-07T15:00:05.100Z, 2026-12-07T15:00:05.100200Z",
    })
    void sessionsKeptBeforeTheMigrationAreOrderedByTimeAfterIt(String earlier, String later) throws Exception {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random())) {
            SchemaMigrator migrator = new SchemaMigrator(db.dataSource());
            migrator.migrate(List.of("hub"));
            SessionStore store = new SessionStore(db.dataSource(), cipher());
            store.create(new Session("older", "member:olga", Optional.empty(), "older", Instant.EPOCH, Instant.EPOCH, 0));
            store.create(new Session("newer", "member:olga", Optional.empty(), "newer", Instant.EPOCH, Instant.EPOCH, 0));
            store.append("older", "and the heating?", "off", Instant.parse(earlier));
            store.append("newer", "turn off the lights", "done", Instant.parse(later));
            try (Connection c = db.dataSource().getConnection()) {
                // as an older hub wrote them, and a database that has not had V12 yet
                writeAsToString(c, "older", earlier);
                writeAsToString(c, "newer", later);
                c.createStatement().execute("DELETE FROM schema_version WHERE module = 'hub' AND version = 12");
            }
            migrator.migrate(List.of("hub"));
            assertEquals("newer", store.latest("member:olga", Optional.empty()).orElseThrow().id());
            assertEquals(Optional.of(Instant.parse(later)), store.lastTurnOf("member:olga"));
            assertEquals(Instant.parse(earlier), store.find("older").orElseThrow().lastTurnAt(), "the same instant");
            assertEquals(Instant.EPOCH, store.find("older").orElseThrow().createdAt());
            assertEquals(Instant.parse(earlier), store.messages("older").getFirst().at());
        }
    }

    private static void writeAsToString(Connection c, String session, String at) throws Exception {
        String text = Instant.parse(at).toString();
        try (PreparedStatement p = c.prepareStatement("UPDATE conversation_sessions SET last_turn_at = ?, created_at = ?"
                + " WHERE id = ?")) {
            p.setString(1, text);
            p.setString(2, Instant.EPOCH.toString());
            p.setString(3, session);
            p.executeUpdate();
        }
        try (PreparedStatement p = c.prepareStatement("UPDATE conversation_messages SET at = ? WHERE session_id = ?")) {
            p.setString(1, text);
            p.setString(2, session);
            p.executeUpdate();
        }
    }

    private ContentCipher cipher() {
        return MemoryFixture.cipher(dir);
    }
}
