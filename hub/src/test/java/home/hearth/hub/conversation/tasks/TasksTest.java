package home.hearth.hub.conversation.tasks;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Turn off all the lights" as a background task through the running hub (no language model): one
 * step per demo light through the device rules and the live MQTT path, progress and result over
 * REST, the end announced in the room, Portuguese, per-device refusals with their reasons, and the
 * REST doors' privacy and bad input.
 */
class TasksTest {
    @TempDir
    static Path dir;

    static RunningHub hub;
    static Http olga;
    static Http rui;
    static final List<String> kitchen = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        olga = hub.member("olga", "adult", null);
        rui = hub.member("rui", "adult", null);
        hub.speakers().register("kitchen", kitchen::add);
        await().atMost(Duration.ofSeconds(30)).until(() -> olga.get("/api/v1/devices/kitchen-light/state").statusCode() == 200);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    static JsonNode say(Http who, String text, String room) {
        HttpResponse<String> r = who.post("/api/v1/turns", Json.write(room == null ? Map.of("text", text)
                : Map.of("text", text, "room", room)));
        assertEquals(200, r.statusCode(), r.body());
        return json(r);
    }

    static boolean on(String device) {
        JsonNode state = json(olga.get("/api/v1/devices/" + device + "/state"));
        return state.toString().contains("\"on\":true");
    }

    /** The caller's newest task, once it has ended. */
    static JsonNode newestEnded(Http who) {
        JsonNode[] newest = new JsonNode[1];
        await().atMost(Duration.ofSeconds(30)).until(() -> {
            newest[0] = json(who.get("/api/v1/tasks")).get("tasks").get(0);
            return newest[0] != null && !List.of("queued", "running").contains(newest[0].get("state").asText());
        });
        return json(who.get("/api/v1/tasks/" + newest[0].get("id").asText()));
    }

    @Test
    void turningOffAllTheLightsSwitchesEveryDemoLightOffWithProgressResultAndAnAnnouncement() {
        say(olga, "turn on the kitchen light", null);
        say(olga, "turn on the living room lamp", null);
        assertTrue(on("kitchen-light") && on("living-room-lamp"), "both lights start on");

        JsonNode reply = say(olga, "Turn off all the lights", "kitchen");
        assertTrue(reply.get("reply").asText().startsWith("I'm turning off 2 lights: the kitchen light and the living room lamp."),
                reply.toString());
        assertTrue(reply.get("reply").asText().contains("cancel the task"), reply.toString());
        JsonNode task = newestEnded(olga);
        assertEquals("done", task.get("state").asText(), task.toString());
        assertEquals(2, task.at("/progress/done").asInt());
        assertEquals(2, task.at("/progress/total").asInt());
        assertEquals("lights", task.get("kind").asText());
        assertEquals("Turn off all the lights", task.get("title").asText());
        assertEquals("confirmed", task.at("/steps/0/outcome").asText(), task.toString());
        assertEquals("confirmed", task.at("/steps/1/outcome").asText(), task.toString());
        assertTrue(task.get("result").asText().startsWith("Done: 2 of 2 steps."), task.toString());
        assertTrue(task.has("startedAt") && task.has("finishedAt"), task.toString());
        assertFalse(on("kitchen-light"), "the kitchen light reports off, live");
        assertFalse(on("living-room-lamp"), "the living room lamp reports off, live");
        await().atMost(Duration.ofSeconds(10)).until(() -> kitchen.stream().anyMatch(s ->
                s.startsWith("The task \"Turn off all the lights\" is finished. Done: 2 of 2 steps.")));
        String metrics = hub.admin().get("/metrics").body();
        assertTrue(metrics.matches("(?s).*hearth_tasks_done_total [1-9].*"), metrics);
        assertTrue(metrics.contains("hearth_tasks_running 0") && metrics.contains("hearth_tasks_queued 0"), metrics);
        JsonNode status = say(olga, "how is the task going?", "kitchen");
        assertTrue(status.get("reply").asText().startsWith("\"Turn off all the lights\": finished, 2 of 2 steps done."),
                status.toString());
    }

    @Test
    void anEndSaidWhileTheRoomHadNoSpeakerIsSaidOnceItsSpeakerConnects() {
        say(olga, "turn on the kitchen light", null);
        say(olga, "Turn off all the lights", "hall");
        assertEquals("done", newestEnded(olga).get("state").asText());
        List<String> hall = new CopyOnWriteArrayList<>();
        hub.speakers().register("hall", hall::add); // the hall's microphone comes back after the task ended
        await().atMost(Duration.ofSeconds(30)).until(() -> hall.stream().anyMatch(s ->
                s.startsWith("The task \"Turn off all the lights\" is finished.")));
    }

    @Test
    void portugueseTurnsLightTheLivingRoomOnlyAndAnswerInPortuguese() {
        say(olga, "apaga a luz da cozinha", null);
        JsonNode reply = say(rui, "acende todas as luzes da sala", null);
        assertTrue(reply.get("reply").asText().startsWith("Vou acender 1 luz: living room lamp."), reply.toString());
        assertTrue(reply.get("reply").asText().contains("cancela a tarefa"), reply.toString());
        JsonNode task = newestEnded(rui);
        assertEquals("done", task.get("state").asText(), task.toString());
        assertEquals("Acender as luzes todas em sala", task.get("title").asText());
        assertTrue(task.get("result").asText().startsWith("Feito: 1 de 1 passos."), task.toString());
        assertTrue(on("living-room-lamp"));
        assertFalse(on("kitchen-light"), "another room's light was left alone");
        JsonNode off = say(rui, "apaga as luzes todas", null);
        assertTrue(off.get("reply").asText().startsWith("Vou apagar 2 luzes"), off.toString());
        assertEquals("done", newestEnded(rui).get("state").asText());
        assertFalse(on("living-room-lamp"));
        JsonNode how = say(rui, "como vai a tarefa?", null);
        assertTrue(how.get("reply").asText().startsWith("\"Apagar as luzes todas\": terminada, 2 de 2 passos feitos."),
                how.toString());
        assertTrue(say(rui, "cancela a tarefa", null).get("reply").asText().startsWith("Não há nenhuma tarefa a correr"));
    }

    @Test
    void everyLightARuleRefusesIsRefusedOnItsOwnWithTheReason() {
        Http tom = hub.member("tech-tom", "technician", null);
        JsonNode reply = say(tom, "switch off every light", null);
        assertTrue(reply.get("reply").asText().startsWith("I'm turning off 2 lights"), reply.toString());
        JsonNode task = newestEnded(tom);
        assertEquals("failed", task.get("state").asText(), "no light could be switched: " + task);
        for (JsonNode step : task.get("steps")) {
            assertEquals("refused", step.get("outcome").asText(), task.toString());
            assertTrue(step.get("message").asText().length() > 20, "each refusal says why: " + step);
        }
        assertTrue(task.get("result").asText().startsWith("Nothing could be done. Not done: "), task.toString());
    }

    @Test
    void anotherMembersTaskIsNotFoundAndTheAdminListShowsNoneOfItsText() {
        say(olga, "turn off all the lights", null);
        JsonNode mine = newestEnded(olga);
        String id = mine.get("id").asText();
        HttpResponse<String> theirs = rui.get("/api/v1/tasks/" + id);
        HttpResponse<String> nowhere = rui.get("/api/v1/tasks/task-000000000000000000000000");
        assertEquals(404, theirs.statusCode());
        assertEquals(nowhere.body(), theirs.body(), "another member's task answers exactly like an unknown id");
        assertEquals(404, rui.post("/api/v1/tasks/" + id + "/cancel", "{}").statusCode());
        assertFalse(rui.get("/api/v1/tasks").body().contains(id), "not in their list");
        assertEquals(404, hub.admin().get("/api/v1/tasks/" + id).statusCode(), "the admin reads no member's task either");

        JsonNode all = json(hub.admin().get("/api/v1/tasks?all=true"));
        JsonNode listed = null;
        for (JsonNode t : all.get("tasks")) {
            listed = t.get("id").asText().equals(id) ? t : listed;
        }
        assertTrue(listed != null, all.toString());
        assertEquals("olga", listed.get("owner").asText());
        assertEquals("done", listed.get("state").asText());
        assertFalse(listed.has("title") || listed.has("steps") || listed.has("result"), "no member text: " + listed);
        assertEquals(403, olga.get("/api/v1/tasks?all=true").statusCode());
    }

    @Test
    void badIdsAndCancellingAFinishedTaskGetClearErrors() {
        say(olga, "turn off all the lights", null);
        String id = newestEnded(olga).get("id").asText();
        HttpResponse<String> finished = olga.post("/api/v1/tasks/" + id + "/cancel", "{}");
        assertEquals(409, finished.statusCode(), finished.body());
        assertTrue(json(finished).get("message").asText().contains("already ended (done)"), finished.body());
        HttpResponse<String> malformed = olga.get("/api/v1/tasks/not-a-task");
        assertEquals(400, malformed.statusCode(), malformed.body());
        assertTrue(json(malformed).get("message").asText().contains("task-<24 hex digits>"), malformed.body());
        assertEquals(400, olga.post("/api/v1/tasks/task-12/cancel", "{}").statusCode(), "malformed: too short");
        HttpResponse<String> unknown = olga.post("/api/v1/tasks/task-0123456789abcdef01234567/cancel", "{}");
        assertEquals(404, unknown.statusCode(), unknown.body());
        assertEquals("not_found", json(unknown).get("error").asText());
        assertEquals(401, hub.http().get("/api/v1/tasks").statusCode());
        assertEquals("done", json(olga.get("/api/v1/tasks/" + id)).get("state").asText(), "nothing changed");
    }
}
