package home.hearth.hub.conversation.model;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.hub.Main;
import home.hearth.hub.config.ConfigLoader;
import home.hearth.hub.testing.ScriptedOpenAiServer;
import home.hearth.hub.testing.TestHub;
import home.hearth.hub.testing.TinyGguf;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The factory the hub starts with, and a hub that loads the in-process model and still stops on SIGTERM. */
class LanguageModelsTest {
    @TempDir
    Path dir;

    private ConfiguredModel configured(Map<String, String> extra) {
        Map<String, String> env = TestHub.environment(dir);
        env.putAll(extra);
        return LanguageModels.from(ConfigLoader.load(env));
    }

    private Optional<LanguageModel> from(Map<String, String> extra) {
        return configured(extra).model();
    }

    @Test
    void noneConfiguredMeansNoModelAndTheHubSaysSo() {
        Optional<LanguageModel> none = from(Map.of());
        assertTrue(none.isEmpty());
        assertEquals("none (local intents only)", LanguageModels.describe(none));
    }

    @Test
    void anOpenAiServerIsNamedByItsModelAndAnswers() {
        try (ScriptedOpenAiServer server = ScriptedOpenAiServer.start()) {
            server.reply(ScriptedOpenAiServer.Reply.text("Hi."));
            LanguageModel model = from(Map.of("HEARTH_LLM_URL", server.baseUrl().toString(), "HEARTH_LLM_MODEL", "qwen2.5:3b"))
                    .orElseThrow();
            try (model) {
                assertEquals("openai:qwen2.5:3b", model.id());
                assertEquals("Hi.", model.chat(new ChatRequest(List.of(ChatMessage.user("hi")), List.of(), 8,
                        Duration.ofSeconds(5)), t -> { }, () -> false).text());
            }
        }
    }

    @Test
    void aModelFileThatCannotBeLoadedIsNamedInItsHealthAndEveryCallFailsWithTheReason() throws Exception {
        Path notAModel = Files.writeString(dir.resolve("model.gguf"), "hello");
        ConfiguredModel broken = configured(Map.of("HEARTH_LLM", notAModel.toString()));
        String problem = broken.health().problem().orElseThrow();
        assertTrue(problem.contains("models.llm: ") && problem.contains("not a GGUF model file"), problem);
        LanguageModelException e = assertThrows(LanguageModelException.class, () -> broken.model().orElseThrow()
                .chat(new ChatRequest(List.of(ChatMessage.user("hi")), List.of(), 8, Duration.ofSeconds(5)), t -> { }, () -> false));
        assertTrue(e.getMessage().contains("not a GGUF model file"), e.getMessage());
    }

    @Test
    void aHubWithTheInProcessModelReportsItAndStillStopsOnSigterm() throws Exception {
        Path gguf = TinyGguf.write(dir.resolve("tiny.gguf"), 3);
        int port = TestHub.freePort();
        Map<String, String> env = TestHub.environment(dir);
        env.put("HEARTH_HTTP_PORT", String.valueOf(port));
        env.put("HEARTH_LLM", gguf.toString());
        Path log = dir.resolve("hub.log");
        ProcessBuilder pb = new ProcessBuilder(List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "--enable-native-access=ALL-UNNAMED", "--add-modules", "jdk.incubator.vector",
                        "-Djava.util.logging.manager=home.hearth.hub.logging.ShutdownSafeLogManager",
                        "-Djava.io.tmpdir=" + dir, "-cp", System.getProperty("java.class.path"), Main.class.getName()))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        pb.environment().clear();
        pb.environment().putAll(env);
        pb.environment().put("PATH", System.getenv("PATH"));
        Process hub = pb.start();
        try {
            try {
                await().atMost(Duration.ofSeconds(180)).ignoreExceptions()
                        .until(() -> !hub.isAlive() || health(port).path("status").asText().equals("UP"));
            } catch (org.awaitility.core.ConditionTimeoutException e) {
                throw new AssertionError("the hub did not start:\n" + Files.readString(log), e);
            }
            assertTrue(hub.isAlive(), "the hub stopped at start:\n" + Files.readString(log));
            assertEquals("UP", health(port).path("checks").path("language-model: llama:tiny.gguf").asText(),
                    health(port).toString());
            try (var files = Files.walk(dir.resolve("data").resolve("native"))) {
                assertTrue(files.anyMatch(f -> f.getFileName().toString().startsWith("libjllama")),
                        "the native library is unpacked under the data folder");
            }
            hub.destroy(); // SIGTERM: the shutdown hook closes the model; its leftover native thread must not hold the JVM
            assertTrue(hub.waitFor(30, TimeUnit.SECONDS), "the hub did not stop after SIGTERM:\n" + Files.readString(log));
            String out = Files.readString(log);
            assertTrue(out.contains("Language model: llama:tiny.gguf"), out);
            assertTrue(out.contains("Hearth hub stopped"), out);
        } finally {
            hub.destroyForcibly();
        }
    }

    private static JsonNode health(int port) throws Exception {
        String body = HttpClient.newHttpClient()
                .send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health")).build(),
                        HttpResponse.BodyHandlers.ofString())
                .body();
        return new ObjectMapper().readTree(body);
    }
}
