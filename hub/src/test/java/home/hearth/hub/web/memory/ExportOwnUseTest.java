package home.hearth.hub.web.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.memory.MemoryFixture;
import home.hearth.hub.web.Json;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import io.helidon.webserver.WebServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A member's export holds her own use of the memories she may read (hers and others' shared ones): how often and when
 * she retrieved each, never another member's use. The production routing on a real server, real searches, the real
 * once-a-second counts.
 */
class ExportOwnUseTest {
    @TempDir
    Path dir;
    private MemoryFixture f;
    private WebServer server;
    private final HttpClient http = HttpClient.newHttpClient();
    private String boiler;
    private String bikes;
    private String bobsPrivate;

    @BeforeEach
    void start() throws Exception {
        f = new MemoryFixture(dir);
        server = WebServer.builder().port(0).routing(r -> {
            r.addFilter((chain, req, res) -> {
                req.headers().first(io.helidon.http.HeaderNames.create("X-Test-Member")).ifPresent(m ->
                        RequestPrincipal.set(req, Principal.verified(MemberId.of(m), Role.ADULT)));
                chain.proceed();
            });
            home.hearth.hub.web.ErrorHandling.register(r);
            MemoryApi.routing(r, f.service);
        }).build().start();
        boiler = id(call("bob", "POST", "", "{\"text\":\"The boiler service is due in March\",\"scope\":\"household\"}"));
        bikes = id(call("alice", "POST", "", "{\"text\":\"The bikes are locked in the garden shed\",\"scope\":\"household\"}"));
        bobsPrivate = id(call("bob", "POST", "", "{\"text\":\"I hide the birthday presents in the loft\",\"scope\":\"user\"}"));
    }

    @AfterEach
    void stop() {
        server.stop();
        f.close();
    }

    @Test
    void herExportHoldsHerOwnUseOfWhatSheMayReadAndNobodyElses() throws Exception {
        search("alice", "when is the boiler service due");
        for (int i = 0; i < 3; i++) {
            search("bob", "when is the boiler service due");
            search("bob", "where are the bikes");
        }
        f.clock.advance(java.time.Duration.ofMinutes(5));
        search("alice", "where are the bikes");
        search("alice", "where are the bikes");
        // A use row of a memory she may not read (Bob's own, private): as if its scope had changed since.
        try (Connection c = f.db.dataSource().getConnection(); PreparedStatement p = c.prepareStatement(
                "INSERT INTO memory_use(memory_id, member_id, retrieval_count, last_retrieved_at) VALUES (?, 'alice', 1, ?)")) {
            p.setString(1, bobsPrivate);
            p.setString(2, "2026-07-15T09:00:00.000Z");
            p.executeUpdate();
        }

        JsonNode alice = call("alice", "GET", "/export", null);
        Map<String, JsonNode> hers = byMemory(alice.get("ownUse"));
        assertEquals(Map.of(bikes, 2L, boiler, 1L), counts(hers), alice.toString());
        assertEquals(bikes, alice.get("ownUse").get(0).get("memory").asText(), "most recently used first");
        assertEquals("2026-07-15T10:05:00Z", hers.get(bikes).get("lastRetrievedAt").asText());
        assertEquals("2026-07-15T10:00:00Z", hers.get(boiler).get("lastRetrievedAt").asText());
        assertEquals(5, alice.get("memories").get(0).get("retrievalCount").asInt(),
                "her own memory's totals (everybody's: the owner's figure) are unchanged");
        assertFalse(alice.toString().contains(bobsPrivate), "no use of a memory she may not read");
        assertFalse(alice.toString().contains("presents"));

        JsonNode bob = call("bob", "GET", "/export", null);
        assertEquals(Map.of(boiler, 3L, bikes, 3L), counts(byMemory(bob.get("ownUse"))), bob.toString());
        assertTrue(bob.get("ownUse").findValues("lastRetrievedAt").stream().allMatch(t -> t.asText().equals("2026-07-15T10:00:00Z")),
                "Alice's later searches are not in Bob's figures: " + bob);
    }

    private void search(String member, String q) throws Exception {
        JsonNode r = call(member, "POST", "/search", "{\"q\":\"" + q + "\",\"k\":1}");
        assertEquals(1, r.get("hits").size(), r.toString());
    }

    private static Map<String, JsonNode> byMemory(JsonNode use) {
        Map<String, JsonNode> out = new HashMap<>();
        use.forEach(u -> out.put(u.get("memory").asText(), u));
        return out;
    }

    private static Map<String, Long> counts(Map<String, JsonNode> use) {
        Map<String, Long> out = new HashMap<>();
        use.forEach((id, u) -> out.put(id, u.get("retrievalCount").asLong()));
        return out;
    }

    private static String id(JsonNode created) {
        return created.get("memory").get("id").asText();
    }

    private JsonNode call(String member, String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + MemoryApi.PATH + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json")
                .header("X-Test-Member", member);
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(r.statusCode() / 100 == 2, r.statusCode() + " " + r.body());
        return Json.MAPPER.readTree(r.body());
    }
}
