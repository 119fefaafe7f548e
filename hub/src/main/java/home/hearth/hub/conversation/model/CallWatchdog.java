package home.hearth.hub.conversation.model;

import home.hearth.hub.lifecycle.Repeating;
import java.io.Closeable;
import java.io.IOException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Closes a streaming reply when the caller cancels or the deadline passes, so a server that stalls
 * mid-stream cannot hold a turn: a blocked read wakes up with an {@link IOException}, and the
 * {@link Watch} says why.
 */
final class CallWatchdog implements AutoCloseable {
    static final long POLL_MILLIS = 50;

    private static final Logger LOG = LoggerFactory.getLogger(CallWatchdog.class);
    private final ScheduledExecutorService timer;

    CallWatchdog(String threadName) {
        this.timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, threadName);
            thread.setDaemon(true);
            return thread;
        });
    }

    Watch watch(Closeable stream, long deadlineNanos, BooleanSupplier cancelled) {
        Watch watch = new Watch(stream, deadlineNanos, cancelled);
        watch.task = timer.scheduleWithFixedDelay(Repeating.surviving(LOG, "A language model call's watchdog", watch::check), POLL_MILLIS, POLL_MILLIS, TimeUnit.MILLISECONDS);
        return watch;
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }

    static final class Watch implements AutoCloseable {
        private final Closeable stream;
        private final long deadlineNanos;
        private final BooleanSupplier cancelled;
        private final AtomicBoolean byCaller = new AtomicBoolean();
        private final AtomicBoolean byDeadline = new AtomicBoolean();
        private volatile ScheduledFuture<?> task;

        private Watch(Closeable stream, long deadlineNanos, BooleanSupplier cancelled) {
            this.stream = stream;
            this.deadlineNanos = deadlineNanos;
            this.cancelled = cancelled;
        }

        private void check() {
            if (cancelled.getAsBoolean()) {
                byCaller.set(true);
            } else if (System.nanoTime() - deadlineNanos >= 0) {
                byDeadline.set(true);
            } else {
                return;
            }
            try {
                stream.close();
            } catch (IOException | RuntimeException ignored) {
                // closing is how the blocked read is woken; a failure to close changes nothing
            } finally {
                task.cancel(false); // once: a close that threw was otherwise tried, and logged, every 50 ms
            }
        }

        boolean cancelledByCaller() {
            return byCaller.get();
        }

        boolean timedOut() {
            return byDeadline.get();
        }

        @Override
        public void close() {
            ScheduledFuture<?> t = task;
            if (t != null) {
                t.cancel(false);
            }
        }
    }
}
