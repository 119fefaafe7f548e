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
 * How often and when a shared memory was last used or opened, and its strength, are its owner's to see: to anybody
 * else who may read it they tell when other members asked the hub about it or looked at it.
 */
class MemoryUseOfOthersTest {
    private static final String MEMORIES = "/api/v1/memories";
    private static final List<String> USE = List.of("retrievalCount", "lastRetrievedAt", "viewCount", "lastViewedAt",
            "strength");
    @TempDir
    static Path dir;
    private static RunningHub hub;
    private static Http alice;
    private static Http bob;
    private static Http carol;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        alice = hub.member("alice", "adult", null);
        bob = hub.member("bob", "adult", null);
        carol = hub.member("carol", "adult", null);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void onlyItsOwnerSeesWhenAndHowOftenOthersUsedASharedMemory() throws Exception {
        HttpResponse<String> made = alice.post(MEMORIES,
                Json.write(Map.of("text", "The spare key to the back door hangs in the garage", "scope", "household")));
        assertEquals(201, made.statusCode(), made.body());
        String id = RunningHub.json(made).get("memory").get("id").asText();
        assertEquals(200, bob.post(MEMORIES + "/search", Json.write(Map.of("q", "where is the spare back door key")))
                .statusCode());
        assertEquals(200, bob.get(MEMORIES + "/" + id).statusCode());
        Thread.sleep(1500); // retrievals are written once a second
        for (JsonNode seen : List.of(RunningHub.json(carol.get(MEMORIES + "/" + id)),
                one(RunningHub.json(carol.get(MEMORIES + "?scope=household")).get("memories"), id))) {
            assertEquals("The spare key to the back door hangs in the garage", seen.get("text").asText());
            for (String field : USE) {
                assertFalse(seen.has(field), "carol sees " + field + " of alice's memory: " + seen);
            }
        }
        JsonNode carolsHit = one(RunningHub.json(carol.post(MEMORIES + "/search",
                Json.write(Map.of("q", "where is the spare back door key")))).get("hits"), id);
        // Her hit's score and reasons weigh her own use alone: Bob's search and view moved neither.
        assertTrue(carolsHit.get("why").asText().contains("recency 0.00, retrieved 0×"), carolsHit.toString());
        assertTrue(carolsHit.has("score") && carolsHit.has("similarity"), carolsHit.toString());
        JsonNode alicesHit = one(RunningHub.json(alice.post(MEMORIES + "/search",
                Json.write(Map.of("q", "where is the spare back door key")))).get("hits"), id);
        assertTrue(alicesHit.get("why").asText().contains("retrieved"), alicesHit.toString());
        JsonNode owners = RunningHub.json(alice.get(MEMORIES + "/" + id));
        assertTrue(owners.get("retrievalCount").asLong() >= 1, owners.toString());
        assertTrue(owners.has("lastViewedAt"), owners.toString());
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
