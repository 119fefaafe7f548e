package home.hearth.hub.load;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.web.Json;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Memory traffic over REST: writer threads creating memories as several members (closed loop,
 * with a short pause between a member's writes), and searches at a fixed rate (open loop: a
 * scheduler starts one every 1/rate s whether or not the last has answered, so a slow hub shows
 * in the latencies instead of lowering the rate). Every write answered 201 goes in the ledger.
 */
final class MemoryLoad {
    static final String[] THINGS = {"blue ladder", "spare bike pump", "camping stove", "winter tyres", "old violin",
        "garden hose", "tool box", "paint tins", "fishing rods", "sewing machine", "chess set", "rice cooker"};
    static final String[] PLACES = {"garage loft", "cellar shelf", "attic corner", "shed by the pond",
        "hall cupboard", "boot of the car", "neighbour's barn", "laundry room"};
    /** In-flight searches beyond this are skipped and counted: the hub is then far behind. */
    private static final int MAX_IN_FLIGHT = 200;

    record Acked(String member, String id, String text) {}

    private final Map<String, Rest> members;
    private final List<String> names;
    private final Queue<Acked> ledger = new ConcurrentLinkedQueue<>();
    private final AtomicLong fiveHundreds = new AtomicLong();
    private final AtomicInteger counter = new AtomicInteger();

    MemoryLoad(Map<String, Rest> members) {
        this.members = members;
        this.names = List.copyOf(members.keySet());
    }

    Queue<Acked> ledger() {
        return ledger;
    }

    long serverErrors() {
        return fiveHundreds.get();
    }

    /** {@code writers} threads, writer w as member w mod members, until {@code deadline}; returns when all stopped. */
    void write(int writers, long pauseMillis, long deadline, Latencies writes) throws InterruptedException {
        ExecutorService pool = Executors.newThreadPerTaskExecutor(Thread.ofPlatform().name("load-writer-", 1).factory());
        for (int w = 0; w < writers; w++) {
            String member = names.get(w % names.size());
            Random random = new Random(w);
            pool.execute(() -> {
                while (System.nanoTime() < deadline) {
                    writeOne(member, random, writes);
                    sleep(pauseMillis);
                }
            });
        }
        pool.shutdown();
        pool.awaitTermination(2, TimeUnit.MINUTES);
    }

    void writeOne(String member, Random random, Latencies writes) {
        int n = counter.incrementAndGet();
        String text = "I put the " + THINGS[random.nextInt(THINGS.length)] + " in the " + PLACES[random.nextInt(PLACES.length)]
                + " on day " + n + " of the big clear-out";
        Rest.Answer a = members.get(member).post("/api/v1/memories",
                Json.write(Map.of("text", text, "kind", "episodic", "scope", "user")));
        if (a.status() == 201) {
            ledger.add(new Acked(member, Json.readTree(a.body()).get("memory").get("id").asText(), text));
            writes.ok(a.nanos());
        } else if (a.status() == 200) {
            writes.ok(a.nanos()); // reinforced: a near-duplicate of an earlier write, which the ledger holds
        } else {
            count(a, writes);
        }
    }

    /** Searches at {@code perSecond} as the members in turn until {@code deadline}; waits for the last answers. */
    void search(int perSecond, long deadline, Latencies searches) throws InterruptedException {
        ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform()
                .name("load-search-clock").daemon().factory());
        ExecutorService senders = Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("load-search-", 1).factory());
        Semaphore inFlight = new Semaphore(MAX_IN_FLIGHT);
        AtomicLong tick = new AtomicLong();
        clock.scheduleAtFixedRate(() -> {
            if (System.nanoTime() >= deadline) {
                return;
            }
            if (!inFlight.tryAcquire()) {
                searches.skipped();
                return;
            }
            long t = tick.getAndIncrement();
            senders.execute(() -> {
                try {
                    searchOne(names.get((int) (t % names.size())), t, searches);
                } finally {
                    inFlight.release();
                }
            });
        }, 0, 1_000_000 / perSecond, TimeUnit.MICROSECONDS);
        long wait = deadline - System.nanoTime();
        if (wait > 0) {
            TimeUnit.NANOSECONDS.sleep(wait);
        }
        clock.shutdownNow();
        senders.shutdown();
        senders.awaitTermination(1, TimeUnit.MINUTES);
    }

    private void searchOne(String member, long t, Latencies searches) {
        String q = "where is the " + THINGS[(int) (t % THINGS.length)];
        Rest.Answer a = members.get(member).post("/api/v1/memories/search", Json.write(Map.of("q", q, "k", 5)));
        if (a.status() == 200) {
            searches.ok(a.nanos());
        } else {
            count(a, searches);
        }
    }

    private void count(Rest.Answer a, Latencies kind) {
        if (a.status() >= 500) {
            fiveHundreds.incrementAndGet();
        }
        kind.error(Rest.code(a) + errorCode(a));
    }

    private static String errorCode(Rest.Answer a) {
        try {
            JsonNode e = Json.readTree(a.body()).get("error");
            return e == null ? "" : ":" + e.asText();
        } catch (RuntimeException notJson) {
            return "";
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
