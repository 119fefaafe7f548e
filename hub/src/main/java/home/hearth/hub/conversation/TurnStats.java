package home.hearth.hub.conversation;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Per-turn figures for {@code /metrics}: how many turns ended, and the p50/p95 of each milestone
 * ({@code first_reply}, {@code action_confirmed}, {@code end}) over the last {@link #WINDOW} turns
 * that reached it. No content, only times and counts.
 */
public final class TurnStats {
    public static final int WINDOW = 500;
    public static final List<String> MILESTONES = List.of("first_reply", "action_confirmed", "end");
    private final AtomicLong turns = new AtomicLong();
    private final Map<String, Deque<Long>> recent = new HashMap<>();

    void record(Map<String, Duration> milestones) {
        turns.incrementAndGet();
        synchronized (recent) {
            milestones.forEach((name, d) -> {
                Deque<Long> q = recent.computeIfAbsent(name, k -> new ArrayDeque<>());
                q.addLast(d.toMillis());
                if (q.size() > WINDOW) {
                    q.removeFirst();
                }
            });
        }
    }

    public long turns() {
        return turns.get();
    }

    /** The quantile {@code q} (0–1) of a milestone in milliseconds, 0 when no turn reached it yet. */
    public long quantileMs(String milestone, double q) {
        long[] values;
        synchronized (recent) {
            values = recent.getOrDefault(milestone, new ArrayDeque<>()).stream().mapToLong(Long::longValue).toArray();
        }
        if (values.length == 0) {
            return 0;
        }
        Arrays.sort(values);
        return values[(int) Math.max(0, Math.ceil(q * values.length) - 1)];
    }
}
