package home.hearth.hub;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import home.hearth.hub.testing.TestHub;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.awaitility.core.ConditionTimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the hub as its own process, the way bin/hearth does, and stops it with SIGTERM. */
class HubProcessTest {
    @TempDir
    Path dir;

    @Test
    void stopsCleanlyOnSigtermWithTheDatabaseClosed() throws Exception {
        int port = TestHub.freePort();
        Map<String, String> env = TestHub.environment(dir);
        env.put("HEARTH_HTTP_PORT", String.valueOf(port));
        Path log = dir.resolve("hub.log");
        Process hub = startHub(env, log);
        try {
            // Generous: a start loads the embedder, the recogniser and the speaker model, and on a busy
            // shared machine that took over a minute. Speed is measured in the benches, not here.
            try {
                await().atMost(Duration.ofSeconds(240)).ignoreExceptions().until(() -> !hub.isAlive() || health(port) == 200);
            } catch (ConditionTimeoutException e) {
                fail("the hub did not answer /health; the end of its log:\n" + tail(log), e);
            }
            assertTrue(hub.isAlive(), "the hub stopped by itself; the end of its log:\n" + tail(log));
            long t0 = System.nanoTime();
            hub.destroy(); // SIGTERM
            assertTrue(hub.waitFor(30, TimeUnit.SECONDS), "the hub did not stop after SIGTERM");
            long ms = (System.nanoTime() - t0) / 1_000_000;
            String out = Files.readString(log);
            assertTrue(out.contains("Hearth hub stopped"), out);
            assertTrue(out.contains("Encrypted database closed"), out);
            assertEquals(0L, Files.exists(dir.resolve("data/hub.db-wal")) ? Files.size(dir.resolve("data/hub.db-wal")) : 0L,
                    "the WAL is checkpointed into the database at stop");
            System.out.println("{\"figure\":\"sigterm_stop_ms\",\"value\":" + ms + "}");
        } finally {
            hub.destroyForcibly();
        }
    }

    @Test
    void aKilledHubLeavesNoCopyOfOnnxRuntimeOrSqliteBehindAndTheNextStartUnpacksNothing() throws Exception {
        Map<String, String> env = TestHub.environment(dir);
        int port = TestHub.freePort();
        env.put("HEARTH_HTTP_PORT", String.valueOf(port));
        Path log = dir.resolve("hub.log");
        Process hub = startHub(env, log);
        try {
            await().atMost(Duration.ofSeconds(240)).ignoreExceptions().until(() -> !hub.isAlive() || health(port) == 200);
            assertTrue(hub.isAlive(), "the hub stopped by itself; the end of its log:\n" + tail(log));
        } finally {
            hub.destroyForcibly(); // SIGKILL: no shutdown hook, no delete-on-exit
            hub.waitFor(30, TimeUnit.SECONDS);
        }
        Path unpacked = dir.resolve("data/native");
        try (Stream<Path> all = Files.walk(dir)) {
            List<Path> copies = all.filter(p -> p.getFileName().toString().startsWith("libonnxruntime")).toList();
            assertEquals(2, copies.size(), "the two libraries, once: " + copies);
            assertTrue(copies.stream().allMatch(p -> p.startsWith(unpacked)), "none in the temporary folder: " + copies);
        }
        try (Stream<Path> all = Files.walk(dir)) {
            List<Path> copies = all.filter(p -> p.getFileName().toString().endsWith("libsqlitejdbc.so")).toList();
            assertEquals(1, copies.size(), "SQLite's library, once: " + copies);
            assertTrue(copies.get(0).startsWith(unpacked), "not in the temporary folder: " + copies);
        }
        assertEquals(2, Files.readString(log).lines().filter(l -> l.contains("native libraries unpacked")).count());

        Path again = dir.resolve("hub-again.log");
        Process second = startHub(env, again);
        try {
            await().atMost(Duration.ofSeconds(240)).ignoreExceptions().until(() -> !second.isAlive() || health(port) == 200);
            assertTrue(second.isAlive(), "the second start stopped by itself; the end of its log:\n" + tail(again));
            assertFalse(Files.readString(again).contains("native libraries unpacked"), "used as they are");
        } finally {
            second.destroyForcibly();
            second.waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void refusesABrokenSpeakerModelInOneSentenceNamingTheFileAndTheWayOut() throws Exception {
        Path model = Files.write(dir.resolve("campplus.onnx"), "not a model, a truncated download".getBytes());
        Map<String, String> env = TestHub.environment(dir);
        env.put("HEARTH_HTTP_PORT", String.valueOf(TestHub.freePort()));
        env.put("HEARTH_SPEAKER_MODEL", model.toString());
        Path log = dir.resolve("hub.log");
        Process hub = startHub(env, log);
        try {
            assertTrue(hub.waitFor(240, TimeUnit.SECONDS), "the hub should refuse to start; the end of its log:\n" + tail(log));
            String out = Files.readString(log);
            assertEquals(2, hub.exitValue(), out);
            List<String> refusals = out.lines().filter(l -> l.contains("Hearth cannot start")).toList();
            assertEquals(1, refusals.size(), out);
            String sentence = refusals.get(0).substring(refusals.get(0).indexOf("Hearth cannot start"));
            assertTrue(sentence.contains(model.toString()), "names the file: " + sentence);
            assertTrue(sentence.contains("Protobuf parsing failed"), "says what is wrong with it: " + sentence);
            assertTrue(sentence.contains("deploy/models/README.md") && sentence.contains("HEARTH_SPEAKER_MODEL"),
                    "says how to fix it: " + sentence);
            assertEquals(1, sentence.split("\\. ").length, "one sentence: " + sentence);
            assertFalse(out.contains("\tat ") || out.contains("Exception"), "no stack trace, no exception names:\n" + out);
        } finally {
            hub.destroyForcibly();
        }
    }

    /** The hub's own JVM, started as bin/hearth does, its output (stdout and stderr) in {@code log}. */
    private Process startHub(Map<String, String> env, Path log) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "--enable-native-access=ALL-UNNAMED", "--add-modules", "jdk.incubator.vector",
                        "-Djava.util.logging.manager=home.hearth.hub.logging.ShutdownSafeLogManager",
                        "-Djava.io.tmpdir=" + dir, "-cp", System.getProperty("java.class.path"),
                        Main.class.getName()))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        pb.environment().clear();
        pb.environment().putAll(env);
        pb.environment().put("PATH", System.getenv("PATH"));
        return pb.start();
    }

    private static String tail(Path log) {
        try {
            String all = Files.readString(log);
            return all.substring(Math.max(0, all.length() - 4_000));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    private static int health(int port) throws IOException, InterruptedException {
        return HttpClient.newHttpClient()
                .send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health")).build(),
                        HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }
}
