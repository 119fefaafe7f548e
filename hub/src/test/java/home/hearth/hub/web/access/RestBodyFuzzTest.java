package home.hearth.hub.web.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random and mutated JSON bodies against every documented operation that takes a body, as an
 * adult member: no server error, no stack trace in a body, and a refused memory write stores
 * nothing. Bounded by {@code hearth.fuzz.requests} per operation (default 25); the seed is printed
 * on failure ({@code -Dhearth.fuzz.seed=N} repeats it).
 */
class RestBodyFuzzTest {
    private static final String[] PIECES = {"{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "-1", "0",
        "1e309", "-0.0", "9223372036854775808", "\"\"", "\"   \"", "\"\\u0000\"", "\"\\ud800\"", "\"🔥\"", "\"text\"",
        "\"kind\"", "\"scope\"", "\"user\"", "\"household\"", "\"episodic\"", "\"key\"", "\"value\"", "\"granted\"",
        "\"command\"", "\"switch\"", "\"q\"", "\"k\"", "\"password\"", "\"role\"", "\"admin\"", "\"id\""};
    private static final List<String> SEEDS = List.of(
            "{\"text\":\"The bins go out on Tuesday night\",\"kind\":\"episodic\",\"scope\":\"user\"}",
            "{\"key\":\"preferred_temperature_night\",\"value\":\"21\",\"unit\":\"°C\",\"scope\":\"user\"}",
            "{\"q\":\"bins\",\"k\":5}", "{\"command\":\"switch\",\"value\":true}", "{\"granted\":true}",
            "{\"id\":\"new-member\",\"displayName\":\"New\",\"role\":\"adult\",\"password\":\"long-enough-pass\"}",
            "{\"text\":\"turn on the kitchen light\"}", "{\"kind\":\"automation\",\"label\":\"x\"}");

    @TempDir
    static Path dir;

    static RunningHub hub;
    static Http adult;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        adult = hub.member("fuzzy-fran", "adult", null);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void randomAndMutatedBodiesNeverCauseAServerErrorAStackTraceOrAPartialWrite() {
        long seed = Long.getLong("hearth.fuzz.seed", System.nanoTime());
        int perOperation = Integer.getInteger("hearth.fuzz.requests", 25);
        Random r = new Random(seed);
        List<String> wrong = new ArrayList<>();
        for (String op : bodyOperations()) {
            String method = op.substring(0, op.indexOf(' '));
            String path = op.substring(op.indexOf(' ') + 1).replace("{member}", "fuzzy-fran").replace("{id}", "fuzzy-fran")
                    .replace("{micId}", "no-such-mic").replace("{room}", "kitchen").replace("{name}", "fuzzy-client");
            if (path.startsWith("/api/v1/auth/logout") || path.startsWith("/ws/")) {
                continue;
            }
            for (int i = 0; i < perOperation; i++) {
                String body = r.nextInt(3) == 0 ? random(r) : mutate(SEEDS.get(r.nextInt(SEEDS.size())), r);
                int before = path.equals("/api/v1/memories") ? count() : -1;
                HttpResponse<String> res = send(method, path, body);
                int s = res.statusCode();
                String row = op + " ← " + abbreviated(body) + " → " + s + " " + abbreviated(res.body());
                if (s >= 500 && s != 503) {
                    wrong.add(row);
                }
                if (res.body().contains("Exception") || res.body().contains("\tat ")) {
                    wrong.add(row + " (stack trace)");
                }
                if (before >= 0 && s >= 400 && count() != before) {
                    wrong.add(row + " (a refused write stored something)");
                }
            }
        }
        assertEquals(List.of(), wrong, "seed " + seed);
        JsonNode audit = Json.readTree(hub.admin().get("/api/v1/audit/verify").body());
        assertTrue(audit.get("intact").asBoolean(), audit.toString());
    }

    private static int count() {
        return Json.readTree(adult.get("/api/v1/memories").body()).get("count").asInt();
    }

    private static List<String> bodyOperations() {
        JsonNode doc = Json.readTree(hub.http().getJson("/openapi").body());
        List<String> ops = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = doc.get("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> p = paths.next();
            for (String m : List.of("post", "put", "patch")) {
                if (p.getValue().has(m)) {
                    ops.add(m.toUpperCase(java.util.Locale.ROOT) + " " + p.getKey());
                }
            }
        }
        return ops;
    }

    private static HttpResponse<String> send(String method, String path, String body) {
        HttpRequest req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + hub.httpPort() + path))
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + adult.token())
                .method(method, HttpRequest.BodyPublishers.ofString(body)).build();
        try {
            return HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(method + " " + path + ": " + e, e);
        }
    }

    static String mutate(String base, Random r) {
        StringBuilder s = new StringBuilder(base);
        int edits = 1 + r.nextInt(5);
        for (int e = 0; e < edits && s.length() > 0; e++) {
            int at = r.nextInt(s.length());
            switch (r.nextInt(4)) {
                case 0 -> s.insert(at, PIECES[r.nextInt(PIECES.length)]);
                case 1 -> s.delete(at, Math.min(s.length(), at + 1 + r.nextInt(12)));
                case 2 -> s.setCharAt(at, (char) (32 + r.nextInt(95)));
                default -> s.insert(at, "x".repeat(r.nextInt(2000)));
            }
        }
        return s.toString();
    }

    static String random(Random r) {
        StringBuilder s = new StringBuilder();
        int n = r.nextInt(30);
        for (int i = 0; i < n; i++) {
            s.append(PIECES[r.nextInt(PIECES.length)]);
        }
        return s.toString();
    }

    private static String abbreviated(String text) {
        return text.length() <= 120 ? text : text.substring(0, 120) + "…";
    }
}
