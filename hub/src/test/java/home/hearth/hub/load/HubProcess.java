package home.hearth.hub.load;

import home.hearth.hub.testing.ChildJvm;
import home.hearth.hub.testing.TestHub;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The real hub in its own JVM, started the way {@code bin/hearth} starts it (same flags and heap
 * limit, the production {@code Main}), so its resident memory can be read from
 * {@code /proc/<pid>/status}. Stopped with SIGTERM.
 */
final class HubProcess implements AutoCloseable {
    static final String ADMIN_PASSWORD = "admin-password-for-load-tests";
    private final Process process;
    private final int httpPort;
    private final int mqttPort;
    private final Path log;

    private HubProcess(Process process, int httpPort, int mqttPort, Path log) {
        this.process = process;
        this.httpPort = httpPort;
        this.mqttPort = mqttPort;
        this.log = log;
    }

    /**
     * Starts the hub on free loopback ports with its data in {@code dir}, with bin/hearth's memory
     * settings (malloc arenas, native trimming, idle heap uncommit); {@code heap} as its -Xmx.
     * {@code HEARTH_LOAD_JAVA_OPTIONS} adds JVM options for an investigation (e.g.
     * {@code -XX:NativeMemoryTracking=summary}, then {@code jcmd <pid> VM.native_memory summary}).
     */
    static HubProcess start(Path dir, Map<String, String> extraEnv, String heap) {
        Map<String, String> env = TestHub.environment(dir);
        int http = TestHub.freePort();
        env.put("HEARTH_HTTP_PORT", String.valueOf(http));
        env.put("HEARTH_ADMIN_PASSWORD", ADMIN_PASSWORD);
        env.put("PATH", System.getenv("PATH"));
        env.put("ORT_DISABLE_TELEMETRY", "1");
        env.put("TMPDIR", dir.toString());
        for (String inherited : List.of("DJL_CACHE_DIR", "XDG_CACHE_HOME")) {
            if (System.getenv(inherited) != null) {
                env.put(inherited, System.getenv(inherited));
            }
        }
        env.put("MALLOC_ARENA_MAX", "2");
        if (System.getenv("HEARTH_LOAD_JAVA_OPTIONS") != null) {
            env.put("JAVA_TOOL_OPTIONS", System.getenv("HEARTH_LOAD_JAVA_OPTIONS"));
        }
        env.putAll(extraEnv);
        Path log = dir.resolve("hub.log");
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "-XX:+UnlockExperimentalVMOptions", "-XX:TrimNativeHeapInterval=10000",
                "-XX:G1PeriodicGCInterval=60000", "--enable-native-access=ALL-UNNAMED", "--add-modules", "jdk.incubator.vector",
                "-Djava.util.logging.manager=home.hearth.hub.logging.ShutdownSafeLogManager",
                "-Djava.io.tmpdir=" + dir, "-Djna.tmpdir=" + dir, "-cp", String.join(java.io.File.pathSeparator, ChildJvm.classpath()), "home.hearth.hub.Main");
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().clear();
        pb.environment().putAll(env);
        try {
            return new HubProcess(pb.start(), http, Integer.parseInt(env.get("HEARTH_MQTT_PORT")), log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    int httpPort() {
        return httpPort;
    }

    int mqttPort() {
        return mqttPort;
    }

    long pid() {
        return process.pid();
    }

    boolean alive() {
        return process.isAlive();
    }

    /** A field of {@code /proc/<pid>/status} in MiB ({@code VmRSS}, {@code VmHWM}), or -1 when unreadable. */
    double memoryMiB(String field) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(pid()), "status"))) {
                if (line.startsWith(field + ":")) {
                    String kb = line.substring(field.length() + 1).trim().split("\\s+")[0];
                    return Math.round(Long.parseLong(kb) / 1024.0 * 10) / 10.0;
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    /** The hub's own log (stdout and stderr; no memory text or transcript above DEBUG). */
    Path log() {
        return log;
    }

    String logTail() {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    /** Lines of the hub's log containing {@code text} (warnings and errors under load). */
    List<String> logLines(String text) {
        try {
            return new ArrayList<>(Files.readAllLines(log).stream().filter(l -> l.contains(text)).toList());
        } catch (IOException e) {
            return List.of();
        }
    }

    /** SIGTERM, then waits; whether it stopped within 30 s. */
    boolean stop() {
        process.destroy();
        try {
            return process.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Override
    public void close() {
        if (process.isAlive() && !stop()) {
            process.destroyForcibly();
        }
    }
}
