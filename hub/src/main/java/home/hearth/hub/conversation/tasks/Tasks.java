package home.hearth.hub.conversation.tasks;

import home.hearth.devices.automations.Announcer;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.hub.conversation.tasks.internal.DeviceSteps;
import home.hearth.hub.conversation.tasks.internal.TaskRunner;
import home.hearth.hub.conversation.tasks.internal.TaskTable;
import home.hearth.hub.conversation.tasks.internal.TaskWording;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.lifecycle.Repeating;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The household's background tasks: multi-step requests of one member each, kept (sealed) in the
 * encrypted database with their state and progress, run at most {@code maxRunning} at a time, each
 * step as the member (the device-action rules judge every step), announced in their room when they
 * end. A member sees and cancels only their own tasks. At {@link #start()} a task a stopped hub
 * left queued or running is marked interrupted: it is never resumed, since the house may have
 * changed since. A task that ended is kept, as the member's and the admin's history, for {@link
 * #KEEP_FINISHED}, then deleted with its steps.
 */
public final class Tasks implements AutoCloseable {
    /** How many unfinished tasks one member may have at once; more is refused (a runaway loop, not a household). */
    public static final int MAX_UNFINISHED = 10;
    private static final int LISTED = 50;
    /**
     * How long a task that ended (done, failed, cancelled, interrupted) is kept, title, result and step messages
     * and all, before it is deleted with its steps. Its only readers are people looking back (the member asking how
     * a task went or listing theirs, the admin's list); the runner, cancel and the restart touch unfinished tasks
     * only. A week covers a weekend away and the days after it, and keeps the lists to what a household still
     * remembers asking for; member text is not kept for good. A constant, as {@code Timers.KEEP_FINISHED} is (the
     * policy's {@code retention.conversations} is about what was said; a task's history is shorter than its default).
     */
    static final Duration KEEP_FINISHED = Duration.ofDays(7);
    /** How often ended tasks are looked for: one lasts at most {@link #KEEP_FINISHED} and this much. */
    static final Duration DELETE_FINISHED_EVERY = Duration.ofHours(1);
    private static final Logger LOG = LoggerFactory.getLogger(Tasks.class);
    private final SecureRandom random = new SecureRandom();
    private final TaskTable table;
    private final TaskRunner runner;
    private final TaskStats stats = new TaskStats();
    private final Clock clock;
    private final ScheduledExecutorService cleanup = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().name("hearth-task-cleanup").daemon().factory());

    public Tasks(DataSource db, ContentCipher cipher, MqttDeviceGateway gateway, Announcer speakers, int maxRunning,
            Clock clock) {
        this.table = new TaskTable(db, cipher);
        this.runner = new TaskRunner(maxRunning, table, new DeviceSteps(gateway), speakers, stats, clock);
        this.clock = clock;
    }

    /**
     * Marks what a stopped hub left unfinished as interrupted, drops tasks of erased members and tasks that ended more
     * than {@link #KEEP_FINISHED} ago, and from then on looks for those every {@link #DELETE_FINISHED_EVERY}.
     */
    public Tasks start() {
        int removed = table.removeUnreadable();
        List<Task> left = table.unfinished();
        Instant now = clock.instant();
        int marked = 0;
        for (Task t : left) {
            if (table.finish(t, TaskState.INTERRUPTED, TaskWording.interrupted(t), now)) {
                stats.ended(TaskState.INTERRUPTED);
                marked++;
            }
        }
        if (marked + removed > 0) {
            LOG.info("Tasks: {} tasks left queued or running by the last run were marked interrupted; {} tasks of erased"
                    + " members removed", marked, removed);
        }
        deleteFinished();
        long every = DELETE_FINISHED_EVERY.toMillis();
        cleanup.scheduleWithFixedDelay(Repeating.surviving(LOG, "Deleting ended tasks", this::deleteFinished), every,
                every, TimeUnit.MILLISECONDS);
        return this;
    }

    /**
     * Keeps a new task of {@code who} (a member) and queues it.
     *
     * @throws IllegalArgumentException when {@code who} is nobody the hub knows
     * @throws IllegalStateException when the member already has {@link #MAX_UNFINISHED} unfinished tasks
     */
    public Task submit(Principal who, Optional<String> room, TaskPlan plan) {
        MemberId member = who.member().orElseThrow(() -> new IllegalArgumentException("a task needs a member"));
        int unfinished = table.unfinishedOf(member);
        if (unfinished >= MAX_UNFINISHED) {
            throw new IllegalStateException("already " + unfinished + " unfinished tasks");
        }
        Task t = new Task(newId(), member, room, plan, new TaskProgress(TaskState.QUEUED, List.of(), Optional.empty()),
                new TaskTimes(clock.instant(), Optional.empty(), Optional.empty()));
        table.insert(t);
        runner.submit(t, who);
        return t;
    }

    /** The member's tasks, newest first (the last {@value #LISTED}). */
    public List<Task> of(MemberId member) {
        return table.of(member, LISTED);
    }

    /** The member's own task; another member's is not found, exactly like an unknown id. */
    public Optional<Task> find(MemberId member, String id) {
        return table.find(id).filter(t -> t.member().equals(member));
    }

    /** Every task of the household, newest first (for the admin's list, which shows none of their text). */
    public List<Task> all() {
        return table.all(LISTED);
    }

    public Cancellation cancel(MemberId member, String id) {
        Optional<Task> found = find(member, id);
        if (found.isEmpty()) {
            return new Cancellation.NotFound();
        }
        Task t = found.get();
        if (!table.finish(t, TaskState.CANCELLED, TaskWording.cancelled(t), clock.instant())) {
            return new Cancellation.AlreadyFinished(find(member, id).orElse(t));
        }
        runner.stop(id);
        stats.ended(TaskState.CANCELLED);
        return new Cancellation.Cancelled(find(member, id).orElse(t));
    }

    /** Stops and deletes every task of a member being erased; how many were deleted. */
    public int forget(MemberId member) {
        runner.stopAllOf(member.value());
        return table.forget(member);
    }

    /** Deletes the tasks, anybody's, that ended more than {@link #KEEP_FINISHED} ago, with their steps; how many. */
    int deleteFinished() {
        return table.deleteFinishedBefore(clock.instant().minus(KEEP_FINISHED));
    }

    public TaskStats stats() {
        return stats;
    }

    private String newId() {
        byte[] b = new byte[12];
        random.nextBytes(b);
        return "task-" + HexFormat.of().formatHex(b);
    }

    @Override
    public void close() {
        cleanup.shutdownNow();
        runner.close();
    }
}
