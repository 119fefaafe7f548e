package home.hearth.hub.conversation.timers;

import home.hearth.devices.automations.Announcer;
import home.hearth.hub.conversation.timers.internal.TimerTable;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
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
 * retried for {@link #KEEP_TRYING}, then the timer is marked missed.
 */
public final class Timers implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Timers.class);
    static final Duration RETRY = Duration.ofSeconds(5);
    static final Duration KEEP_TRYING = Duration.ofMinutes(10);
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

    public Timers(DataSource db, Announcer speakers, TimerWording wording, Clock clock) {
        this.table = new TimerTable(db);
        this.speakers = speakers;
        this.wording = wording;
        this.clock = clock;
    }

    /** Schedules every active timer again (those due while the hub was down are announced now, marked late). */
    public Timers start() {
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

    public boolean cancel(Timer t) {
        Optional.ofNullable(scheduled.remove(t.id())).ifPresent(f -> f.cancel(false));
        return table.finish(t.id(), "cancelled");
    }

    public TimerWording wording() {
        return wording;
    }

    private void schedule(Timer t) {
        long delay = Math.max(0, Duration.between(clock.instant(), t.dueAt()).toMillis());
        scheduled.put(t.id(), scheduler.schedule(() -> fire(t), delay, TimeUnit.MILLISECONDS));
    }

    private void fire(Timer t) {
        try {
            if (!table.isActive(t.id())) {
                return;
            }
            Instant now = clock.instant();
            Decision spoken = speakers.announce(t.room(), wording.due(t, now));
            if (spoken.allowed()) {
                table.finish(t.id(), "announced");
                scheduled.remove(t.id());
            } else if (now.isAfter(t.dueAt().plus(KEEP_TRYING))) {
                table.finish(t.id(), "missed");
                scheduled.remove(t.id());
                LOG.info("A {} in room {} could not be announced ({}) and was marked missed", t.kind(), t.room(),
                        spoken.reason());
            } else {
                scheduled.put(t.id(), scheduler.schedule(() -> fire(t), RETRY.toMillis(), TimeUnit.MILLISECONDS));
            }
        } catch (RuntimeException e) {
            LOG.warn("A timer in room {} failed to fire: {}", t.room(), e.toString());
        }
    }

    @Override
    public void close() {
        scheduler.shutdownNow();
    }
}
