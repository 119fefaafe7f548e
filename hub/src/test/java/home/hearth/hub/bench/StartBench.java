package home.hearth.hub.bench;

import home.hearth.hub.testing.ChildJvm;
import home.hearth.hub.testing.TestHub;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How long a child hub takes from process start to answering HTTP on an existing database (what
 * each cycle of the crash test, and a household after a power cut, waits for), with the class-data
 * archive of {@link ChildJvm} and without it, alternating so both see the same load. Prints one
 * line per start (wall and child CPU milliseconds, the load average) and the medians.
 * {@code --rounds N} (default 5).
 */
public final class StartBench {
    private StartBench() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length == 2 && args[0].equals("--rounds") ? Integer.parseInt(args[1]) : 5;
        JsonLines out = new JsonLines(System.out);
        Path dir = ChildJvm.scratchFolder("start-bench-");
        start(dir, true); // creates the database (and the archive) once
        Map<Boolean, List<long[]>> samples = new LinkedHashMap<>(Map.of(false, new ArrayList<>(), true, new ArrayList<>()));
        for (int r = 0; r < rounds; r++) {
            for (boolean archive : List.of(false, true)) {
                long[] s = start(dir, archive);
                samples.get(archive).add(s);
                out.print(Map.of("bench", "child-start", "archive", archive, "round", r, "wall_ms", s[0], "cpu_ms", s[1]));
            }
        }
        for (boolean archive : List.of(false, true)) {
            List<long[]> s = samples.get(archive);
            out.print(Map.of("bench", "child-start-median", "archive", archive, "starts", s.size(),
                    "wall_ms", median(s, 0), "cpu_ms", median(s, 1)));
        }
    }

    /** Starts a hub on {@code dir}, waits until /openapi answers, SIGKILLs it: {wall ms, child CPU ms}. */
    private static long[] start(Path dir, boolean archive) throws IOException, InterruptedException {
        int port = TestHub.freePort();
        Map<String, String> env = TestHub.environment(dir);
        env.put("HEARTH_HTTP_PORT", String.valueOf(port));
        env.put("HEARTH_MQTT_URL", "tcp://127.0.0.1:" + TestHub.freePort());
        env.put("HEARTH_DEMO", "false");
        ProcessBuilder pb = new ProcessBuilder(ChildJvm.command("home.hearth.hub.Main", archive)).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("child.log").toFile()));
        pb.environment().putAll(env);
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest openapi = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/openapi")).build();
        long t0 = System.nanoTime();
        Process hub = pb.start();
        try {
            while (hub.isAlive()) {
                try {
                    if (http.send(openapi, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                        long wall = (System.nanoTime() - t0) / 1_000_000;
                        long cpu = hub.info().totalCpuDuration().map(Duration::toMillis).orElse(-1L);
                        return new long[] {wall, cpu};
                    }
                } catch (IOException notYet) {
                    Thread.sleep(50);
                }
            }
            throw new IllegalStateException("the hub stopped while starting; see " + dir.resolve("child.log"));
        } finally {
            hub.destroyForcibly();
            hub.waitFor();
        }
    }

    private static long median(List<long[]> samples, int i) {
        return samples.stream().mapToLong(s -> s[i]).sorted().skip(samples.size() / 2).findFirst().orElse(-1);
    }
}
