package home.hearth.hub.web.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The conversation session a working memory belongs to, and the session named in a memory's why ({@code turn:s-…}),
 * are its owner's: another member who may read the shared memory sees neither the session id nor it inside the why.
 */
class WorkingMemorySessionTest {
    private static final String MEMORIES = "/api/v1/memories";
    @TempDir
    static Path dir;
    private static RunningHub hub;
    private static Http alice;
    private static Http bob;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        alice = hub.member("alice", "adult", null);
        bob = hub.member("bob", "adult", null);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void onlyItsOwnerSeesTheConversationSessionOfASharedWorkingMemory() {
        HttpResponse<String> turn = alice.post("/api/v1/turns", "{\"text\":\"is the marzipan-lamp on?\"}");
        assertEquals(200, turn.statusCode(), turn.body());
        String session = RunningHub.json(turn).get("session").asText();
        HttpResponse<String> made = alice.post(MEMORIES, Json.write(Map.of("text",
                "We are sorting the garden shed this afternoon, the ladder is out", "kind", "working",
                "scope", "household", "session", session, "why", "turn:" + session)));
        assertEquals(201, made.statusCode(), made.body());
        String id = RunningHub.json(made).get("memory").get("id").asText();

        for (JsonNode seen : List.of(RunningHub.json(bob.get(MEMORIES + "/" + id)),
                one(RunningHub.json(bob.get(MEMORIES + "?scope=household")).get("memories"), id))) {
            assertEquals("working", seen.get("kind").asText(), "bob may read the shared working memory: " + seen);
            assertFalse(seen.has("session"), "bob sees alice's session: " + seen);
            assertEquals("turn", seen.get("why").asText(), "where it came from, without the session: " + seen);
            assertFalse(seen.toString().contains(session), seen.toString());
        }
        JsonNode bobsVersions = RunningHub.json(bob.get(MEMORIES + "/" + id + "/versions"));
        assertFalse(bobsVersions.toString().contains(session), "the versions name alice's session: " + bobsVersions);
        assertEquals("turn", bobsVersions.get("versions").get(0).get("why").asText());

        JsonNode owners = RunningHub.json(alice.get(MEMORIES + "/" + id));
        assertEquals(session, owners.get("session").asText(), "its owner sees her session");
        assertEquals("turn:" + session, owners.get("why").asText());
        JsonNode alicesVersions = RunningHub.json(alice.get(MEMORIES + "/" + id + "/versions"));
        assertEquals("turn:" + session, alicesVersions.get("versions").get(0).get("why").asText());
        assertTrue(alice.get(MEMORIES + "/export").body().contains(session), "and her export keeps it");
    }

    private static JsonNode one(JsonNode memories, String id) {
        for (JsonNode m : memories) {
            if (m.get("id").asText().equals(id)) {
                return m;
            }
        }
        throw new AssertionError("not listed: " + id + " in " + memories);
    }
}
