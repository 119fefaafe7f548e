package home.hearth.hub.conversation.tasks.internal;

import home.hearth.devices.automations.Announcer;
import home.hearth.hub.conversation.tasks.StepOutcome;
import home.hearth.hub.conversation.tasks.Task;
import home.hearth.hub.conversation.tasks.TaskState;
import home.hearth.hub.conversation.tasks.TaskStats;
import home.hearth.hub.conversation.tasks.TaskStep;
import home.hearth.policies.Principal;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs tasks on a fixed number of virtual threads ({@code hearth-task-N}): the rest wait queued, in
 * order. Progress is kept after every step. A cancel stops a task between steps and ends a wait at
 * once (a device step in flight still finishes: half a command is worse than one more). When the
 * hub stops, running tasks are left as they are in the database; the next start marks them
 * interrupted, exactly as after a crash.
 */
public final class TaskRunner implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(TaskRunner.class);
    /** Pauses before each new try at keeping a task's end (7.6 s in all; each try also waits up to 10 s for SQLite's lock). */
    private static final List<Duration> END_RETRIES = List.of(Duration.ofMillis(100), Duration.ofMillis(500),
            Duration.ofSeconds(2), Duration.ofSeconds(5));
    private final ExecutorService pool;
    private final Map<String, Handle> live = new ConcurrentHashMap<>();
    private final TaskTable table;
    private final DeviceSteps devices;
    private final EndAnnouncements announcements;
    private final TaskStats stats;
    private final Clock clock;
    private volatile boolean closing;

    /** What a task in the runner can be told: stop. The latch ends a wait early. */
    private static final class Handle {
        final CountDownLatch stop = new CountDownLatch(1);
        /** Counted in the queued gauge until it starts or is stopped, whichever comes first. */
        final AtomicBoolean queued = new AtomicBoolean(true);
        final String member;

        Handle(String member) {
            this.member = member;
        }
    }


    public TaskRunner(int maxRunning, TaskTable table, DeviceSteps devices, Announcer speakers, TaskStats stats, Clock clock) {
        if (maxRunning < 1) {
            throw new IllegalArgumentException("at least one task must be able to run, got: " + maxRunning);
        }
        this.pool = Executors.newFixedThreadPool(maxRunning, Thread.ofVirtual().name("hearth-task-", 0).factory());
        this.table = table;
        this.devices = devices;
        this.announcements = new EndAnnouncements(speakers, clock);
        this.stats = stats;
        this.clock = clock;
    }

    /** Queues a stored task to run as {@code who}. */
    public void submit(Task t, Principal who) {
        Handle h = new Handle(t.member().value());
        live.put(t.id(), h);
        stats.queuedBy(1);
        pool.execute(() -> run(t, who, h));
    }

    /** Tells a queued or running task to stop; it was already ended in the database by the caller. */
    public void stop(String id) {
        Handle h = live.get(id);
        if (h != null) {
            stop(h);
        }
    }

    /** Stops every task of a member (being erased). */
    public void stopAllOf(String member) {
        live.values().stream().filter(h -> h.member.equals(member)).forEach(this::stop);
        announcements.forget(member);
    }

    /** A stopped task that was still queued leaves the queued count now, not when a slot frees up to drop it. */
    private void stop(Handle h) {
        h.stop.countDown();
        leaveQueue(h);
    }

    private void leaveQueue(Handle h) {
        if (h.queued.compareAndSet(true, false)) {
            stats.queuedBy(-1);
        }
    }

    private void run(Task t, Principal who, Handle h) {
        leaveQueue(h);
        try {
            if (stopped(h) || !table.begin(t.id(), clock.instant())) {
                return;
            }
            stats.runningBy(1);
            try {
                steps(t, who, h);
            } finally {
                stats.runningBy(-1);
            }
        } catch (RuntimeException e) {
            LOG.warn("Task {} broke: {}", t.id(), e.toString());
            if (!closing && recordEnd(t, TaskState.FAILED, TaskWording.broken(t.plan().language()))) {
                stats.ended(TaskState.FAILED);
            }
        } finally {
            live.remove(t.id());
        }
    }

    private void steps(Task t, Principal who, Handle h) {
        List<StepOutcome> outcomes = new ArrayList<>();
        for (TaskStep step : t.plan().steps()) {
            if (stopped(h)) {
                return;
            }
            StepOutcome o = switch (step) {
                case TaskStep.DeviceAction d -> devices.perform(d, who, t.plan().language());
                case TaskStep.Wait w -> waited(w, h);
            };
            if (o == null || closing) {
                return;
            }
            table.stepDone(t, outcomes.size(), o);
            outcomes.add(o);
        }
        TaskState end = TaskWording.ending(outcomes);
        String result = TaskWording.result(t, outcomes, end);
        if (recordEnd(t, end, result)) {
            stats.ended(end);
            LOG.info("Task {} ended {} after {} steps", t.id(), end.wireName(), outcomes.size());
            t.room().ifPresent(room -> announcements.announce(t, room, TaskWording.announcement(t, end, result)));
        }
    }

    /**
     * Records a task's end; false when it had already ended (a cancel came first) or the database refused
     * every try. A refusal (a busy or full database) is tried again after each of {@link #END_RETRIES}, so a
     * moment's trouble does not leave a finished task "running" until the next start marks it interrupted;
     * only when the hub stops or the last try fails does that happen, with a warning that says so.
     */
    private boolean recordEnd(Task t, TaskState state, String result) {
        for (int attempt = 0; ; attempt++) {
            try {
                return table.finish(t, state, result, clock.instant());
            } catch (RuntimeException e) {
                if (attempt < END_RETRIES.size() && !closing) {
                    LOG.info("Task {}: its end ({}) could not be kept ({}); trying again in {} ms", t.id(), state.wireName(),
                            e.toString(), END_RETRIES.get(attempt).toMillis());
                    if (pause(END_RETRIES.get(attempt))) {
                        continue;
                    }
                }
                LOG.warn("Task {}: its end ({}) could not be kept ({}); it stays running until the next start marks it"
                        + " interrupted", t.id(), state.wireName(), e.toString());
                return false;
            }
        }
    }

    /** False when the hub is stopping, which ends every wait. */
    private boolean pause(Duration d) {
        try {
            Thread.sleep(d);
            return !closing;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Waits the step's time; null when told to stop first. */
    private StepOutcome waited(TaskStep.Wait w, Handle h) {
        try {
            if (h.stop.await(w.length().toMillis(), TimeUnit.MILLISECONDS)) {
                return null;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
        return new StepOutcome("waited", w.description());
    }

    private boolean stopped(Handle h) {
        return closing || h.stop.getCount() == 0;
    }

    @Override
    public void close() {
        closing = true;
        announcements.close();
        live.values().forEach(h -> h.stop.countDown());
        pool.shutdownNow();
        try {
            if (!pool.awaitTermination(10, TimeUnit.SECONDS)) {
                LOG.warn("Tasks still running 10 s after the hub was asked to stop");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
