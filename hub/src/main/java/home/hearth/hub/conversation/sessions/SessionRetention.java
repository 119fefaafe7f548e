package home.hearth.hub.conversation.sessions;

import home.hearth.hub.lifecycle.Repeating;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Deletes the conversations the household no longer keeps: a session whose last turn was longer ago than the
 * policy's {@code retention.conversations} goes with its messages and summary, members' and rooms' alike, at
 * {@link #start()} and every {@link #EVERY} after, on the thread {@code hearth-session-retention}. The retention is
 * asked at every run, so an edited policy applies at the next one; with {@code never} nothing is deleted. A session
 * still in use (a turn within the retention) is never deleted. Memories learned in a session are not touched: they
 * live by their own retention.
 */
public final class SessionRetention implements AutoCloseable {
    /** How often old sessions are looked for: a session is kept at most its retention and this much. */
    static final Duration EVERY = Duration.ofHours(1);
    private static final Logger LOG = LoggerFactory.getLogger(SessionRetention.class);
    private final SessionStore store;
    private final Supplier<Optional<Duration>> retention;
    private final Clock clock;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().name("hearth-session-retention").daemon().factory());

    /** @param retention {@code retention.conversations} of the policy in force (empty: never), asked at every run */
    public SessionRetention(SessionStore store, Supplier<Optional<Duration>> retention, Clock clock) {
        this.store = store;
        this.retention = retention;
        this.clock = clock;
    }

    /** Deletes the sessions past their retention now, and from then on every {@link #EVERY}. */
    public SessionRetention start() {
        deleteOld();
        long every = EVERY.toMillis();
        timer.scheduleWithFixedDelay(Repeating.surviving(LOG, "Deleting old conversation sessions", this::deleteOld),
                every, every, TimeUnit.MILLISECONDS);
        return this;
    }

    /** Deletes every session whose last turn was more than the retention in force ago; how many. */
    int deleteOld() {
        Optional<Duration> keep = retention.get();
        if (keep.isEmpty()) {
            return 0;
        }
        int deleted = store.deleteLastTurnBefore(clock.instant().minus(keep.get()));
        if (deleted > 0) {
            LOG.info("Conversations: {} sessions whose last turn was longer ago than retention.conversations were"
                    + " deleted with their messages", deleted);
        }
        return deleted;
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
