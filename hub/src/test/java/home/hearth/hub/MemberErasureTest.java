package home.hearth.hub;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.ConfigLoader;
import home.hearth.hub.config.HubConfig;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.Plaintext;
import home.hearth.hub.testing.RawDatabase;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Removing a member really forgets them: their content is sealed with their own key, the key is
 * destroyed at removal, and so restoring a backup made before the removal (with the real restore
 * path) shows none of their words, through the API or in the decrypted database file, while the
 * others' memories stay and are found. What they shared stays only when the admin says keep.
 */
class MemberErasureTest {
    private static final String PERSONAL = "zebra-alice-personal keeps her diary in the piano bench";
    private static final String SHARED = "quokka-alice-shared the bins go out on tuesday night";
    private static final String SAID = "zebra-alice-said is the marzipan-lamp on";
    private static final String LATER = "zebra-alice-later hides chocolate behind the flour";
    private static final String BOBS = "bob waters the ferns on sunday mornings";
    private static final String BOBS_SHARED = "the boiler service is due in march";

    @TempDir
    Path dir;

    @Test
    void restoringABackupFromBeforeAMembersRemovalRevealsNoneOfTheirContent() {
        Path before;
        Path after;
        try (RunningHub hub = RunningHub.start(dir)) {
            Http alice = hub.member("alice", "adult", null);
            Http bob = hub.member("bob", "adult", null);
            write(alice, PERSONAL, "user");
            write(alice, SHARED, "household");
            assertEquals(200, alice.post("/api/v1/turns", Json.write(Map.of("text", SAID, "room", "kitchen"))).statusCode());
            startsATaskAndSeesItEnd(alice);
            assertFalse(aliceTaskRows().isEmpty(), "the scan sees her task before she is removed");
            write(bob, BOBS, "user");
            write(bob, BOBS_SHARED, "household");
            before = hub().backup(dir.resolve("backups"));
            write(alice, LATER, "user");

            HttpResponse<String> removed = hub.admin().delete("/api/v1/members/alice?choice=delete&household=keep");
            assertEquals(200, removed.statusCode(), removed.body());
            String found = search(bob, "when do the bins go out");
            assertTrue(found.contains("quokka-alice-shared"), "kept as the household's: " + found);
            String listed = bob.get("/api/v1/memories").body();
            assertTrue(listed.contains("alice (removed member)"), "its author reads as the removed member: " + listed);
            assertNoAliceWordsExceptShared(hub);
            assertEquals(List.of(), aliceTaskRows(), "her tasks and their steps are deleted with her");
            assertFalse(hub.admin().get("/api/v1/tasks?all=true").body().contains("alice"));
            after = hub().backup(dir.resolve("backups-after"));
        }

        hub().restore(before);
        assertFalse(RawDatabase.containing(TestHub.config(dir).storage(), "alice").isEmpty(),
                "the scan sees the restored rows (alice's profile is back in the older backup)");
        RawDatabase.assertAbsent(TestHub.config(dir).storage(), "zebra-alice", "quokka-alice");
        try (RunningHub hub = RunningHub.start(dir)) {
            Http bob = hub.signIn("bob", "bob-password-123");
            assertTrue(search(bob, "when do the ferns get water").contains(BOBS), "bob's own memory is found");
            assertTrue(search(bob, "when is the boiler service").contains(BOBS_SHARED), "bob's shared memory is found");
            assertNoAliceWords(hub, bob);
            assertFalse(search(bob, "when do the bins go out").contains("quokka"),
                    "the older backup holds the shared memory under alice's key: it is gone with it");
            assertEquals(401, hub.http().post("/api/v1/auth/login",
                    Json.write(Map.of("username", "alice", "password", "alice-password-123"))).statusCode(),
                    "the profile the older backup brought back is removed again at start");
            assertFalse(hub.admin().get("/api/v1/members").body().contains("\"alice\""));
            assertFalse(hub.admin().get("/api/v1/tasks?all=true").body().contains("alice"),
                    "the older backup's task of hers is removed again at start");
        }
        assertEquals(List.of(), aliceTaskRows());
        RawDatabase.assertAbsent(TestHub.config(dir).storage(), "zebra-alice", "quokka-alice");
        Plaintext.assertAbsent(dir.resolve("data"), "zebra-alice");

        hub().restore(after);
        try (RunningHub hub = RunningHub.start(dir)) {
            Http bob = hub.signIn("bob", "bob-password-123");
            assertTrue(search(bob, "when do the bins go out").contains("quokka-alice-shared"),
                    "a backup made after the removal keeps what the admin kept");
            assertFalse(hub.admin().get("/api/v1/memories").body().contains("zebra-alice"));
        }
        RawDatabase.assertAbsent(TestHub.config(dir).storage(), "zebra-alice");
    }

    @Test
    void sharedMemoriesGoWithTheMemberUnlessTheAdminKeepsThem() {
        try (RunningHub hub = RunningHub.start(dir)) {
            Http alice = hub.member("alice", "adult", null);
            Http bob = hub.member("bob", "adult", null);
            write(alice, SHARED, "household");
            write(bob, BOBS_SHARED, "household");
            HttpResponse<String> wrong = hub.admin().delete("/api/v1/members/alice?choice=delete&household=maybe");
            assertEquals(400, wrong.statusCode(), wrong.body());
            assertTrue(wrong.body().contains("household=keep"), wrong.body());
            assertTrue(search(bob, "when do the bins go out").contains("quokka"), "a refused removal changes nothing");

            HttpResponse<String> removed = hub.admin().delete("/api/v1/members/alice?choice=delete");
            assertEquals(200, removed.statusCode(), removed.body());
            assertFalse(search(bob, "when do the bins go out").contains("quokka"), "erase is the default");
            assertFalse(hub.admin().get("/api/v1/memories").body().contains("quokka"));
            assertTrue(search(bob, "when is the boiler service").contains(BOBS_SHARED));
        }
        RawDatabase.assertAbsent(TestHub.config(dir).storage(), "quokka-alice");
    }

    private HubWiring hub() {
        return HubWiring.create(config());
    }

    private HubConfig config() {
        Map<String, String> env = TestHub.environment(dir);
        return ConfigLoader.load(env);
    }

    /** "turn off all the lights" as a background task, waited for until it ends. */
    private static void startsATaskAndSeesItEnd(Http who) {
        assertEquals(200, who.post("/api/v1/turns", Json.write(Map.of("text", "turn off all the lights", "room", "kitchen")))
                .statusCode());
        org.awaitility.Awaitility.await().atMost(java.time.Duration.ofSeconds(30)).until(() ->
                who.get("/api/v1/tasks").body().contains("\"state\":\"done\""));
    }

    /** Rows of the task tables that name alice (her member id, or her key in a sealed value). */
    private List<String> aliceTaskRows() {
        return RawDatabase.containing(TestHub.config(dir).storage(), "alice").stream()
                .filter(row -> row.startsWith("conversation_task")).toList();
    }

    private static void write(Http who, String text, String scope) {
        HttpResponse<String> r = who.post("/api/v1/memories", Json.write(Map.of("text", text, "scope", scope)));
        assertEquals(201, r.statusCode(), r.body());
    }

    private static String search(Http who, String q) {
        HttpResponse<String> r = who.post("/api/v1/memories/search", Json.write(Map.of("q", q, "k", 10)));
        assertEquals(200, r.statusCode(), r.body());
        return r.body();
    }

    private static void assertNoAliceWordsExceptShared(RunningHub hub) {
        Http admin = hub.admin();
        for (String path : List.of("/api/v1/memories", "/api/v1/sessions", "/api/v1/audit?limit=500")) {
            String body = admin.get(path).body();
            assertFalse(body.contains("zebra-alice"), path + ": " + body);
        }
    }

    private static void assertNoAliceWords(RunningHub hub, Http bob) {
        assertNoAliceWordsExceptShared(hub);
        for (String q : List.of("where is the diary", "marzipan lamp", "chocolate", "bins tuesday")) {
            String found = search(bob, q) + search(hub.admin(), q);
            assertFalse(found.contains("zebra-alice") || found.contains("quokka-alice"), q + ": " + found);
        }
        assertFalse(hub.admin().get("/api/v1/sessions").body().contains("zebra"));
    }
}
