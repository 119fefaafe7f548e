package home.hearth.hub.reliability;

import home.hearth.hub.testing.ChildJvm;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.TestHub;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * A hub in its own JVM (the production {@code Main}), so a test can SIGKILL it. It uses an MQTT
 * broker address where nothing listens: the hub starts anyway and keeps retrying, which is all a
 * storage test needs and saves the embedded broker's start.
 */
final class ChildHub {
    static final String ADMIN_PASSWORD = "admin-password-for-crash-tests";
    private final Process process;
    private final int port;

    private ChildHub(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    static ChildHub start(Path dir, Map<String, String> extraEnv) {
        int port = TestHub.freePort();
        Map<String, String> env = TestHub.environment(dir);
        env.put("HEARTH_HTTP_PORT", String.valueOf(port));
        env.put("HEARTH_ADMIN_PASSWORD", ADMIN_PASSWORD);
        env.put("HEARTH_MQTT_URL", "tcp://127.0.0.1:" + TestHub.freePort());
        env.put("HEARTH_DEMO", "false");
        env.putAll(extraEnv);
        // The classes come from a shared archive made once per build (ChildJvm): a sixth less CPU per start.
        ProcessBuilder pb = new ProcessBuilder(ChildJvm.command("home.hearth.hub.Main"));
        pb.environment().putAll(env);
        pb.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("child.log").toFile()));
        try {
            return new ChildHub(pb.start(), port);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Http http() {
        return new Http(port);
    }

    /** Whether the hub answers HTTP now. */
    boolean answers() {
        try {
            return http().get("/openapi").statusCode() == 200;
        } catch (RuntimeException e) {
            return false;
        }
    }

    boolean alive() {
        return process.isAlive();
    }

    /** SIGKILL: no shutdown hook, no checkpoint, no close. */
    void kill() {
        process.destroyForcibly();
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static String logTail(Path dir) {
        try {
            List<String> lines = Files.readAllLines(dir.resolve("child.log"));
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return "(no log)";
        }
    }

    static Duration startDeadline() {
        return Duration.ofSeconds(240);
    }
}
