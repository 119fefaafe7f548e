package home.hearth.hub.bench;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Memory writes and searches through the whole running hub (REST, entry gate, encrypted database,
 * index), the figures the memory-core work must not make worse. Sequential calls give the latency
 * of one; four writers at once give the throughput when writers wait for each other. Prints one
 * JSON line per figure; compare two commits by running this same file on each in one session,
 * alternating (see the closing note of the memory-core work).
 *
 * <pre>
 * mvn -B -o -q -pl hub -am test-compile dependency:build-classpath -Dmdep.outputFile=cp.txt -Dmdep.includeScope=test
 * java -cp hub/target/test-classes:hub/target/classes:...:$(cat hub/cp.txt) home.hearth.hub.bench.MemoryApiBench [N]
 * </pre>
 */
public final class MemoryApiBench {
    private static final String[] TOPICS = {"tea", "bike", "garden", "school", "heating", "car", "music", "dentist"};

    private MemoryApiBench() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        JsonLines out = new JsonLines(System.out);
        Path dir = Files.createTempDirectory("hearth-memory-api-bench");
        try (RunningHub hub = RunningHub.start(dir.resolve("hub"), Map.of("HEARTH_DEMO", "false"))) {
            List<Http> members = List.of(hub.member("ana", "adult", null), hub.member("ben", "adult", null),
                    hub.member("cai", "adult", null), hub.member("dee", "adult", null));
            writes(members.get(0), 50, "warm-up"); // JIT, embedding model, index
            searches(members.get(0), 50);
            long[] write = writes(members.get(1), n, "sequential");
            long[] search = searches(members.get(1), n);
            out.print(figure("memory_api_write", write, "one POST /api/v1/memories at a time"));
            out.print(figure("memory_api_search", search, "one POST /api/v1/memories/search at a time, k=5"));
            long start = System.nanoTime();
            ExecutorService pool = Executors.newFixedThreadPool(4);
            List<Future<long[]>> each = new ArrayList<>();
            for (Http m : members) {
                each.add(pool.submit(() -> writes(m, n / 4, "concurrent")));
            }
            List<Long> all = new ArrayList<>();
            for (Future<long[]> f : each) {
                for (long t : f.get()) {
                    all.add(t);
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            pool.shutdown();
            Map<String, Object> c = figure("memory_api_write_4_writers",
                    all.stream().mapToLong(Long::longValue).toArray(), "four members writing at once");
            c.put("writes_per_s", JsonLines.round(all.size() / seconds));
            out.print(c);
        }
        System.exit(0); // the embedded broker leaves a non-daemon thread behind
    }

    private static long[] writes(Http who, int n, String label) {
        long[] t = new long[n];
        for (int i = 0; i < n; i++) {
            String text = "Note " + label + " " + i + ": the " + TOPICS[i % TOPICS.length] + " plan for week " + (i / 8)
                    + " is item " + (i * 7919 % 1000);
            long s = System.nanoTime();
            HttpResponse<String> r = who.post("/api/v1/memories", "{\"text\":\"" + text + "\",\"scope\":\"user\"}");
            t[i] = System.nanoTime() - s;
            if (r.statusCode() != 201 && r.statusCode() != 200) {
                throw new IllegalStateException("write answered " + r.statusCode() + ": " + r.body());
            }
        }
        return t;
    }

    private static long[] searches(Http who, int n) {
        long[] t = new long[n];
        for (int i = 0; i < n; i++) {
            String q = "what is the " + TOPICS[i % TOPICS.length] + " plan for week " + (i % 10);
            long s = System.nanoTime();
            HttpResponse<String> r = who.post("/api/v1/memories/search", "{\"q\":\"" + q + "\",\"k\":5}");
            t[i] = System.nanoTime() - s;
            if (r.statusCode() != 200) {
                throw new IllegalStateException("search answered " + r.statusCode() + ": " + r.body());
            }
        }
        return t;
    }

    private static Map<String, Object> figure(String name, long[] nanos, String what) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("figure", name);
        f.put("what", what);
        f.putAll(JsonLines.percentilesMs(nanos));
        return f;
    }
}
