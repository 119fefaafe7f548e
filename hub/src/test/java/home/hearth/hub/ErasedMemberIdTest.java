package home.hearth.hub;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An erased member's id is never given to a new member. The note that they were erased (beside the keys, outside the
 * data directory) is what removes their profile, password and tokens again when a backup from before the erasure is
 * restored; a new member under the same id used to lift it, and the restored profile and its sign-ins came back.
 */
class ErasedMemberIdTest {
    private static final String OLD_PASSWORD = "gina-password-123";

    @TempDir
    Path dir;

    @Test
    void anErasedMembersIdIsRefusedToANewMemberAndARestoredOlderBackupStillRemovesTheirProfileAndSignIns() {
        Path before;
        String oldToken;
        try (RunningHub hub = RunningHub.start(dir)) {
            Http gina = hub.member("gina", "adult", null);
            assertEquals(201, gina.post("/api/v1/memories", "{\"text\":\"my diary is under the bed\",\"scope\":\"user\"}")
                    .statusCode());
            oldToken = gina.token();
            before = HubWiring.create(TestHub.config(dir)).backup(dir.resolve("backups"));
            HttpResponse<String> removed = hub.admin().delete("/api/v1/members/gina?choice=delete");
            assertEquals(200, removed.statusCode(), removed.body());

            HttpResponse<String> again = createMember(hub, "gina");
            assertEquals(409, again.statusCode(), again.body());
            String why = json(again).get("message").asText();
            assertTrue(why.contains("'gina'") && why.contains("erased") && why.contains("Choose another id"), why);
            assertFalse(hub.admin().get("/api/v1/members").body().contains("\"gina\""), "nobody was made gina");
            assertEquals(201, createMember(hub, "gina2").statusCode(), "another id is fine");
        }

        HubWiring.create(TestHub.config(dir)).restore(before);
        try (RunningHub hub = RunningHub.start(dir)) {
            assertFalse(hub.admin().get("/api/v1/members").body().contains("\"gina\""),
                    "the restored profile of the erased member is removed again at start");
            assertEquals(401, hub.http().withToken(oldToken).get("/api/v1/memories").statusCode(),
                    "her token from the backup signs nobody in");
            assertEquals(401, hub.http().post("/api/v1/auth/login",
                    Json.write(Map.of("username", "gina", "password", OLD_PASSWORD))).statusCode(), "nor does her password");
            assertEquals(409, createMember(hub, "gina").statusCode(), "after a restore the id is still hers");
        }
    }

    private static HttpResponse<String> createMember(RunningHub hub, String id) {
        return hub.admin().post("/api/v1/members", Json.write(Map.of("id", id, "displayName", "New " + id, "role", "adult",
                "password", "a-new-password-456")));
    }
}
