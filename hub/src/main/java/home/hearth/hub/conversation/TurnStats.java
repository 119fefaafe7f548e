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
 * that reached it; for turns that reached the language model, running totals of tokens in and out,
 * tool calls and context characters. No content, only times and counts.
 */
public final class TurnStats {
    public static final int WINDOW = 500;
    public static final List<String> MILESTONES = List.of("first_reply", "action_confirmed", "end");
    private final AtomicLong turns = new AtomicLong();
    private final AtomicLong modelTurns = new AtomicLong();
    private final AtomicLong tokensIn = new AtomicLong();
    private final AtomicLong tokensOut = new AtomicLong();
    private final AtomicLong toolCalls = new AtomicLong();
    private final AtomicLong contextChars = new AtomicLong();
    private final Map<String, Deque<Long>> recent = new HashMap<>();

    void record(Map<String, Duration> milestones, TurnFigures figures) {
        turns.incrementAndGet();
        if (figures.reachedModel()) {
            modelTurns.incrementAndGet();
            tokensIn.addAndGet(figures.tokensIn());
            tokensOut.addAndGet(figures.tokensOut());
            toolCalls.addAndGet(figures.tools().size());
            contextChars.addAndGet(figures.contextChars());
        }
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

    /** Turns that reached the language model. */
    public long modelTurns() {
        return modelTurns.get();
    }

    /** Prompt tokens over every model turn so far. */
    public long tokensIn() {
        return tokensIn.get();
    }

    /** Generated tokens over every model turn so far. */
    public long tokensOut() {
        return tokensOut.get();
    }

    /** Tool calls over every model turn so far. */
    public long toolCalls() {
        return toolCalls.get();
    }

    /** Characters of context sent in model turns' first prompts, summed (divide by model turns for the mean). */
    public long contextChars() {
        return contextChars.get();
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
