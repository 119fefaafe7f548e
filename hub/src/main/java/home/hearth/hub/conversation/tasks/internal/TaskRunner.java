package home.hearth.hub.conversation.tasks.internal;

import home.hearth.devices.automations.Announcer;
import home.hearth.hub.conversation.tasks.StepOutcome;
import home.hearth.hub.conversation.tasks.Task;
import home.hearth.hub.conversation.tasks.TaskState;
import home.hearth.hub.conversation.tasks.TaskStats;
import home.hearth.hub.conversation.tasks.TaskStep;
import home.hearth.policies.Principal;
import java.time.Clock;
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
            if (!closing && table.finish(t, TaskState.FAILED, TaskWording.broken(t.plan().language()), clock.instant())) {
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
        if (table.finish(t, end, result, clock.instant())) {
            stats.ended(end);
            LOG.info("Task {} ended {} after {} steps", t.id(), end.wireName(), outcomes.size());
            t.room().ifPresent(room -> announcements.announce(t, room, TaskWording.announcement(t, end, result)));
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
