package home.hearth.hub.conversation.timers.internal;

import home.hearth.hub.conversation.timers.Timer;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Timers due later than {@code every} from now, watched by one shared check of the clock. The wait is measured by
 * the scheduler, the due time by the clock, and the clock may jump (a Pi without a battery clock setting its time from
 * the network after it started; a test moving its clock): so the check asks the clock once per {@code every}, for all
 * of them, and hands each that is now due within {@code every} to {@code due} (with the time it read) for its exact
 * wait. A hundred waiting timers wake the thread no more often than one; with none waiting, the check stops.
 */
public final class WaitingTimers {
    private static final Logger LOG = LoggerFactory.getLogger(WaitingTimers.class);
    private final ScheduledExecutorService scheduler;
    private final Clock clock;
    private final Duration every;
    private final BiConsumer<Timer, Instant> due;
    /** By id. */
    private final Map<String, Timer> waiting = new ConcurrentHashMap<>();
    /** The shared check, running while any timer waits; guarded by {@code waiting}. */
    private ScheduledFuture<?> check;

    public WaitingTimers(ScheduledExecutorService scheduler, Clock clock, Duration every, BiConsumer<Timer, Instant> due) {
        this.scheduler = scheduler;
        this.clock = clock;
        this.every = every;
        this.due = due;
    }

    public void add(Timer t) {
        waiting.put(t.id(), t);
        synchronized (waiting) {
            if (check == null) {
                check = scheduler.scheduleWithFixedDelay(this::check, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
            }
        }
    }

    /** Stops watching a timer (cancelled, deleted); nothing when it was not waiting. */
    public void remove(String id) {
        waiting.remove(id);
    }

    /** One look at the clock; timers now due within {@code every} leave for their exact wait. */
    private void check() {
        try {
            Instant now = clock.instant();
            for (Timer t : waiting.values()) {
                if (!t.dueAt().isAfter(now.plus(every)) && waiting.remove(t.id(), t)) {
                    due.accept(t, now);
                }
            }
        } catch (RuntimeException e) {
            // a check that throws would end the periodic check for every timer
            LOG.warn("The timers' check failed ({}); checking again in {} s", e.toString(), every.toSeconds());
        }
        synchronized (waiting) {
            if (waiting.isEmpty() && check != null) {
                check.cancel(false);
                check = null;
            }
        }
    }
}
