package home.hearth.hub;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.StorageConfig;
import home.hearth.hub.database.KeySource;
import home.hearth.hub.database.SqlCipherDatabase;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.Plaintext;
import home.hearth.hub.testing.RawDatabase;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Timer and reminder labels are a member's words: sealed with their content key, so neither the
 * database file nor an older backup restored after their removal shows them; a removed member's
 * timers are deleted with them and never announced.
 */
class TimerErasureTest {
    private static final String MARKER = "zanzibarian";

    @TempDir
    Path dir;

    @Test
    void aRemovedMembersTimersAreNeverAnnouncedAndAnOlderBackupRevealsNoLabel() {
        List<String> kitchen = new CopyOnWriteArrayList<>();
        Path before;
        try (RunningHub hub = RunningHub.start(dir)) {
            Http olga = hub.member("olga", "adult", null);
            Http rui = hub.member("rui", "adult", null);
            hub.speakers().register("kitchen", kitchen::add);
            say(olga, "remind me tomorrow at 8 to call the " + MARKER + " plumber");
            say(olga, "remind me in 8 seconds to feed the " + MARKER + " fish");
            say(rui, "set a timer for 12 seconds");
            assertTrue(RawDatabase.containing(storage(), MARKER).isEmpty(), "labels are sealed in the database");
            before = HubWiring.create(TestHub.config(dir)).backup(dir.resolve("backups"));

            HttpResponse<String> removed = hub.admin().delete("/api/v1/members/olga?choice=delete");
            assertEquals(200, removed.statusCode(), removed.body());
            assertEquals(List.of(), timerRowsOf("olga"), "her timers are deleted with her");
            // Rui's timer is due after olga's, on the same single timer thread: once it is spoken, hers would have been.
            await().atMost(Duration.ofSeconds(60)).until(() -> kitchen.stream().anyMatch(s -> s.contains("12 seconds")));
            assertFalse(kitchen.stream().anyMatch(s -> s.contains(MARKER)), "never announced: " + kitchen);
        }

        HubWiring.create(TestHub.config(dir)).restore(before);
        RawDatabase.assertAbsent(storage(), MARKER);
        Plaintext.assertAbsent(dir.resolve("data"), MARKER);
        kitchen.clear();
        try (RunningHub hub = RunningHub.start(dir)) {
            hub.speakers().register("kitchen", kitchen::add);
            await().atMost(Duration.ofSeconds(60)).until(() -> kitchen.stream().anyMatch(s -> s.contains("12 seconds")));
            assertFalse(kitchen.stream().anyMatch(s -> s.contains(MARKER)), "the older backup's timers of hers: " + kitchen);
            assertEquals(List.of(), timerRowsOf("olga"), "removed again with her restored profile");
            Http rui = hub.signIn("rui", "rui-password-123");
            assertFalse(say(rui, "what reminders do I have?").contains(MARKER));
        }
        RawDatabase.assertAbsent(storage(), MARKER);
    }

    @Test
    void plainLabelsAnOlderHubKeptAreSealedAtStartAndStillListed() throws Exception {
        try (RunningHub hub = RunningHub.start(dir)) {
            say(hub.member("rui", "adult", null), "remind me tomorrow at 8 to water the " + MARKER + " ferns");
        }
        try (SqlCipherDatabase db = KeySource.openDatabase(storage()); Connection c = db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("UPDATE conversation_timers SET label = ?")) {
            p.setString(1, "water the " + MARKER + " ferns");
            assertEquals(1, p.executeUpdate());
        }
        assertFalse(RawDatabase.containing(storage(), MARKER).isEmpty(), "the label is plain, as an older hub kept it");
        try (RunningHub hub = RunningHub.start(dir)) {
            assertTrue(say(hub.signIn("rui", "rui-password-123"), "what reminders do I have?")
                    .contains("water the " + MARKER + " ferns"));
        }
        RawDatabase.assertAbsent(storage(), MARKER);
    }

    private StorageConfig storage() {
        return TestHub.config(dir).storage();
    }

    /** The timer rows of {@code member} as an attacker with the database key sees them. */
    private List<String> timerRowsOf(String member) {
        return RawDatabase.containing(storage(), member).stream().filter(h -> h.startsWith("conversation_timers.member"))
                .toList();
    }

    private static String say(Http who, String text) {
        HttpResponse<String> r = who.post("/api/v1/turns", Json.write(Map.of("text", text, "room", "kitchen")));
        assertEquals(200, r.statusCode(), r.body());
        return r.body();
    }
}
