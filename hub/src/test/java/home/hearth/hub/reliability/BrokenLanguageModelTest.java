package home.hearth.hub.reliability;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import home.hearth.hub.testing.TinyGguf;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * A language model that is configured but broken (a missing GGUF file, a truncated one, a server
 * nobody runs) does not stop the hub: it starts, {@code /health} is DEGRADED and names the problem in
 * one sentence, a local intent still switches the kitchen light, and a turn that needs the model is
 * answered 503 {@code unavailable} with a sentence saying what still works.
 */
class BrokenLanguageModelTest {
    @TempDir
    Path dir;

    static Stream<Arguments> brokenModels() {
        return Stream.of(
                Arguments.of("a missing GGUF file", "missing", "there is no language model file at"),
                Arguments.of("a truncated GGUF file", "truncated", "could not be loaded by llama.cpp"),
                Arguments.of("a server nobody runs", "unreachable", "is unreachable"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenModels")
    void aBrokenModelLeavesTheHubRunningWithLocalIntentsAndSaysWhyInHealth(String what, String kind, String reason)
            throws Exception {
        try (RunningHub hub = RunningHub.start(dir, model(kind))) {
            JsonNode health = await().atMost(Duration.ofSeconds(30))
                    // The hub's MQTT client connects just after the start; until then /health is DOWN.
                    .until(() -> json(hub.http().get("/health")),
                            h -> h.has("problems") && "UP".equals(h.path("checks").path("mqtt").asText()));
            assertEquals("DEGRADED", health.path("status").asText(), health.toString());
            assertEquals(200, hub.http().get("/health").statusCode());
            String key = health.path("problems").fieldNames().next();
            assertTrue(key.startsWith("language-model: "), health.toString());
            assertEquals("DOWN", health.path("checks").path(key).asText(), health.toString());
            String sentence = health.path("problems").path(key).asText();
            assertTrue(sentence.contains(reason) && sentence.endsWith("still work."), sentence);
            assertEquals(1, sentence.split("\\. ").length, "one sentence: " + sentence);

            Http erin = hub.member("erin", "adult", null);
            await().atMost(Duration.ofSeconds(30)).until(() -> erin.get("/api/v1/devices/kitchen-light/state").statusCode() == 200);
            HttpResponse<String> on = erin.post("/api/v1/turns", "{\"text\":\"turn on the kitchen light\"}");
            assertEquals(200, on.statusCode(), on.body());
            assertEquals("confirmed", json(on).at("/actions/0/outcome").asText(), on.body());

            HttpResponse<String> chat = erin.post("/api/v1/turns", "{\"text\":\"write me a short poem about autumn leaves\"}");
            assertEquals(503, chat.statusCode(), chat.body());
            assertEquals("unavailable", json(chat).path("error").asText(), chat.body());
            assertTrue(json(chat).path("message").asText().contains("Device commands"), chat.body());
        }
    }

    private Map<String, String> model(String kind) throws Exception {
        return switch (kind) {
            case "missing" -> Map.of("HEARTH_LLM", dir.resolve("models/not-there.gguf").toString());
            case "truncated" -> {
                Path whole = TinyGguf.write(dir.resolve("whole.gguf"), 7);
                byte[] bytes = Files.readAllBytes(whole);
                yield Map.of("HEARTH_LLM", Files.write(dir.resolve("truncated.gguf"),
                        Arrays.copyOf(bytes, bytes.length / 3)).toString());
            }
            default -> Map.of("HEARTH_LLM_URL", "http://127.0.0.1:" + TestHub.freePort(), "HEARTH_LLM_MODEL", "qwen2.5:3b");
        };
    }
}
