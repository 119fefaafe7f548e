package home.hearth.hub.conversation.tasks.internal;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.tasks.StepOutcome;
import home.hearth.hub.conversation.tasks.Task;
import home.hearth.hub.conversation.tasks.TaskPlan;
import home.hearth.hub.conversation.tasks.TaskProgress;
import home.hearth.hub.conversation.tasks.TaskState;
import home.hearth.hub.conversation.tasks.TaskStep;
import home.hearth.hub.conversation.tasks.TaskTimes;
import home.hearth.hub.database.InstantText;
import home.hearth.hub.database.StorageException;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.policies.MemberId;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * {@code conversation_tasks} and {@code conversation_task_steps} (inside the encrypted database).
 * Title, result, step specs and step messages are sealed with the member's content key; a task
 * whose key is gone is not there for any reader. Every state change is conditional on the state
 * it leaves, so a cancel and the runner can never both finish one task.
 */
public final class TaskTable {
    private static final String UNFINISHED = "('queued', 'running')";
    private final Jdbc jdbc;
    private final ContentCipher cipher;

    public TaskTable(DataSource db, ContentCipher cipher) {
        this.jdbc = new Jdbc(db, "", StorageException::new);
        this.cipher = cipher;
    }

    public void insert(Task t) {
        String key = key(t.member());
        jdbc.inTransaction("keep a task", c -> {
            Jdbc.update(c, "INSERT INTO conversation_tasks(id, member, room, kind, title, language, state, steps_total,"
                    + " created_at) VALUES (?,?,?,?,?,?,'queued',?,?)", t.id(), t.member().value(), t.room().orElse(null),
                    t.plan().kind().wireName(), cipher.seal(key, t.plan().title()), t.plan().language().name(),
                    t.stepsTotal(), InstantText.of(t.times().createdAt()));
            int seq = 0;
            for (TaskStep s : t.plan().steps()) {
                Jdbc.update(c, "INSERT INTO conversation_task_steps(task_id, seq, spec) VALUES (?,?,?)", t.id(), seq++,
                        cipher.seal(key, StepJson.write(s)));
            }
            return seq;
        });
    }

    /** Queued → running; false when it is no longer queued (cancelled while it waited). */
    public boolean begin(String id, Instant at) {
        return update("UPDATE conversation_tasks SET state = 'running', started_at = ? WHERE id = ? AND state = 'queued'",
                InstantText.of(at), id) == 1;
    }

    /** Keeps what step {@code seq} came to and counts it done. */
    public void stepDone(Task t, int seq, StepOutcome o) {
        jdbc.inTransaction("keep a task's progress", c -> {
            Jdbc.update(c, "UPDATE conversation_task_steps SET outcome = ?, message = ? WHERE task_id = ? AND seq = ?",
                    o.outcome(), cipher.seal(key(t.member()), o.message()), t.id(), seq);
            return Jdbc.update(c, "UPDATE conversation_tasks SET steps_done = ? WHERE id = ?", seq + 1, t.id());
        });
    }

    /** Ends a queued or running task; false when it had already ended. */
    public boolean finish(Task t, TaskState state, String result, Instant at) {
        return update("UPDATE conversation_tasks SET state = ?, result = ?, finished_at = ? WHERE id = ? AND state IN "
                + UNFINISHED, state.wireName(), cipher.seal(key(t.member()), result), InstantText.of(at), t.id()) == 1;
    }

    public Optional<Task> find(String id) {
        return tasks("SELECT * FROM conversation_tasks WHERE id = ?", id).stream().findFirst();
    }

    /** The member's tasks, newest first (at most {@code limit}). */
    public List<Task> of(MemberId member, int limit) {
        return tasks("SELECT * FROM conversation_tasks WHERE member = ? ORDER BY created_at DESC, rowid DESC LIMIT ?",
                member.value(), limit);
    }

    /** Every task of the household, newest first (at most {@code limit}). */
    public List<Task> all(int limit) {
        return tasks("SELECT * FROM conversation_tasks ORDER BY created_at DESC, rowid DESC LIMIT ?", limit);
    }

    /** How many of the member's tasks are queued or running (counted, nothing opened). */
    public int unfinishedOf(MemberId member) {
        return jdbc.call("read tasks", c -> Jdbc.query(c, "SELECT count(*) FROM conversation_tasks WHERE member = ? AND state IN "
                + UNFINISHED, r -> r.getInt(1), member.value()).getFirst());
    }

    /** Tasks a stopped hub left queued or running. */
    public List<Task> unfinished() {
        return tasks("SELECT * FROM conversation_tasks WHERE state IN " + UNFINISHED + " ORDER BY created_at");
    }

    /** Deletes every task of the member with its steps; how many. */
    public int forget(MemberId member) {
        return update("DELETE FROM conversation_tasks WHERE member = ?", member.value());
    }

    /**
     * Deletes every task, of any member, that ended (done, failed, cancelled, interrupted) before {@code before}, its
     * steps with it (ON DELETE CASCADE); how many. Queued and running tasks stay, however old.
     */
    public int deleteFinishedBefore(Instant before) {
        return update("DELETE FROM conversation_tasks WHERE state NOT IN " + UNFINISHED + " AND finished_at < ?",
                InstantText.of(before));
    }

    /** Deletes tasks whose member's key is gone (an older backup restored after an erasure); how many. */
    public int removeUnreadable() {
        List<String> gone = jdbc.call("read tasks", c -> Jdbc.query(c, "SELECT id, title FROM conversation_tasks",
                r -> cipher.open(r.getString(2)).isEmpty() ? r.getString(1) : null)).stream()
                .filter(Objects::nonNull).toList();
        gone.forEach(id -> update("DELETE FROM conversation_tasks WHERE id = ?", id));
        return gone.size();
    }

    private List<Task> tasks(String sql, Object... args) {
        return jdbc.call("read tasks", c -> {
            List<Task> out = new ArrayList<>();
            for (Row row : Jdbc.query(c, sql, Row::read, args)) {
                read(c, row).ifPresent(out::add);
            }
            return out;
        });
    }

    /** A task row as stored, its sealed columns still sealed. */
    private record Row(String id, String member, String room, String kind, String title, String language, String state,
            String result, String[] times) {
        static Row read(ResultSet r) throws SQLException {
            return new Row(r.getString("id"), r.getString("member"), r.getString("room"), r.getString("kind"),
                    r.getString("title"), r.getString("language"), r.getString("state"), r.getString("result"),
                    new String[] {r.getString("created_at"), r.getString("started_at"), r.getString("finished_at")});
        }
    }

    private Optional<Task> read(Connection c, Row row) throws SQLException {
        Optional<String> title = cipher.open(row.title());
        if (title.isEmpty()) {
            return Optional.empty();
        }
        List<String[]> steps = Jdbc.query(c, "SELECT spec, outcome, message FROM conversation_task_steps WHERE task_id = ?"
                + " ORDER BY seq", r -> new String[] {r.getString(1), r.getString(2), r.getString(3)}, row.id());
        List<TaskStep> plan = new ArrayList<>();
        List<StepOutcome> outcomes = new ArrayList<>();
        for (String[] s : steps) {
            plan.add(StepJson.read(cipher.open(s[0]).orElseThrow()));
            if (s[1] != null) {
                outcomes.add(new StepOutcome(s[1], cipher.open(s[2]).orElse("")));
            }
        }
        TaskPlan p = new TaskPlan(TaskPlan.Kind.valueOf(row.kind().toUpperCase(Locale.ROOT)), title.get(),
                Language.valueOf(row.language()), plan);
        TaskProgress progress = new TaskProgress(TaskState.parse(row.state()), outcomes,
                Optional.ofNullable(row.result()).flatMap(cipher::open));
        TaskTimes times = new TaskTimes(Instant.parse(row.times()[0]), instant(row.times()[1]), instant(row.times()[2]));
        return Optional.of(new Task(row.id(), MemberId.of(row.member()), Optional.ofNullable(row.room()), p, progress, times));
    }

    private static Optional<Instant> instant(String s) {
        return Optional.ofNullable(s).map(Instant::parse);
    }

    private static String key(MemberId member) {
        return ContentOwner.member(member.value());
    }

    private int update(String sql, Object... args) {
        return jdbc.update("write tasks", sql, args);
    }
}
