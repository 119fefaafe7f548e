package home.hearth.hub.voice;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The milestones of the last {@value #WINDOW} spoken turns, for {@code /metrics}: p50 and p95 of
 * each milestone, and how many turns were counted.
 */
public final class MilestoneStats {
    static final int WINDOW = 200;
    private final Map<String, Deque<Long>> recent = new HashMap<>();
    private long turns;

    public synchronized void record(Map<String, Long> milestones) {
        turns++;
        milestones.forEach((name, ms) -> {
            Deque<Long> q = recent.computeIfAbsent(name, n -> new ArrayDeque<>());
            q.addLast(ms);
            if (q.size() > WINDOW) {
                q.removeFirst();
            }
        });
    }

    public synchronized long turns() {
        return turns;
    }

    /** The {@code q} quantile (0..1) of a milestone over the window, in ms; -1 when none was recorded. */
    public synchronized long quantile(String milestone, double q) {
        Deque<Long> values = recent.get(milestone);
        if (values == null || values.isEmpty()) {
            return -1;
        }
        long[] sorted = values.stream().mapToLong(Long::longValue).sorted().toArray();
        int index = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    /** The milestone names this hub reports. */
    public static List<String> names() {
        return Arrays.asList(Milestones.TRANSCRIPT_FINAL, Milestones.SPEAKER_DECIDED, Milestones.FIRST_REPLY,
                Milestones.ACTION_CONFIRMED);
    }
}
