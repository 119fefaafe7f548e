package home.hearth.hub.conversation.tasks;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.ScriptedOpenAiServer;
import home.hearth.hub.testing.ScriptedOpenAiServer.CapturedRequest;
import home.hearth.hub.testing.ScriptedOpenAiServer.Reply;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The language model's task tools through the running hub and a scripted OpenAI-compatible server:
 * a sequence with a wait starts at once and runs in the background, a cancel stops it before its
 * remaining steps, at most two tasks run while a third waits queued, and a bad step starts nothing.
 * Waits are ten minutes long, so nothing here depends on timing: only a cancel ends them.
 */
class ModelTaskToolsTest {
    static final String EVENING = "{\"title\":\"Evening lights\",\"steps\":[{\"device\":\"kitchen light\",\"action\":\"on\"},"
            + "{\"wait_seconds\":600},{\"device\":\"living room lamp\",\"action\":\"on\"}]}";
    static final String ONLY_WAIT = "{\"title\":\"Long wait\",\"steps\":[{\"wait_seconds\":600}]}";

    @TempDir
    static Path dir;

    static ScriptedOpenAiServer llm;
    static RunningHub hub;
    static Http olga;

    @BeforeAll
    static void start() {
        llm = ScriptedOpenAiServer.start();
        llm.respondWith(r -> Reply.text("Fine."));
        hub = RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(), "HEARTH_LLM_MODEL", "test-model"));
        olga = hub.member("olga", "adult", null);
        await().atMost(Duration.ofSeconds(30)).until(() -> olga.get("/api/v1/devices/kitchen-light/state").statusCode() == 200);
    }

    @AfterAll
    static void stop() {
        hub.close();
        llm.close();
    }

    /** Says it with the next replies scripted; returns the answer and this turn's requests to the model. */
    static synchronized Said say(Http who, String text, Reply... replies) {
        int mark = llm.requests().size();
        llm.reply(replies);
        HttpResponse<String> r = who.post("/api/v1/turns", Json.write(Map.of("text", text, "room", "kitchen")));
        assertEquals(200, r.statusCode(), r.body());
        List<CapturedRequest> all = llm.requests();
        return new Said(json(r), all.subList(mark, all.size()).stream().filter(q -> q.promptText().contains("You are Hearth"))
                .toList());
    }

    record Said(JsonNode answer, List<CapturedRequest> requests) {
        List<String> toolsOffered() {
            List<String> names = new ArrayList<>();
            requests.get(0).json().path("tools").forEach(t -> names.add(t.at("/function/name").asText()));
            return names;
        }

        String toolResult() {
            JsonNode messages = requests.get(1).json().get("messages");
            return messages.get(messages.size() - 1).get("content").asText();
        }
    }

    static JsonNode task(String title, String state) {
        JsonNode[] found = new JsonNode[1];
        await().atMost(Duration.ofSeconds(30)).until(() -> {
            for (JsonNode t : json(olga.get("/api/v1/tasks")).get("tasks")) {
                if (t.get("title").asText().equals(title) && t.get("state").asText().equals(state)) {
                    found[0] = t;
                    return true;
                }
            }
            return false;
        });
        return found[0];
    }

    static String metrics() {
        return hub.admin().get("/metrics").body();
    }

    @Test
    void aCancelledSequenceStopsBeforeItsRemainingSteps() {
        Said said = say(olga, "Please start the evening lights: the kitchen light on, wait a while, then the lamp on",
                Reply.toolCall("task_start", EVENING), Reply.text("I started the evening lights."));
        assertTrue(said.toolsOffered().contains("task_start"), said.toolsOffered().toString());
        assertTrue(said.toolResult().contains("Started the task \\\"Evening lights\\\" (3 steps)"), said.toolResult());
        assertEquals("I started the evening lights.", said.answer().get("reply").asText(), "a claim backed by task_start stands");
        await().atMost(Duration.ofSeconds(30)).until(() -> task("Evening lights", "running").at("/progress/done").asInt() == 1);
        JsonNode running = task("Evening lights", "running");
        assertEquals("confirmed", running.at("/steps/0/outcome").asText(), running.toString());
        assertTrue(json(olga.get("/api/v1/devices/kitchen-light/state")).toString().contains("\"on\":true"));

        HttpResponse<String> cancelled = olga.post("/api/v1/tasks/" + running.get("id").asText() + "/cancel", "{}");
        assertEquals(200, cancelled.statusCode(), cancelled.body());
        assertEquals("cancelled", json(cancelled).get("state").asText(), cancelled.body());
        assertTrue(json(cancelled).get("result").asText().startsWith("Cancelled after 1 of 3 steps"), cancelled.body());
        await().atMost(Duration.ofSeconds(10)).until(() -> metrics().contains("hearth_tasks_running 0"));
        JsonNode after = json(olga.get("/api/v1/tasks/" + running.get("id").asText()));
        assertEquals("cancelled", after.get("state").asText());
        assertEquals(1, after.at("/progress/done").asInt(), "the wait was cut short and the lamp step never ran: " + after);
        assertFalse(json(olga.get("/api/v1/devices/living-room-lamp/state")).toString().contains("\"on\":true"),
                "the lamp stayed off");
        assertEquals(409, olga.post("/api/v1/tasks/" + running.get("id").asText() + "/cancel", "{}").statusCode());
    }

    @Test
    void atMostTwoTasksRunWhileAThirdWaitsQueued() {
        for (String title : List.of("Wait one", "Wait two", "Wait three")) {
            say(olga, "Please start the lights routine, then wait", Reply.toolCall("task_start",
                    ONLY_WAIT.replace("Long wait", title)), Reply.text("Started."));
            task(title, title.equals("Wait three") ? "queued" : "running");
        }
        assertEquals("queued", task("Wait three", "queued").get("state").asText(), "the third waits while two run");
        String m = metrics();
        assertTrue(m.contains("hearth_tasks_running 2") && m.contains("hearth_tasks_queued 1"), m);

        String first = task("Wait one", "running").get("id").asText();
        assertEquals(200, olga.post("/api/v1/tasks/" + first + "/cancel", "{}").statusCode());
        task("Wait three", "running");
        JsonNode stopped = say(olga, "cancel all tasks").answer();
        assertTrue(stopped.get("reply").asText().contains("Cancelled \"Wait two\"")
                && stopped.get("reply").asText().contains("Cancelled \"Wait three\""), stopped.toString());
        await().atMost(Duration.ofSeconds(10)).until(() -> metrics().contains("hearth_tasks_running 0"));
        assertTrue(metrics().matches("(?s).*hearth_tasks_cancelled_total [3-9].*"), metrics());
    }

    @Test
    void aMemberWithTenUnfinishedTasksIsToldToCancelOneBeforeAnEleventhStarts() {
        Http maria = hub.member("maria", "adult", null);
        for (int i = 1; i <= Tasks.MAX_UNFINISHED; i++) {
            say(maria, "Please start the lights routine, then wait", Reply.toolCall("task_start",
                    ONLY_WAIT.replace("Long wait", "Maria wait " + i)), Reply.text("Started."));
        }
        Said refused = say(maria, "Please start the lights routine, then wait", Reply.toolCall("task_start",
                ONLY_WAIT.replace("Long wait", "Maria wait 11")), Reply.text("You have too many."));
        assertTrue(refused.toolResult().contains("You already have 10 tasks waiting or running; cancel one first."),
                refused.toolResult());
        JsonNode listed = json(maria.get("/api/v1/tasks")).get("tasks");
        assertEquals(Tasks.MAX_UNFINISHED, listed.size(), "the eleventh was not kept: " + listed);

        assertTrue(metrics().contains("hearth_tasks_running 2") && metrics().contains("hearth_tasks_queued 8"), metrics());
        String newest = listed.get(0).get("id").asText();
        assertEquals(200, maria.post("/api/v1/tasks/" + newest + "/cancel", "{}").statusCode());
        assertTrue(metrics().contains("hearth_tasks_queued 7"), "a cancelled queued task is no longer counted: " + metrics());
        Said again = say(maria, "Please start the lights routine, then wait", Reply.toolCall("task_start",
                ONLY_WAIT.replace("Long wait", "Maria wait 12")), Reply.text("Started."));
        assertTrue(again.toolResult().contains("Started the task \\\"Maria wait 12\\\""), again.toolResult());
        assertTrue(say(maria, "cancel all tasks").answer().get("reply").asText().contains("Cancelled"));
        await().atMost(Duration.ofSeconds(10)).until(() -> metrics().contains("hearth_tasks_running 0")
                && metrics().contains("hearth_tasks_queued 0"));
    }

    @Test
    void theStatusAndCancelToolsActOnTheMembersOwnTasksOnly() {
        say(olga, "Please start the lights routine, then wait", Reply.toolCall("task_start",
                ONLY_WAIT.replace("Long wait", "Tool wait")), Reply.text("Started."));
        task("Tool wait", "running");
        Said status = say(olga, "Tell me about my task", Reply.toolCall("task_status", "{}"), Reply.text("It is running."));
        assertTrue(status.toolsOffered().containsAll(List.of("task_status", "task_cancel")), status.toolsOffered().toString());
        assertTrue(status.toolResult().contains("\\\"Tool wait\\\": running, 0 of 1 steps done."), status.toolResult());
        Http rui = hub.member("rui", "adult", null);
        Said theirs = say(rui, "Could you stop whatever task of mine is going", Reply.toolCall("task_cancel", "{}"), Reply.text("Nothing to stop."));
        assertTrue(theirs.toolResult().contains("There is no task running to cancel."), theirs.toolResult());
        task("Tool wait", "running");
        Said mine = say(olga, "Could you stop whatever task of mine is going", Reply.toolCall("task_cancel", "{}"), Reply.text("Stopped."));
        assertTrue(mine.toolResult().contains("Cancelled \\\"Tool wait\\\" after 0 of 1 steps."), mine.toolResult());
        task("Tool wait", "cancelled");
    }

    @Test
    void aStepNamingNoDeviceStartsNothingAndTheModelIsToldWhich() {
        int before = json(olga.get("/api/v1/tasks")).get("tasks").size();
        Said said = say(olga, "Please make the garage light come on, then wait",
                Reply.toolCall("task_start", "{\"title\":\"Garage\",\"steps\":[{\"wait_seconds\":5},"
                        + "{\"device\":\"garage door\",\"action\":\"on\"}]}"), Reply.text("I could not."));
        assertTrue(said.toolResult().contains("bad_step") && said.toolResult().contains("Step 2: no device called 'garage door'"),
                said.toolResult());
        Said wait = say(olga, "Please make the kitchen light routine, then wait",
                Reply.toolCall("task_start", "{\"title\":\"Too long\",\"steps\":[{\"wait_seconds\":7200}]}"), Reply.text("No."));
        assertTrue(wait.toolResult().contains("wait_seconds must be a number from 1 to 3600"), wait.toolResult());
        assertEquals(before, json(olga.get("/api/v1/tasks")).get("tasks").size(), "no task was started");
    }

    static Said say(Http who, String text) {
        return say(who, text, new Reply[0]);
    }
}
