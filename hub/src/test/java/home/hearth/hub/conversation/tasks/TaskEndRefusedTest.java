package home.hearth.hub.conversation.tasks;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.database.KeySource;
import home.hearth.hub.database.SqlCipherDatabase;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.LogCapture;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import home.hearth.hub.web.Json;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A task whose end the database refuses for a moment (a busy or full disk, made here by a trigger inside
 * the real encrypted database) still ends, with its result and its announcement, once the database takes
 * writes again; one refused for good stays "running" for the next start to mark interrupted, says so in
 * the log, and leaves the runner free for the next task. Before, the first refusal escaped the runner's
 * thread and the task stayed "running" until the hub was restarted.
 */
class TaskEndRefusedTest {
    @TempDir
    static Path dir;

    static RunningHub hub;
    static Http olga;
    static final List<String> kitchen = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        olga = hub.member("olga", "adult", null);
        hub.speakers().register("kitchen", kitchen::add);
        await().atMost(Duration.ofSeconds(30)).until(() -> olga.get("/api/v1/devices/kitchen-light/state").statusCode() == 200);
    }

    @AfterEach
    void mend() throws SQLException {
        refuseEnds(false);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void aTaskWhoseEndIsRefusedForAMomentEndsOnceTheDatabaseTakesItAgain() throws SQLException {
        try (LogCapture logs = new LogCapture()) {
            String id = lightsOffWhileEndsAreRefused();
            await().atMost(Duration.ofSeconds(30)).until(() -> !logs.containing("Task " + id + ": its end (done) could not be kept").isEmpty());
            refuseEnds(false);
            JsonNode task = ended(id);
            assertEquals("done", task.get("state").asText(), task.toString());
            assertTrue(task.get("result").asText().startsWith("Done: "), task.toString());
            await().atMost(Duration.ofSeconds(10)).until(() -> kitchen.stream().anyMatch(s ->
                    s.startsWith("The task \"Turn off all the lights\" is finished.")));
            assertEquals(List.of(), logs.containing("stays running"), logs.all());
        }
    }

    @Test
    void aTaskWhoseEndIsRefusedForGoodStaysRunningAndTheNextTaskStillRuns() throws SQLException {
        try (LogCapture logs = new LogCapture()) {
            String id = lightsOffWhileEndsAreRefused();
            await().atMost(Duration.ofSeconds(60)).until(() -> !logs.containing("Task " + id + ": its end (done) could not be"
                    + " kept").stream().filter(l -> l.contains("stays running until the next start marks it interrupted")).toList().isEmpty());
            refuseEnds(false);
            assertEquals("running", json(olga.get("/api/v1/tasks/" + id)).get("state").asText());
            await().atMost(Duration.ofSeconds(10)).until(() -> hub.admin().get("/metrics").body().contains("hearth_tasks_running 0"));
            String next = lightsOffTask();
            assertEquals("done", ended(next).get("state").asText(), "the runner is free for the next task");
        }
    }

    private static String lightsOffWhileEndsAreRefused() throws SQLException {
        refuseEnds(true);
        return lightsOffTask();
    }

    /** Turns the kitchen light on, then starts "turn off all the lights"; the new task's id. */
    private static String lightsOffTask() {
        say("turn on the kitchen light");
        say("Turn off all the lights");
        return json(olga.get("/api/v1/tasks")).get("tasks").get(0).get("id").asText();
    }

    private static void say(String text) {
        assertEquals(200, olga.post("/api/v1/turns", Json.write(Map.of("text", text, "room", "kitchen"))).statusCode());
    }

    private static JsonNode ended(String id) {
        JsonNode[] task = new JsonNode[1];
        await().atMost(Duration.ofSeconds(30)).until(() -> {
            task[0] = json(olga.get("/api/v1/tasks/" + id));
            return !List.of("queued", "running").contains(task[0].get("state").asText());
        });
        return task[0];
    }

    /** A trigger refuses every update that ends a task, as a full disk or a broken file would. */
    private static void refuseEnds(boolean refuse) throws SQLException {
        try (SqlCipherDatabase db = KeySource.openDatabase(TestHub.config(dir).storage());
                Connection c = db.dataSource().getConnection(); Statement s = c.createStatement()) {
            s.execute(refuse ? "CREATE TRIGGER IF NOT EXISTS task_ends_refused BEFORE UPDATE OF state ON conversation_tasks"
                    + " WHEN NEW.state NOT IN ('queued', 'running') BEGIN SELECT RAISE(ABORT, 'the disk is unhappy'); END"
                    : "DROP TRIGGER IF EXISTS task_ends_refused");
        }
    }
}
