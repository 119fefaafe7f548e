package home.hearth.hub.load;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Every latency of one kind of operation, and its errors by code. Thread-safe. Successes and
 * errors are both counted; only successes carry a latency into the percentiles.
 */
final class Latencies {
    private final String kind;
    private long[] nanos = new long[1024];
    private int count;
    private final Map<String, Long> errors = new TreeMap<>();
    private final AtomicLong skipped = new AtomicLong();

    Latencies(String kind) {
        this.kind = kind;
    }

    String kind() {
        return kind;
    }

    synchronized void ok(long latencyNanos) {
        if (count == nanos.length) {
            nanos = Arrays.copyOf(nanos, count * 2);
        }
        nanos[count++] = latencyNanos;
    }

    synchronized void error(String code) {
        errors.merge(code, 1L, Long::sum);
    }

    /** A tick the client could not send because too many were still waiting (the hub fell behind). */
    void skipped() {
        skipped.incrementAndGet();
    }

    /** Forgets everything recorded so far (the warm-up's figures are not the load's). */
    synchronized void reset() {
        count = 0;
        errors.clear();
        skipped.set(0);
    }

    synchronized long successes() {
        return count;
    }

    synchronized long errorCount() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }

    synchronized Map<String, Long> errors() {
        return new TreeMap<>(errors);
    }

    /** The figures of one bench line: percentiles, counts, errors and the achieved rate over {@code seconds}. */
    synchronized Map<String, Object> figures(double seconds) {
        long[] sorted = Arrays.copyOf(nanos, count);
        Arrays.sort(sorted);
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("bench", "load");
        f.put("kind", kind);
        f.put("p50_ms", ms(sorted, 0.50));
        f.put("p95_ms", ms(sorted, 0.95));
        f.put("p99_ms", ms(sorted, 0.99));
        f.put("max_ms", sorted.length == 0 ? null : Math.round(sorted[sorted.length - 1] / 1e4) / 100.0);
        f.put("count", count);
        f.put("errors", errorCount());
        f.put("error_codes", new TreeMap<>(errors));
        f.put("skipped", skipped.get());
        f.put("rate_per_s", Math.round((count + errorCount()) / seconds * 10) / 10.0);
        return f;
    }

    private static Double ms(long[] sorted, double q) {
        if (sorted.length == 0) {
            return null;
        }
        int i = (int) Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
        return Math.round(sorted[Math.max(0, i)] / 1e4) / 100.0;
    }
}
