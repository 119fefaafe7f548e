package home.hearth.hub.conversation.timers;

import home.hearth.devices.automations.Announcer;
import home.hearth.hub.conversation.timers.internal.TimerTable;
import home.hearth.hub.conversation.timers.internal.WaitingTimers;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.lifecycle.Repeating;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The household's timers and reminders: kept in the encrypted database, announced in their room
 * through the room's speaker when due (one thread, {@code hearth-timers}), and scheduled again at
 * start, so a restart loses none. When the room has no speaker connected the announcement is
 * retried for {@link #KEEP_TRYING} (counted from the start for a timer that fell due while the hub
 * was down), then the timer is marked missed; one that fails (the database,
 * the speaker's connection) is retried as long, then left active for the next start. Labels are
 * sealed with their member's content key (a room's with the household's); a removed member's timers
 * are deleted with them and never announced. A timer is spoken once: when the table does not take
 * its end just after it was spoken (the database busy), the retry records it without speaking it
 * again. Only a hub stopping between the two (a crash, a power cut) says it again, late, at the next
 * start: a reminder never said is worse than one said twice, so that gap is not closed by recording
 * the end first.
 */
public final class Timers implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Timers.class);
    static final Duration RETRY = Duration.ofSeconds(5);
    static final Duration KEEP_TRYING = Duration.ofMinutes(10);
    /**
     * The longest wait before a timer's due time is checked against the clock again: the wait is measured by the
     * scheduler, the due time by the clock, and the clock may jump (a Pi without a battery clock setting its time
     * from the network after it started; a test moving its clock). One shared check looks at every waiting timer.
     */
    static final Duration CHECK_EVERY = Duration.ofSeconds(1);
    /** How long a timer that went off is still "just gone off" for a cancel. */
    public static final Duration JUST_DONE = Duration.ofMinutes(5);
    /**
     * How long a timer that is over (announced, missed, cancelled) is kept, label and all, before it is deleted. The
     * only reader of ended timers is {@link #justDone}, {@link #JUST_DONE} back; the firing, its "spoken once" retry,
     * cancel and the clock check touch active timers only. An hour is well past that window (a cancel just after a
     * timer went off still finds it), and short: nothing else needs what a household said a timer was for.
     */
    static final Duration KEEP_FINISHED = Duration.ofHours(1);
    /** How often ended timers are looked for: one lasts at most {@link #KEEP_FINISHED} and this much. */
    static final Duration DELETE_FINISHED_EVERY = Duration.ofMinutes(10);
    private final TimerTable table;
    private final Announcer speakers;
    private final TimerWording wording;
    private final Clock clock;
    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "hearth-timers");
        t.setDaemon(true);
        return t;
    });
    private final Map<String, ScheduledFuture<?>> scheduled = new ConcurrentHashMap<>();
    /** Timers due later than {@link #CHECK_EVERY} from the last look at the clock. */
    private final WaitingTimers waiting;
    /**
     * Timers already spoken whose end the table did not take (busy, say), with when they were spoken: the retry only
     * records the end and never speaks them again. Guarded by {@code firing}.
     */
    private final Map<String, Instant> spoken = new HashMap<>();
    private final Object firing = new Object();
    /**
     * When this run's timers started: one due before could not be announced before it either, and its room's
     * microphone connects only after the start (the web server comes up later), so its retries count from here.
     */
    private volatile Instant startedAt = Instant.MIN;

    public Timers(DataSource db, ContentCipher cipher, Announcer speakers, TimerWording wording, Clock clock) {
        this.table = new TimerTable(db, cipher);
        this.speakers = speakers;
        this.wording = wording;
        this.clock = clock;
        this.waiting = new WaitingTimers(scheduler, clock, CHECK_EVERY, this::schedule);
    }

    /**
     * Seals labels an older hub kept in plain text and deletes timers of erased members (an older
     * backup may hold them) and timers over for {@link #KEEP_FINISHED}, then schedules every active
     * timer again (those due while the hub was down are announced now, marked late), and the deletion
     * of ended timers every {@link #DELETE_FINISHED_EVERY}.
     */
    public Timers start() {
        startedAt = clock.instant();
        int changed = table.sealAtRest();
        if (changed > 0) {
            LOG.info("Timers: {} labels kept in plain text sealed, or timers of erased members removed", changed);
        }
        deleteFinished();
        long every = DELETE_FINISHED_EVERY.toMillis();
        scheduler.scheduleWithFixedDelay(Repeating.surviving(LOG, "Deleting ended timers", this::deleteFinished), every,
                every, TimeUnit.MILLISECONDS);
        List<Timer> active = table.active();
        active.forEach(this::schedule);
        if (!active.isEmpty()) {
            LOG.info("Timers: {} active timers and reminders scheduled again", active.size());
        }
        return this;
    }

    public Timer add(Timer t) {
        table.insert(t);
        schedule(t);
        return t;
    }

    /** The active timers of a member (or, for nobody known, of the room), soonest first. */
    public List<Timer> active(Optional<MemberId> who, String room) {
        return table.active().stream().filter(t -> t.belongsTo(who, room)).toList();
    }

    /**
     * Cancels an active timer; false when it was no longer active. Under the firing lock: a cancel that lands while the
     * timer is being announced waits, and answers false, rather than "cancelled" for a timer that goes off anyway.
     */
    public boolean cancel(Timer t) {
        synchronized (firing) {
            if (spoken.containsKey(t.id())) {
                return false; // already said: its retry records it announced
            }
            waiting.remove(t.id());
            Optional.ofNullable(scheduled.remove(t.id())).ifPresent(f -> f.cancel(false));
            return table.finish(t.id(), "cancelled", clock.instant());
        }
    }

    /** A timer that went off, and when it was announced. */
    public record Done(Timer timer, Instant at) {}

    /**
     * The timers of a member (or, for nobody known, of the room) announced in the last {@link #JUST_DONE}, latest
     * first, read from the table: a restart in between keeps them. Under the firing lock: a cancel that lost the race
     * to the announcement finds it here.
     */
    public List<Done> justDone(Optional<MemberId> who, String room) {
        Instant since = clock.instant().minus(JUST_DONE);
        synchronized (firing) {
            return table.announcedSince(since).stream().filter(d -> d.timer().belongsTo(who, room)).toList();
        }
    }

    /** Deletes every timer of a removed member and unschedules it: none is announced afterwards; how many. */
    public int forget(MemberId member) {
        List<String> ids;
        synchronized (firing) {
            ids = table.forget(member);
            ids.forEach(spoken::remove);
        }
        ids.forEach(waiting::remove);
        ids.forEach(id -> Optional.ofNullable(scheduled.remove(id)).ifPresent(f -> f.cancel(false)));
        return ids.size();
    }

    /** Deletes the timers, anybody's, that ended more than {@link #KEEP_FINISHED} ago; how many. */
    int deleteFinished() {
        return table.deleteFinishedBefore(clock.instant().minus(KEEP_FINISHED));
    }

    public TimerWording wording() {
        return wording;
    }

    /**
     * A timer due within {@link #CHECK_EVERY} waits its exact delay; a later one waits for the shared check, which asks
     * the clock once per {@link #CHECK_EVERY} for all of them: a timer goes off when the clock says, and a hundred
     * waiting timers wake the thread no more often than one.
     */
    private void schedule(Timer t) {
        schedule(t, clock.instant());
    }

    private void schedule(Timer t, Instant now) {
        long delay = Math.max(0, Duration.between(now, t.dueAt()).toMillis());
        if (delay > CHECK_EVERY.toMillis()) {
            waiting.add(t);
        } else {
            scheduled.put(t.id(), scheduler.schedule(() -> fire(t), delay, TimeUnit.MILLISECONDS));
        }
    }

    private void fire(Timer t) {
        // Under the lock that forget takes: a member's timer deleted at their removal is never announced after.
        synchronized (firing) {
            fireChecked(t);
        }
    }

    private void fireChecked(Timer t) {
        try {
            if (!table.isActive(t.id())) {
                scheduled.remove(t.id());
                spoken.remove(t.id());
                return;
            }
            Instant now = clock.instant();
            Instant saidAt = spoken.get(t.id());
            if (saidAt == null) {
                Decision said = speakers.announce(t.room(), wording.due(t, now));
                if (!said.allowed()) {
                    notSpoken(t, now, said);
                    return;
                }
                saidAt = now;
                spoken.put(t.id(), saidAt);
            }
            table.announced(t.id(), saidAt);
            spoken.remove(t.id());
            scheduled.remove(t.id());
        } catch (RuntimeException e) {
            // a passing fault (the database busy, the room's speaker dropping mid-send) must not lose the timer: it
            // stays active, so without another try it would wait for the next start
            if (clock.instant().isAfter(triesEnd(t))) {
                scheduled.remove(t.id());
                spoken.remove(t.id());
                LOG.warn("A {} in room {} failed to fire ({}) for {} min; it is tried again at the next start",
                        t.kind(), t.room(), e.toString(), KEEP_TRYING.toMinutes());
            } else {
                LOG.warn("A {} in room {} failed to fire ({}); trying again in {} s", t.kind(), t.room(), e.toString(),
                        RETRY.toSeconds());
                tryAgain(t);
            }
        }
    }

    private void notSpoken(Timer t, Instant now, Decision said) {
        if (now.isAfter(triesEnd(t))) {
            table.finish(t.id(), "missed", now);
            scheduled.remove(t.id());
            LOG.info("A {} in room {} could not be announced ({}) and was marked missed", t.kind(), t.room(), said.reason());
        } else {
            tryAgain(t);
        }
    }

    /** {@link #KEEP_TRYING} after the timer fell due, or after the start for one that fell due before it. */
    private Instant triesEnd(Timer t) {
        Instant from = t.dueAt().isAfter(startedAt) ? t.dueAt() : startedAt;
        return from.plus(KEEP_TRYING);
    }

    private void tryAgain(Timer t) {
        scheduled.put(t.id(), scheduler.schedule(() -> fire(t), RETRY.toMillis(), TimeUnit.MILLISECONDS));
    }

    @Override
    public void close() {
        scheduler.shutdownNow();
    }
}
