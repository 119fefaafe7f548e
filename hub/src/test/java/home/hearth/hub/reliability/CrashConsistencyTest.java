package home.hearth.hub.reliability;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills the hub with SIGKILL at random moments (while starting, or while four writers add
 * memories over REST) and starts it again, {@code hearth.crash.cycles} times (default 35: the whole
 * test run has 30 minutes in CI, and at 50 this test took 170–213 s; {@code -Dhearth.crash.cycles=200}
 * for a longer run). In the end every acknowledged write (201) is in the database and, if active, found by search, the
 * index holds what the database holds, and the database opens every time. A failure prints the
 * seed; {@code -Dhearth.crash.seed=N} repeats a run.
 */
@Tag("crash")
class CrashConsistencyTest {
    private static final String[] WHO = {"Marta", "Joao", "Alice", "Bob", "Ines", "Tiago", "Rosa", "Hugo"};
    private static final String[] WHAT = {"blue ladder", "spare bike pump", "camping stove", "winter tyres", "old violin",
        "garden hose", "tool box", "paint tins", "fishing rods", "sewing machine", "chess set", "rice cooker"};
    private static final String[] WHERE = {"garage loft", "cellar shelf", "attic corner", "shed by the pond",
        "hall cupboard", "boot of the car", "neighbour's barn", "laundry room"};

    @TempDir
    Path dir;

    record Acked(String id, String text) {}

    @Test
    void everyAcknowledgedWriteSurvivesRepeatedKillsAndIsSearchable() throws Exception {
        int cycles = Integer.getInteger("hearth.crash.cycles", 35);
        long seed = Long.getLong("hearth.crash.seed", System.nanoTime());
        Random random = new Random(seed);
        Queue<Acked> acked = new ConcurrentLinkedQueue<>();
        AtomicInteger counter = new AtomicInteger();
        int writingCycles = 0;
        long started = System.nanoTime();
        List<Long> upMillis = new ArrayList<>();
        for (int cycle = 0; cycle < cycles; cycle++) {
            ChildHub hub = ChildHub.start(dir, Map.of());
            try {
                if (random.nextInt(5) == 0) {
                    Thread.sleep(random.nextInt(1500)); // a kill while starting: index rebuild, migrations
                } else {
                    upMillis.add(awaitUp(hub, seed));
                    writingCycles++;
                    write(hub, acked, counter, random.nextInt(900), random.nextLong());
                }
            } finally {
                hub.kill();
            }
        }
        ChildHub last = ChildHub.start(dir, Map.of());
        try {
            awaitUp(last, seed);
            check(last.http().withToken(token(last)), new ArrayList<>(acked), writingCycles, seed);
            upMillis.sort(null);
            System.out.printf("{\"bench\":\"crash-consistency\",\"cycles\":%d,\"acknowledged\":%d,\"seconds\":%.1f,"
                    + "\"seconds_per_cycle\":%.2f,\"start_to_answer_median_ms\":%d,\"load1\":%.2f,\"seed\":%d}%n",
                    cycles, acked.size(), (System.nanoTime() - started) / 1e9, (System.nanoTime() - started) / 1e9 / (cycles + 1),
                    upMillis.isEmpty() ? -1 : upMillis.get(upMillis.size() / 2),
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), seed);
        } finally {
            last.kill();
        }
    }

    /** Milliseconds from now until the hub answers (it was started just before). */
    private long awaitUp(ChildHub hub, long seed) {
        long t0 = System.nanoTime();
        await("hub up (seed " + seed + ")\n" + ChildHub.logTail(dir)).atMost(ChildHub.startDeadline())
                .pollInterval(Duration.ofMillis(100)).until(() -> {
                    assertTrue(hub.alive(), "the hub exited while starting (seed " + seed + "):\n" + ChildHub.logTail(dir));
                    return hub.answers();
                });
        return (System.nanoTime() - t0) / 1_000_000;
    }

    /** Four writers for {@code millis}; the kill comes while they are mid-request. */
    private void write(ChildHub hub, Queue<Acked> acked, AtomicInteger counter, int millis, long seed) throws Exception {
        Http admin = hub.http().withToken(token(hub));
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> writers = new ArrayList<>();
        for (int w = 0; w < 4; w++) {
            Random r = new Random(seed + w);
            writers.add(Thread.ofVirtual().start(() -> {
                while (!stop.get()) {
                    int n = counter.incrementAndGet();
                    String text = WHO[r.nextInt(WHO.length)] + " stored the " + WHAT[r.nextInt(WHAT.length)] + " in the "
                            + WHERE[r.nextInt(WHERE.length)] + " on day " + n + " of the move";
                    try {
                        HttpResponse<String> res = admin.post("/api/v1/memories",
                                Json.write(Map.of("text", text, "kind", "episodic", "scope", "user")));
                        if (res.statusCode() == 201) {
                            acked.add(new Acked(Json.readTree(res.body()).get("memory").get("id").asText(), text));
                        }
                    } catch (RuntimeException killed) {
                        return;
                    }
                }
            }));
        }
        int before = acked.size();
        await("a first write in this cycle").atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(20))
                .until(() -> acked.size() > before || !hub.alive());
        Thread.sleep(millis);
        hub.kill();
        stop.set(true);
        for (Thread t : writers) {
            t.join();
        }
    }

    private void check(Http admin, List<Acked> acked, int writingCycles, long seed) {
        assertTrue(acked.size() >= writingCycles, "each writing cycle had a write acknowledged before its kill: "
                + acked.size() + " (seed " + seed + ")");
        int active = 0;
        List<String> missing = new ArrayList<>();
        for (Acked a : acked) {
            HttpResponse<String> got = admin.get("/api/v1/memories/" + a.id());
            if (got.statusCode() != 200) {
                missing.add(a.id() + " → " + got.statusCode());
                continue;
            }
            JsonNode m = Json.readTree(got.body());
            assertEquals(a.text(), m.get("text").asText());
            if (m.get("status").asText().equals("active")) {
                active++;
                String found = admin.post("/api/v1/memories/search", Json.write(Map.of("q", a.text(), "k", 10))).body();
                if (!found.contains(a.id())) {
                    missing.add(a.id() + " not found by search");
                }
            }
        }
        assertEquals(List.of(), missing, "acknowledged writes lost after " + acked.size() + " writes (seed " + seed + ")");
        assertTrue(active > 0);
        // The listing also shows superseded memories (a later write of the same fact replaces an
        // earlier one); the index holds the active ones only.
        int listed = 0;
        for (JsonNode m : Json.readTree(admin.get("/api/v1/memories").body()).get("memories")) {
            listed += m.get("status").asText().equals("active") ? 1 : 0;
        }
        long indexed = admin.get("/metrics").body().lines().filter(l -> l.startsWith("hearth_memory_index_documents "))
                .mapToLong(l -> (long) Double.parseDouble(l.substring(l.indexOf(' ') + 1).trim())).findFirst().orElse(-1);
        assertEquals(listed, indexed, "the index holds exactly the database's active memories (seed " + seed + ")");
    }

    private static String token(ChildHub hub) {
        HttpResponse<String> r = hub.http().post("/api/v1/auth/login",
                Json.write(Map.of("username", "admin", "password", ChildHub.ADMIN_PASSWORD)));
        assertEquals(200, r.statusCode(), r.body());
        return Json.readTree(r.body()).get("token").asText();
    }
}
