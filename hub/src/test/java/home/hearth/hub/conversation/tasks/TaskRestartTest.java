package home.hearth.hub.conversation.tasks;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.LogCapture;
import home.hearth.hub.testing.Plaintext;
import home.hearth.hub.testing.RawDatabase;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.ScriptedOpenAiServer;
import home.hearth.hub.testing.ScriptedOpenAiServer.Reply;
import home.hearth.hub.testing.TestHub;
import home.hearth.hub.web.Json;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hub stopped while a task waits between its steps, then started again on the same data
 * directory and key: the task is marked interrupted with its progress as it was, its last step is
 * never done, the start logs how many were marked (and nothing of the member's text), and the
 * title, step descriptions, step messages and result are sealed in the database, never plain.
 */
class TaskRestartTest {
    static final String TITLE = "Zebra evening lights";

    @TempDir
    Path dir;

    @Test
    void aRestartMarksATaskThatWasRunningInterruptedAndNeverFinishesIt() {
        String id;
        try (ScriptedOpenAiServer llm = ScriptedOpenAiServer.start();
                RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(),
                        "HEARTH_LLM_MODEL", "test-model"))) {
            llm.respondWith(r -> Reply.text("Fine."));
            Http olga = hub.member("olga", "adult", null);
            await().atMost(Duration.ofSeconds(30)).until(() -> olga.get("/api/v1/devices/kitchen-light/state").statusCode() == 200);
            llm.reply(Reply.toolCall("task_start", ModelTaskToolsTest.EVENING.replace("Evening lights", TITLE)),
                    Reply.text("Started."));
            assertEquals(200, olga.post("/api/v1/turns", Json.write(Map.of("text",
                    "Please start the evening lights: the kitchen light on, wait a while, then the lamp on"))).statusCode());
            JsonNode[] task = new JsonNode[1];
            await().atMost(Duration.ofSeconds(30)).until(() -> {
                task[0] = json(olga.get("/api/v1/tasks")).get("tasks").get(0);
                return task[0] != null && task[0].get("state").asText().equals("running") && task[0].at("/progress/done").asInt() == 1;
            });
            id = task[0].get("id").asText();
        }
        Plaintext.assertAbsent(dir, "Zebra evening");
        RawDatabase.assertAbsent(TestHub.config(dir).storage(), "Zebra evening", "wait 600 s");
        try (LogCapture logs = new LogCapture(); RunningHub again = RunningHub.start(dir)) {
            Http olga = again.signIn("olga", "olga-password-123");
            JsonNode task = json(olga.get("/api/v1/tasks/" + id));
            assertEquals("interrupted", task.get("state").asText(), task.toString());
            assertEquals(1, task.at("/progress/done").asInt(), "its progress stays as it was: " + task);
            assertEquals(3, task.at("/progress/total").asInt());
            assertTrue(task.get("result").asText().startsWith("Interrupted: the hub stopped after 1 of 3 steps"), task.toString());
            assertTrue(task.has("finishedAt"), task.toString());
            List<String> marked = logs.containing("were marked interrupted");
            assertEquals(1, marked.size(), logs.all());
            assertTrue(marked.getFirst().contains("INFO") && marked.getFirst().contains("Tasks: 1 tasks"), marked.getFirst());
            assertEquals(List.of(), logs.containing("Zebra"), "no member text in the log");
            assertTrue(again.admin().get("/metrics").body().contains("hearth_tasks_interrupted_total 1"));
            assertEquals(409, olga.post("/api/v1/tasks/" + id + "/cancel", "{}").statusCode(), "it is over");
            assertFalse(json(olga.get("/api/v1/devices/living-room-lamp/state")).toString().contains("\"on\":true"),
                    "the step after the wait is not resumed by the new hub");
        }
        RawDatabase.assertAbsent(TestHub.config(dir).storage(), "Zebra", "Interrupted: the hub", "The kitchen light is on");
    }
}
