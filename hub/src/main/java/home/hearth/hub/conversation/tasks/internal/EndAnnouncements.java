package home.hearth.hub.conversation.tasks.internal;

import home.hearth.devices.automations.Announcer;
import home.hearth.hub.conversation.tasks.Task;
import home.hearth.policies.Decision;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Says in its room that a task ended. A room with no speaker at that moment (the microphone
 * reconnecting, say) is tried again every {@link #RETRY} for {@link #KEEP_TRYING}, as timers are; the
 * result stays readable in the task either way. Retries live in memory only: after a restart the
 * task's result is there to ask for. A member being erased has their waiting announcements dropped,
 * under the same lock a retry speaks under, so none is spoken after.
 */
final class EndAnnouncements implements AutoCloseable {
    static final Duration RETRY = Duration.ofSeconds(5);
    static final Duration KEEP_TRYING = Duration.ofMinutes(10);
    private static final int MAX_CHARS = 500;
    private static final Logger LOG = LoggerFactory.getLogger(EndAnnouncements.class);
    private final ScheduledExecutorService retries = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().name("hearth-task-announce").daemon().factory());
    private final Map<String, Waiting> waiting = new HashMap<>();
    private final Announcer speakers;
    private final Clock clock;

    private record Waiting(String member, ScheduledFuture<?> retry) {}

    EndAnnouncements(Announcer speakers, Clock clock) {
        this.speakers = speakers;
        this.clock = clock;
    }

    void announce(Task t, String room, String text) {
        String said = text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS - 3) + "…" : text;
        attempt(t, room, said, clock.instant().plus(KEEP_TRYING));
    }

    private synchronized void attempt(Task t, String room, String text, Instant giveUpAt) {
        waiting.remove(t.id());
        Decision d = speakers.announce(room, text);
        if (d.allowed()) {
            return;
        }
        if (clock.instant().isAfter(giveUpAt) || retries.isShutdown()) {
            LOG.info("A task's end could not be announced in room {} ({}); its result stays in the task", room, d.reason());
            return;
        }
        ScheduledFuture<?> retry = retries.schedule(() -> retryIfWaiting(t, room, text, giveUpAt), RETRY.toMillis(),
                TimeUnit.MILLISECONDS);
        waiting.put(t.id(), new Waiting(t.member().value(), retry));
    }

    private synchronized void retryIfWaiting(Task t, String room, String text, Instant giveUpAt) {
        if (waiting.containsKey(t.id())) {
            attempt(t, room, text, giveUpAt);
        }
    }

    /** Drops the member's waiting announcements (they are being erased). */
    synchronized void forget(String member) {
        waiting.values().removeIf(w -> {
            boolean theirs = w.member().equals(member);
            if (theirs) {
                w.retry().cancel(false);
            }
            return theirs;
        });
    }

    /** How many ends wait for their room's speaker. */
    synchronized int waiting() {
        return waiting.size();
    }

    @Override
    public synchronized void close() {
        retries.shutdownNow();
        waiting.clear();
    }
}
