package home.hearth.hub.bench;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Local-intent turns through {@code POST /api/v1/turns} against the demo household's simulated
 * devices, beside the device round trip alone ({@code /api/v1/devices/...}) in the same run on the
 * same hub: wall time per request and the turn's own milestones (first reply, action confirmed),
 * p50/p95. Args: {@code [samples]} (default 100).
 */
public final class TurnBench {
    private TurnBench() {}

    public static void main(String[] args) throws Exception {
        int samples = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        JsonLines out = new JsonLines(System.out);
        Path dir = Files.createTempDirectory("turn-bench");
        try (RunningHub hub = RunningHub.start(dir)) {
            Http olga = hub.member("olga", "adult", null);
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (olga.get("/api/v1/devices/kitchen-light/state").statusCode() != 200 && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            run(olga, 20);
            Map<String, long[]> r = run(olga, samples);
            print(out, "command", r.get("turn_command"), r.get("first_reply_command"), r.get("action_confirmed"),
                    r.get("device_command"), samples);
            print(out, "state_question", r.get("turn_question"), r.get("first_reply_question"), null, r.get("device_state"),
                    samples);
        }
        System.exit(0);
    }

    private static Map<String, long[]> run(Http olga, int n) {
        Map<String, long[]> r = new LinkedHashMap<>();
        for (String k : new String[] {"turn_command", "first_reply_command", "action_confirmed", "device_command",
            "turn_question", "first_reply_question", "device_state"}) {
            r.put(k, new long[n]);
        }
        for (int i = 0; i < n; i++) {
            boolean on = i % 2 == 0;
            r.get("device_command")[i] = timed(() -> olga.post("/api/v1/devices/kitchen-light/commands",
                    "{\"command\":\"switch\",\"value\":" + !on + "}"));
            long t0 = System.nanoTime();
            JsonNode turn = json(olga.post("/api/v1/turns", "{\"text\":\"turn " + (on ? "on" : "off") + " the kitchen light\"}"));
            r.get("turn_command")[i] = System.nanoTime() - t0;
            r.get("first_reply_command")[i] = millis(turn, "first_reply");
            r.get("action_confirmed")[i] = millis(turn, "action_confirmed");
            r.get("device_state")[i] = timed(() -> olga.get("/api/v1/devices/kitchen-light/state"));
            t0 = System.nanoTime();
            JsonNode q = json(olga.post("/api/v1/turns", "{\"text\":\"is the kitchen light on?\"}"));
            r.get("turn_question")[i] = System.nanoTime() - t0;
            r.get("first_reply_question")[i] = millis(q, "first_reply");
        }
        return r;
    }

    private static void print(JsonLines out, String intent, long[] wall, long[] firstReply, long[] confirmed, long[] baseline,
            int n) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("bench", "turn_local_intent");
        line.put("intent", intent);
        line.put("turn_wall", JsonLines.percentilesMs(wall));
        line.put("first_reply", JsonLines.percentilesMs(firstReply));
        if (confirmed != null) {
            line.put("action_confirmed", JsonLines.percentilesMs(confirmed));
        }
        line.put("baseline", Map.of("what", intent.equals("command") ? "POST /api/v1/devices/{id}/commands alone"
                : "GET /api/v1/devices/{id}/state alone", "wall", JsonLines.percentilesMs(baseline)));
        line.put("samples", n);
        out.print(line);
    }

    private static long timed(Supplier<HttpResponse<String>> call) {
        long t0 = System.nanoTime();
        HttpResponse<String> r = call.get();
        if (r.statusCode() >= 300) {
            throw new IllegalStateException("bench call failed: " + r.statusCode() + " " + r.body());
        }
        return System.nanoTime() - t0;
    }

    private static JsonNode json(HttpResponse<String> r) {
        if (r.statusCode() != 200) {
            throw new IllegalStateException("turn failed: " + r.statusCode() + " " + r.body());
        }
        return RunningHub.json(r);
    }

    private static long millis(JsonNode turn, String milestone) {
        JsonNode v = turn.path("milestones").path(milestone);
        if (!v.isNumber()) {
            throw new IllegalStateException("no " + milestone + " milestone in " + turn);
        }
        return Duration.ofMillis(v.asLong()).toNanos();
    }
}
