package home.hearth.hub.conversation.tasks;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.memory.MemoryFixture;
import home.hearth.policies.Decision;
import home.hearth.policies.Principal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A task that ended (done, failed, cancelled, interrupted) is deleted, title, result and steps, {@link
 * Tasks#KEEP_FINISHED} after it ended: before, it stayed in the tables for good (only erasing its member deleted it).
 * Queued and running tasks stay however old, and so do tasks that ended recently (the members' and the admin's
 * history). Checked in the real encrypted database, with a clock the test moves.
 */
class FinishedTasksTest {
    /** A step that holds its task running for the whole test (a cancel or the close ends the wait at once). */
    private static final TaskStep LONG_WAIT = new TaskStep.Wait(Duration.ofHours(1), "wait an hour");
    private static final TaskStep SHORT_WAIT = new TaskStep.Wait(Duration.ofMillis(1), "wait a moment");

    @TempDir
    Path dir;

    /** Task id → the name the test gave it (its title), so the tables' rows read as the test's words. */
    private final Map<String, String> names = new HashMap<>();

    @Test
    void tasksEndedLongerThanTheRetentionAgoAreDeletedAtStartWithTheirStepsAndTheRestStay() throws Exception {
        try (MemoryFixture f = new MemoryFixture(dir)) {
            try (Tasks tasks = tasks(f)) {
                submit(tasks, ALICE, "a-done", SHORT_WAIT); // only a wait: done
                await("done").atMost(Duration.ofSeconds(10)).until(() -> "done".equals(rows(f).get("a-done")));
                cancel(tasks, submit(tasks, BOB, "b-cancelled", LONG_WAIT));
                submit(tasks, BOB, "b-left-running", LONG_WAIT);
                await("running").atMost(Duration.ofSeconds(10)).until(() -> "running".equals(rows(f).get("b-left-running")));
                assertEquals(Map.of("a-done", 1, "b-cancelled", 1, "b-left-running", 1), steps(f));
            }
            f.clock.advance(Tasks.KEEP_FINISHED.plusMinutes(1));
            try (Tasks again = tasks(f)) { // the hub stopped under b-left-running: interrupted now, so kept
                assertEquals(Map.of("b-left-running", "interrupted"), rows(f),
                        "after a restart, only tasks that ended less than " + Tasks.KEEP_FINISHED + " ago");
                assertEquals(Map.of("b-left-running", 1), steps(f), "the deleted tasks' steps went with them");
                assertEquals(List.of("b-left-running"), again.all().stream().map(t -> t.plan().title()).toList());
                assertEquals(List.of(), again.of(ALICE.member().orElseThrow()));
            }
        }
    }

    @Test
    void tasksEndedLongerThanTheRetentionAgoAreDeletedWhileTheHubRunsAndUnfinishedOnesStay() throws Exception {
        try (MemoryFixture f = new MemoryFixture(dir); Tasks tasks = tasks(f)) {
            submit(tasks, ALICE, "a-running", LONG_WAIT); // holds the only runner: the rest wait queued
            await("running").atMost(Duration.ofSeconds(10)).until(() -> "running".equals(rows(f).get("a-running")));
            cancel(tasks, submit(tasks, ALICE, "a-cancelled", LONG_WAIT));
            cancel(tasks, submit(tasks, BOB, "b-cancelled", LONG_WAIT));
            submit(tasks, BOB, "b-queued", LONG_WAIT);
            f.clock.advance(Tasks.KEEP_FINISHED.minusMinutes(1));
            cancel(tasks, submit(tasks, BOB, "b-recent", LONG_WAIT));
            f.clock.advance(Duration.ofMinutes(1));

            assertEquals(0, tasks.deleteFinished(), "ended exactly " + Tasks.KEEP_FINISHED + " ago: kept");
            f.clock.advance(Duration.ofSeconds(1));
            assertEquals(2, tasks.deleteFinished(), "alice's and bob's old cancelled tasks");

            assertEquals(Map.of("a-running", "running", "b-queued", "queued", "b-recent", "cancelled"), rows(f));
            assertEquals(Map.of("a-running", 1, "b-queued", 1, "b-recent", 1), steps(f));
            f.clock.advance(Duration.ofDays(365));
            tasks.deleteFinished();
            assertEquals(Map.of("a-running", "running", "b-queued", "queued"), rows(f),
                    "a running or queued task is never deleted, however old");
        }
    }

    /** One runner; every room has a speaker. */
    private static Tasks tasks(MemoryFixture f) {
        return new Tasks(f.db.dataSource(), f.cipher, null, (room, text) -> Decision.allow("spoken"), 1, f.clock).start();
    }

    private Task submit(Tasks tasks, Principal who, String name, TaskStep step) {
        Task t = tasks.submit(who, Optional.of("kitchen"), new TaskPlan(TaskPlan.Kind.SEQUENCE, name, Language.EN, List.of(step)));
        names.put(t.id(), name);
        return t;
    }

    private static void cancel(Tasks tasks, Task t) {
        assertInstanceOf(Cancellation.Cancelled.class, tasks.cancel(t.member(), t.id()));
    }

    /** Every task row, read straight from the encrypted database: name → state. */
    private Map<String, String> rows(MemoryFixture f) throws Exception {
        Map<String, String> out = new TreeMap<>();
        query(f, "SELECT id, state FROM conversation_tasks", r -> out.put(names.get(r.getString(1)), r.getString(2)));
        return out;
    }

    /** How many step rows each task has, read straight from the encrypted database: name → count. */
    private Map<String, Integer> steps(MemoryFixture f) throws Exception {
        Map<String, Integer> out = new TreeMap<>();
        query(f, "SELECT task_id, count(*) FROM conversation_task_steps GROUP BY task_id",
                r -> out.put(names.getOrDefault(r.getString(1), r.getString(1)), r.getInt(2)));
        return out;
    }

    private interface RowReader {
        void read(ResultSet r) throws Exception;
    }

    private static void query(MemoryFixture f, String sql, RowReader row) throws Exception {
        try (Connection c = f.db.dataSource().getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery(sql)) {
            while (r.next()) {
                row.read(r);
            }
        }
    }
}
