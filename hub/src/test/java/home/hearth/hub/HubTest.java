package home.hearth.hub;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.hub.database.StorageException;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HubTest {
    @TempDir
    Path dir;

    @Test
    void answersHealthMetricsAndOpenApiWhileRunning() {
        try (Hub hub = HubWiring.create(TestHub.config(dir)).start()) {
            Http http = new Http(hub.httpPort());
            // The hub's MQTT client connects to the embedded broker just after start.
            await().atMost(Duration.ofSeconds(30)).until(() -> http.get("/health").statusCode() == 200);
            HttpResponse<String> health = http.get("/health");
            assertEquals(200, health.statusCode(), health.body());
            assertTrue(health.body().contains("\"database\":\"UP\""), health.body());
            HttpResponse<String> metrics = http.get("/metrics");
            assertTrue(metrics.body().contains("hearth_http_requests_total"), metrics.body());
            HttpResponse<String> openapi = http.get("/openapi");
            assertEquals(200, openapi.statusCode());
            assertTrue(openapi.body().startsWith("openapi: 3.0.3"), openapi.body());
            for (String path : new String[] {"/api/v1/auth/login", "/api/v1/members/{id}", "/api/v1/memories/search",
                "/api/v1/devices/{id}/state", "/api/v1/audit/verify"}) {
                assertTrue(openapi.body().contains(path + ":"), "the OpenAPI document describes " + path);
            }
            assertTrue(http.get("/health").body().contains("\"mqtt\":\"UP\""), "the embedded broker is up");
        }
    }

    @Test
    void keepsTheRetrievalCountsNotYetWrittenAcrossAStop() {
        String id;
        try (RunningHub hub = RunningHub.start(dir)) {
            Http alice = hub.member("alice", "adult", null);
            HttpResponse<String> stored = alice.post("/api/v1/memories",
                    Json.write(Map.of("text", "The spare key is with the neighbour at number 12", "scope", "user")));
            assertEquals(201, stored.statusCode(), stored.body());
            id = RunningHub.json(stored).get("memory").get("id").asText();
            HttpResponse<String> found = alice.post("/api/v1/memories/search",
                    Json.write(Map.of("q", "where is the spare key", "k", 3)));
            assertTrue(found.body().contains(id), found.body());
        } // counted retrievals are written once a second; a stop writes what waits
        try (RunningHub hub = RunningHub.start(dir)) {
            JsonNode memory = RunningHub.json(hub.signIn("alice", "alice-password-123").get("/api/v1/memories/" + id));
            assertEquals(1, memory.get("retrievalCount").asLong(), memory.toString());
        }
    }

    @Test
    void createsTheKeyFileOutsideTheDataDirectoryAtFirstStart() throws Exception {
        try (Hub hub = HubWiring.create(TestHub.config(dir)).start()) {
            assertTrue(Files.exists(dir.resolve("config/db.key")));
            assertTrue(Files.exists(dir.resolve("data/hub.db")));
        }
    }

    @Test
    void refusesToStartWithTheWrongKeyAndLeavesTheDatabaseAsItWas() throws Exception {
        try (Hub hub = HubWiring.create(TestHub.config(dir)).start()) {
            assertTrue(new Http(hub.httpPort()).get("/health").body().contains("\"database\":\"UP\""));
        }
        byte[] before = Files.readAllBytes(dir.resolve("data/hub.db"));
        Map<String, String> env = TestHub.environment(dir);
        env.put("HEARTH_DB_KEY", "0".repeat(64));
        StorageException e = assertThrows(StorageException.class,
                () -> HubWiring.create(home.hearth.hub.config.ConfigLoader.load(env)).start());
        assertTrue(e.getMessage().contains("the key is wrong"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(dir.resolve("data/hub.db")), "the database file is byte for byte as it was");
    }

    @Test
    void refusesToStartWithABrokenPolicyFileAndNamesTheLine() throws Exception {
        Path policy = Files.writeString(dir.resolve("household-policy.yaml"), "retention:\n  episodic: forever\n");
        Map<String, String> env = TestHub.environment(dir);
        env.put("HEARTH_POLICY_FILE", policy.toString());
        var e = assertThrows(home.hearth.hub.config.ConfigException.class,
                () -> HubWiring.create(home.hearth.hub.config.ConfigLoader.load(env)).start());
        assertTrue(e.getMessage().contains("household-policy.yaml:2: retention.episodic"), e.getMessage());
        assertTrue(e.getMessage().contains("forever"), e.getMessage());
        assertTrue(!Files.exists(dir.resolve("data/hub.db")), "nothing was written");
    }

    @Test
    void loadsTheInventoryFileAtStartAndRefusesABrokenOneByLine() throws Exception {
        Path file = Files.writeString(dir.resolve("inventory.yaml"), """
                devices:
                  - name: Garden pump
                    room: garden
                    capabilities: [plug]
                    topic: zigbee2mqtt/garden_pump
                """);
        try (RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_INVENTORY_FILE", file.toString()))) {
            assertTrue(hub.admin().get("/api/v1/devices").body().contains("garden-pump"));
        }
        Map<String, String> env = TestHub.environment(dir);
        env.put("HEARTH_INVENTORY_FILE", file.toString());
        Files.writeString(file, "devices:\n  - name: Broken\n    capabilities: [teleporter]\n    topic: zigbee2mqtt/x\n");
        var e = assertThrows(home.hearth.devices.DevicesException.class,
                () -> HubWiring.create(home.hearth.hub.config.ConfigLoader.load(env)).start());
        assertTrue(e.getMessage().contains("inventory.yaml") && e.getMessage().contains("teleporter"), e.getMessage());
    }

    @Test
    void answersUnknownPathsWithTheJsonErrorShape() throws Exception {
        try (Hub hub = HubWiring.create(TestHub.config(dir)).start()) {
            HttpResponse<String> r = new Http(hub.httpPort()).get("/api/v1/nothing-here");
            assertEquals(404, r.statusCode(), r.body());
            assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"),
                    "the error is JSON: " + r.headers().map());
            JsonNode error = new ObjectMapper().readTree(r.body());
            assertEquals(java.util.Set.of("error", "message"), fieldNames(error), r.body());
            assertEquals("not_found", error.get("error").asText(), r.body());
            assertEquals("No such resource: /api/v1/nothing-here", error.get("message").asText(), r.body());
        }
    }

    private static java.util.Set<String> fieldNames(JsonNode node) {
        java.util.Set<String> names = new java.util.TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
