package home.hearth.hub.web.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Memory request bodies bound to records, through the real server: an unknown field, a wrong
 * type, a missing or null required field, deep nesting and an oversized body are each a clear
 * error naming the field's path and the form it takes, and nothing is stored or changed.
 */
class MemoryRequestBodiesTest {
    private static final String MEMORIES = "/api/v1/memories";
    @TempDir
    static Path dir;
    private static RunningHub hub;
    private static Http alice;
    private static String existing;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        alice = hub.member("alice", "adult", null);
        HttpResponse<String> stored = alice.post(MEMORIES, "{\"text\":\"The spare key hangs in the shed\",\"scope\":\"user\"}");
        assertEquals(201, stored.statusCode(), stored.body());
        existing = RunningHub.json(stored).get("memory").get("id").asText();
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void anUnknownFieldIsRefusedNamingItAndTheFieldsAllowed() {
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins on Tuesday\",\"scope\":\"user\",\"colour\":\"red\"}"),
                "Unknown field 'colour'", "scope", "ttlMinutes");
        assertBadRequest(alice.patch(MEMORIES + "/" + existing, "{\"text\":\"In the shed\",\"scope\":\"household\"}"),
                "Unknown field 'scope'", "importance");
        assertBadRequest(alice.post(MEMORIES + "/search", "{\"q\":\"key\",\"limit\":3}"), "Unknown field 'limit'", "k");
        assertBadRequest(alice.post(MEMORIES + "/" + existing + "/consent", "{\"granted\":true,\"why\":\"x\"}"),
                "Unknown field 'why'", "granted");
        assertNothingChanged();
    }

    @Test
    void aWrongTypeIsRefusedWithTheFieldsPathAndTheExpectedForm() {
        assertBadRequest(alice.post(MEMORIES, "{\"text\":5,\"scope\":\"user\"}"), "text: expected a string, got the number 5");
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins\",\"scope\":\"user\",\"links\":[\"m-1\",7]}"),
                "links[1]: expected a string");
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins\",\"scope\":\"user\",\"contexts\":\"weekend\"}"),
                "contexts: expected an array of strings");
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins\",\"scope\":\"user\",\"validFrom\":1767225600}"),
                "validFrom: expected an ISO-8601 instant");
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins\",\"scope\":\"user\",\"happenedAt\":\"last tuesday\"}"),
                "happenedAt: expected an ISO-8601 instant", "last tuesday");
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins\",\"scope\":\"user\",\"importance\":\"high\"}"),
                "importance: expected a number");
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins\",\"scope\":\"user\",\"kind\":\"working\",\"ttlMinutes\":1.5}"),
                "ttlMinutes: expected a whole number");
        assertBadRequest(alice.post(MEMORIES, "{\"key\":\"bedtime\",\"value\":{\"h\":21},\"scope\":\"user\"}"),
                "value: expected a number or a non-empty string");
        assertBadRequest(alice.post(MEMORIES + "/search", "{\"q\":\"key\",\"k\":\"5\"}"), "k: expected a whole number");
        assertBadRequest(alice.post(MEMORIES + "/search", "{\"q\":[\"key\"]}"), "q: expected a string, got an array");
        assertBadRequest(alice.post(MEMORIES + "/" + existing + "/consent", "{\"granted\":\"yes\"}"),
                "granted: expected true or false");
        assertBadRequest(alice.patch(MEMORIES + "/" + existing, "{\"importance\":true}"), "importance: expected a number");
        assertNothingChanged();
    }

    @Test
    void aMissingOrNullRequiredFieldIsRefusedNamingIt() {
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins on Tuesday\"}"), "scope: required");
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins on Tuesday\",\"scope\":null}"), "scope: required");
        assertBadRequest(alice.post(MEMORIES, "{\"scope\":\"user\"}"), "'text'", "'key'");
        assertBadRequest(alice.post(MEMORIES, "{\"key\":\"bedtime\",\"scope\":\"user\"}"), "value: required with 'key'");
        assertBadRequest(alice.post(MEMORIES + "/search", "{\"k\":3}"), "q: required");
        assertBadRequest(alice.post(MEMORIES + "/search", "{\"q\":null}"), "q: required");
        assertBadRequest(alice.post(MEMORIES + "/" + existing + "/consent", "{}"), "granted: required");
        assertBadRequest(alice.post(MEMORIES + "/" + existing + "/consent", "{\"granted\":null}"), "granted: required");
        assertNothingChanged();
    }

    @Test
    void aRecordsOwnRuleNamesTheField() {
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins\",\"scope\":\"user\",\"importance\":1.5}"),
                "importance: expected a number from 0 to 1");
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins\",\"scope\":\"user\",\"contexts\":[\"weekend\",\" \"]}"),
                "contexts[1]: expected a non-empty string");
        assertBadRequest(alice.post(MEMORIES, "{\"text\":\"Bins\",\"scope\":\"user\",\"validFrom\":\"2026-07-12T08:00:00Z\","
                + "\"validUntil\":\"2026-07-01T08:00:00Z\"}"), "validUntil: must be after validFrom");
        assertBadRequest(alice.post(MEMORIES + "/search", "{\"q\":\"key\",\"k\":0}"), "k: expected a whole number 1–100");
        assertNothingChanged();
    }

    @Test
    void deepNestingIs400OnEveryBodyNotJustCreate() {
        String deep = "[".repeat(100) + "]".repeat(100);
        for (HttpResponse<String> r : java.util.List.of(
                alice.post(MEMORIES + "/search", "{\"q\":" + deep + "}"),
                alice.patch(MEMORIES + "/" + existing, "{\"text\":" + deep + "}"),
                alice.post(MEMORIES + "/" + existing + "/consent", "{\"granted\":" + deep + "}"))) {
            assertBadRequest(r, "deeper than 32");
        }
        assertNothingChanged();
    }

    @Test
    void anOversizedBodyIs413OnEveryBody() {
        String big = "x".repeat(5 * 1024 * 1024);
        assertEquals(413, sendAskingFirst(alice, "POST", MEMORIES + "/search", "{\"q\":\"" + big + "\"}"));
        assertEquals(413, sendAskingFirst(alice, "PATCH", MEMORIES + "/" + existing, "{\"text\":\"" + big + "\"}"));
        assertNothingChanged();
    }

    @Test
    void nullOptionalFieldsAndANumericValueAreStillAccepted() {
        HttpResponse<String> r = alice.post(MEMORIES, "{\"key\":\"preferred_temperature_night\",\"value\":19.5,\"unit\":\"°C\","
                + "\"scope\":\"user\",\"why\":null,\"links\":null,\"importance\":1}");
        assertEquals(201, r.statusCode(), r.body());
        JsonNode m = RunningHub.json(r).get("memory");
        assertEquals("structured", m.get("kind").asText());
        assertTrue(m.toString().contains("19.5"), m.toString());
        assertEquals(204, alice.delete(MEMORIES + "/" + m.get("id").asText()).statusCode());
    }

    /**
     * Sends with {@code Expect: 100-continue}, so the server's 413 arrives before the body is sent: without
     * it the server may close the connection while the client still writes 5 MiB (a broken pipe, not an answer).
     */
    static int sendAskingFirst(Http who, String method, String path, String body) {
        java.net.http.HttpRequest req = java.net.http.HttpRequest.newBuilder(java.net.URI.create(who.base() + path))
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + who.token())
                .expectContinue(true).method(method, java.net.http.HttpRequest.BodyPublishers.ofString(body)).build();
        try {
            return java.net.http.HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (java.io.IOException | InterruptedException e) {
            throw new AssertionError(method + " " + path + ": " + e, e);
        }
    }

    private static void assertBadRequest(HttpResponse<String> r, String... phrases) {
        assertEquals(400, r.statusCode(), r.body());
        JsonNode body = RunningHub.json(r);
        assertEquals("bad_request", body.get("error").asText(), r.body());
        String message = body.get("message").asText();
        for (String phrase : phrases) {
            assertTrue(message.contains(phrase), "expected '" + phrase + "' in: " + message);
        }
        assertFalse(message.contains("com.fasterxml") || message.contains("java.") || message.contains("Exception"), message);
    }

    private static void assertNothingChanged() {
        JsonNode list = RunningHub.json(alice.get(MEMORIES + "?scope=user"));
        assertEquals(1, list.get("count").asInt(), list.toString());
        JsonNode kept = RunningHub.json(alice.get(MEMORIES + "/" + existing));
        assertEquals("The spare key hangs in the shed", kept.get("text").asText());
        assertEquals(1, RunningHub.json(alice.get(MEMORIES + "/" + existing + "/versions")).get("versions").size());
    }
}
