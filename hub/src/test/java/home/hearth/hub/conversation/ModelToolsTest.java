package home.hearth.hub.conversation;

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
 * The language model's tools through the running hub and a scripted OpenAI-compatible server: which
 * tools are offered, tool calls run under the member's rules with their results fed back, missing
 * arguments, and replies that claim actions no tool did.
 */
class ModelToolsTest {
    @TempDir
    static Path dir;

    static ScriptedOpenAiServer llm;
    static RunningHub hub;
    static Http adult;
    static Http child;

    @BeforeAll
    static void start() {
        llm = ScriptedOpenAiServer.start();
        llm.respondWith(r -> Reply.text("Fine."));
        hub = RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(), "HEARTH_LLM_MODEL", "test-model"));
        adult = hub.member("olga", "adult", null);
        child = hub.member("pia", "child", "olga");
        await().atMost(Duration.ofSeconds(30)).until(() -> adult.get("/api/v1/devices/kitchen-light/state").statusCode() == 200);
    }

    @AfterAll
    static void stop() {
        hub.close();
        llm.close();
    }

    /** Says it with the next replies scripted; returns the answer and the turn's requests to the model. */
    static synchronized Said say(Http who, String text, Reply... replies) {
        int mark = llm.requests().size();
        llm.reply(replies);
        JsonNode answer = LocalIntentsTest.say(who, text);
        List<CapturedRequest> all = llm.requests();
        List<CapturedRequest> mine = all.subList(mark, all.size()).stream()
                .filter(r -> r.promptText().contains("You are Hearth")).toList();
        return new Said(answer, mine);
    }

    record Said(JsonNode answer, List<CapturedRequest> requests) {
        List<String> toolsOffered(int request) {
            List<String> names = new ArrayList<>();
            requests.get(request).json().path("tools").forEach(t -> names.add(t.at("/function/name").asText()));
            return names;
        }

        String toolResult(int request) {
            JsonNode messages = requests.get(request).json().get("messages");
            JsonNode last = messages.get(messages.size() - 1);
            assertEquals("tool", last.get("role").asText(), messages.toString());
            return last.get("content").asText();
        }

        String reply() {
            return answer.get("reply").asText();
        }
    }

    static String state(String device) {
        return Json.readTree(adult.get("/api/v1/devices/" + device + "/state").body()).toString();
    }

    @Test
    void offersOnlyTheToolsARequestPlausiblyNeeds() {
        Said weather = say(adult, "what's the weather like tomorrow?");
        assertTrue(weather.toolsOffered(0).stream().noneMatch(t -> t.startsWith("device_")), weather.toolsOffered(0).toString());
        Said light = say(adult, "Could you check whether the lights are on for me");
        assertTrue(light.toolsOffered(0).contains("device_state"), light.toolsOffered(0).toString());
        assertFalse(light.toolsOffered(0).contains("device_command"), "nothing to change: " + light.toolsOffered(0));
        Said make = say(adult, "Make the kitchen bright for me");
        assertTrue(make.toolsOffered(0).containsAll(List.of("device_state", "device_command")), make.toolsOffered(0).toString());
        Said timer = say(adult, "I need a timer for the pasta");
        assertTrue(timer.toolsOffered(0).contains("timer_set"), timer.toolsOffered(0).toString());
        assertFalse(timer.toolsOffered(0).contains("device_command"), timer.toolsOffered(0).toString());
    }

    @Test
    void aDeviceCommandToolCallRunsUnderTheRulesAndItsResultGoesBackToTheModel() {
        Said said = say(adult, "Make the kitchen bright for me",
                Reply.toolCall("device_command", "{\"device\":\"kitchen light\",\"action\":\"on\"}"),
                Reply.text("I turned on ", "the kitchen light."));
        assertEquals("kitchen-light", said.answer().at("/actions/0/device").asText(), said.answer().toString());
        assertEquals("confirmed", said.answer().at("/actions/0/outcome").asText());
        assertEquals(2, said.requests().size());
        assertTrue(said.toolResult(1).contains("Done: the kitchen light is on"), said.toolResult(1));
        assertEquals("I turned on the kitchen light.", said.reply(), "a claim backed by a tool call stands");
        assertTrue(said.requests().get(1).body().contains("\"tool_calls\""), "the call is in the conversation");
        JsonNode figures = said.answer().get("figures");
        assertEquals(List.of("device_command"), List.of(figures.get("tools").get(0).asText()), figures.toString());
        assertTrue(figures.get("tokensIn").asInt() > 0 && figures.get("tokensOut").asInt() > 0, figures.toString());
        assertTrue(figures.get("contextChars").asInt() > 100, figures.toString());
        String metrics = hub.admin().get("/metrics").body();
        assertTrue(metrics.matches("(?s).*hearth_turn_tool_calls_total [1-9].*"), metrics);
        assertTrue(metrics.matches("(?s).*hearth_turn_tokens_in_total [1-9].*"), metrics);
        assertTrue(metrics.matches("(?s).*hearth_turn_context_chars_total [1-9].*"), metrics);
    }

    @Test
    void aChildsUnlockThroughTheModelIsRefusedWithTheReason() {
        Said said = say(child, "Open the front door for me",
                Reply.toolCall("device_command", "{\"device\":\"front door\",\"action\":\"unlock\"}"),
                Reply.text("I can't: children can't unlock doors."));
        assertEquals("refused", said.answer().at("/actions/0/outcome").asText(), said.answer().toString());
        assertTrue(said.toolResult(1).contains("Children can't"), said.toolResult(1));
        assertTrue(state("front-door-lock").contains("\"locked\":true") || state("front-door-lock").contains("LOCK"),
                state("front-door-lock"));
    }

    @Test
    void anUnlockThroughTheModelIsConfirmedByTheHubItselfBeforeAnythingIsDone() {
        Said said = say(adult, "Open the front door for me",
                Reply.toolCall("device_command", "{\"device\":\"front door\",\"action\":\"unlock\"}"));
        assertEquals(1, said.requests().size(), "the question ends the turn; the model is not asked again");
        assertTrue(said.answer().get("confirm").asText().startsWith("Are you sure"), said.answer().toString());
        assertEquals(0, said.answer().get("actions").size(), "nothing was done yet");
        JsonNode yes = LocalIntentsTest.say(adult, "yes", said.answer().get("session").asText());
        assertEquals("unlock", yes.at("/actions/0/command").asText(), yes.toString());
        assertEquals("confirmed", yes.at("/actions/0/outcome").asText());
        LocalIntentsTest.say(adult, "lock the front door");
    }

    @Test
    void aMissingArgumentGoesBackToTheModelWhichAsksForIt() {
        Said said = say(adult, "Switch a light on for me",
                Reply.toolCall("device_command", "{\"action\":\"on\"}"),
                Reply.text("Which light do you mean?"));
        assertTrue(said.toolResult(1).contains("missing_argument") && said.toolResult(1).contains("device"), said.toolResult(1));
        assertEquals("Which light do you mean?", said.reply());
        assertEquals(0, said.answer().get("actions").size());
    }

    @Test
    void aReplyClaimingAnActionNoToolDidIsCorrected() {
        String before = state("living-room-lamp");
        Said said = say(adult, "Make the living room cosy", Reply.text("I turned on the living room lamp. ", "Enjoy your evening."));
        assertFalse(said.reply().contains("I turned on"), said.reply());
        assertTrue(said.reply().startsWith("I haven't done anything in the house"), said.reply());
        assertTrue(said.reply().endsWith("Enjoy your evening."), said.reply());
        assertEquals(0, said.answer().get("actions").size());
        assertEquals(before.replaceAll("\"at\":\"[^\"]*\"", ""), state("living-room-lamp").replaceAll("\"at\":\"[^\"]*\"", ""));
        Said pt = say(adult, "Deixa a sala acolhedora", Reply.text("Liguei o candeeiro da sala."));
        assertEquals("Não fiz nada em casa: nenhum dispositivo foi alterado.", pt.reply());
    }

    @Test
    void anExplicitSaveThroughTheModelGoesThroughTheEntryGateAsExplicit() {
        Http rui = hub.member("rui", "adult", null);
        Said said = say(rui, "Please keep in mind that my cat is called Tareco",
                Reply.toolCall("memory_save", "{\"text\":\"My cat is called Tareco\"}"));
        if (said.answer().has("confirm")) {
            LocalIntentsTest.say(rui, "yes", said.answer().get("session").asText());
        } else {
            assertTrue(said.toolResult(1).contains("remember"), said.toolResult(1));
        }
        JsonNode mine = Json.readTree(rui.get("/api/v1/memories").body());
        assertEquals(1, mine.get("count").asInt(), mine.toString());
        assertEquals("My cat is called Tareco", mine.at("/memories/0/text").asText());
        // The member's own request: the gate asked her with the model's words, and her yes keeps them as confirmed.
        assertEquals("confirmed", mine.at("/memories/0/source").asText(), mine.toString());
        Said other = say(adult, "what is my cat called?",
                Reply.toolCall("memory_search", "{\"query\":\"cat name\"}"), Reply.text("I don't know."));
        assertFalse(other.toolResult(1).contains("Tareco"), "another member's memory is never a tool result: " + other.toolResult(1));
        assertFalse(other.requests().get(0).body().contains("Tareco"));
    }

    /**
     * A memory the model saves from a turn that did not ask to remember anything is the model's conclusion, not the
     * member's words: it is kept as inferred (checked against her turn), never as her own statement.
     */
    @Test
    void aSaveThroughTheModelThatTheMemberDidNotAskForIsInferred() {
        Http vera = hub.member("vera", "adult", null);
        Said said = say(vera, "I keep my bike in the garden shed these days",
                Reply.toolCall("memory_save", "{\"text\":\"The bike is in the garden shed\"}"));
        if (said.answer().has("confirm")) {
            LocalIntentsTest.say(vera, "yes", said.answer().get("session").asText());
        }
        JsonNode mine = Json.readTree(vera.get("/api/v1/memories").body());
        assertEquals(1, mine.get("count").asInt(), mine.toString());
        assertEquals("The bike is in the garden shed", mine.at("/memories/0/text").asText());
        assertEquals("inferred", mine.at("/memories/0/source").asText(), mine.toString());
    }

    /**
     * "can you remember where …?" asks about memory, it does not ask the hub to keep anything: a memory the model saves
     * from it is the model's conclusion, kept as inferred, not put to the member as her own request.
     */
    @Test
    void aSaveThroughTheModelFromAQuestionAboutMemoryIsInferred() {
        Http ivo = hub.member("ivo", "adult", null);
        Said said = say(ivo, "Can you remember where I left my keys? I think I left my keys in the hall",
                Reply.toolCall("memory_save", "{\"text\":\"I left my keys in the hall\"}"), Reply.text("Noted."));
        if (said.answer().has("confirm")) {
            LocalIntentsTest.say(ivo, "yes", said.answer().get("session").asText());
        }
        JsonNode mine = Json.readTree(ivo.get("/api/v1/memories").body());
        assertEquals(1, mine.get("count").asInt(), mine.toString());
        assertEquals("inferred", mine.at("/memories/0/source").asText(), mine.toString());
    }

    /**
     * A memory a model's memory_save wrote carries the model's words, whether it was kept as inferred or, after the
     * member's yes to the gate's question, as confirmed: {@code modelWritten} says so. Her own "remember that …" does not.
     */
    @Test
    void aMemoryTheModelSavedIsModelWrittenAndOneTheMemberSaidIsNot() {
        Http noa = hub.member("noa", "adult", null);
        JsonNode asked = LocalIntentsTest.say(noa, "remember that my umbrella is the green one");
        assertTrue(asked.has("confirm"), asked.toString());
        LocalIntentsTest.say(noa, "yes", asked.get("session").asText());
        Said request = say(noa, "Please keep in mind that my bike is the red one",
                Reply.toolCall("memory_save", "{\"text\":\"My bike is the red one\"}"));
        assertTrue(request.answer().has("confirm"), request.answer().toString());
        LocalIntentsTest.say(noa, "yes", request.answer().get("session").asText());
        Said inferred = say(noa, "I keep my scooter in the hall these days",
                Reply.toolCall("memory_save", "{\"text\":\"The scooter is in the hall\"}"));
        assertFalse(inferred.answer().has("confirm"), inferred.answer().toString());

        JsonNode mine = Json.readTree(noa.get("/api/v1/memories").body());
        assertEquals(3, mine.get("count").asInt(), mine.toString());
        Map<String, String> written = new java.util.HashMap<>();
        mine.get("memories").forEach(m -> written.put(m.get("text").asText(),
                m.get("source").asText() + " " + m.get("modelWritten").asBoolean()));
        assertEquals("confirmed false", written.get("My umbrella is the green one"), mine.toString());
        assertEquals("confirmed true", written.get("My bike is the red one"), mine.toString());
        assertEquals("inferred true", written.get("The scooter is in the hall"), mine.toString());
    }

    @Test
    void aReadingIsReusedOnAFollowUpSayingSoAndCheckAgainReadsAnew() {
        Http eva = hub.member("eva", "adult", null);
        LocalIntentsTest.say(eva, "turn on the kitchen light");
        Said read = say(eva, "Could you check whether the kitchen light is on for me",
                Reply.toolCall("device_state", "{\"device\":\"kitchen light\"}"), Reply.text("Yes, it is on."));
        assertTrue(read.toolResult(1).contains("is on"), read.toolResult(1));
        assertTrue(read.toolResult(1).matches(".*\\d\\d:\\d\\d:\\d\\d.*"), "the reading's time: " + read.toolResult(1));
        String session = read.answer().get("session").asText();
        // The light changes behind the conversation's back: the kept reading is now stale.
        assertEquals(200, eva.post("/api/v1/devices/kitchen-light/commands", "{\"command\":\"switch\",\"value\":false}")
                .statusCode());

        int mark = llm.requests().size();
        JsonNode sure = LocalIntentsTest.say(eva, "is that right?", session);
        assertTrue(sure.get("reply").asText().startsWith("Going by my reading at "), sure.toString());
        assertTrue(sure.get("reply").asText().contains(" is on"), "the kept reading, not a new one: " + sure);
        JsonNode again = LocalIntentsTest.say(eva, "check again", session);
        assertTrue(again.get("reply").asText().contains(" is off"), "a new reading: " + again);
        assertTrue(again.get("reply").asText().contains("read just now"), again.toString());
        assertEquals(mark, llm.requests().size(), "neither follow-up needed the model");

        Said later = say(eva, "Thanks, what else should I know", Reply.text("Nothing else."));
        String system = later.requests().get(0).json().at("/messages/0/content").asText();
        assertTrue(system.contains("device_state {\"device\":\"kitchen light\"}, read at "), system);
        assertTrue(system.contains("valid until"), system);
    }

    @Test
    void aFollowUpWithoutAReadingGoesToTheModelAndCheckAgainSaysThereIsNothingToCheck() {
        Http leo = hub.member("leo", "adult", null);
        Said sure = say(leo, "are you sure?", Reply.text("Yes, I am."));
        assertEquals(1, sure.requests().size(), sure.answer().toString());
        assertEquals("Yes, I am.", sure.reply());
        JsonNode again = LocalIntentsTest.say(leo, "verifica outra vez", sure.answer().get("session").asText());
        assertTrue(again.get("reply").asText().startsWith("Não há nenhuma leitura"), again.toString());
    }

    @Test
    void aTimerToolCallSetsATimerInTheRoomOfTheTurn() {
        Http ze = hub.member("ze", "adult", null);
        int mark = llm.requests().size();
        llm.reply(Reply.toolCall("timer_set", "{\"minutes\":10}"), Reply.text("Your pasta timer is on."));
        HttpResponse<String> r = ze.post("/api/v1/turns", Json.write(Map.of("text", "I need a timer for the pasta",
                "room", "kitchen")));
        assertEquals(200, r.statusCode(), r.body());
        List<CapturedRequest> mine = llm.requests().subList(mark, llm.requests().size()).stream()
                .filter(c -> c.promptText().contains("You are Hearth")).toList();
        Said said = new Said(Json.readTree(r.body()), mine);
        assertTrue(said.toolResult(1).contains("Timer set for 10 minutes"), said.toolResult(1));
        assertEquals("Your pasta timer is on.", said.reply());
        JsonNode listed = LocalIntentsTest.say(ze, "what timers are on?");
        assertTrue(listed.get("reply").asText().contains("10 minutes"), listed.toString());
    }

    /** A turn said in a room (timers are announced where they were set). */
    static JsonNode sayIn(Http who, String text, String room) {
        HttpResponse<String> r = who.post("/api/v1/turns", Json.write(Map.of("text", text, "room", room)));
        assertEquals(200, r.statusCode(), r.body());
        return Json.readTree(r.body());
    }

    static JsonNode memories(Http who) {
        return Json.readTree(who.get("/api/v1/memories").body());
    }

    @Test
    void aForgetToolCallAsksFirstAndForgetsOnlyTheCallersOwnMemory() {
        Http ana = hub.member("ana", "adult", null);
        Http bia = hub.member("bia", "adult", null);
        MemoryIntentsTest.rememberKept(ana, "remember that my bike is the red one");
        MemoryIntentsTest.rememberKept(bia, "remember that my bike is the blue one");
        Said said = say(bia, "I would like you to forget my bike", Reply.toolCall("memory_forget", "{\"what\":\"my bike\"}"));
        assertEquals(1, said.requests().size(), "the hub asks itself; the model is not called again");
        assertTrue(said.answer().get("confirm").asText().contains("blue one"), said.answer().toString());
        assertFalse(said.answer().toString().contains("red one"), "ana's memory is never offered to bia: " + said.answer());
        assertEquals(1, memories(bia).get("count").asInt(), "nothing is forgotten before the yes");
        JsonNode yes = LocalIntentsTest.say(bia, "yes", said.answer().get("session").asText());
        assertEquals("Forgotten.", yes.get("reply").asText(), yes.toString());
        assertEquals(0, memories(bia).get("count").asInt(), memories(bia).toString());
        JsonNode anas = memories(ana);
        assertEquals(1, anas.get("count").asInt(), anas.toString());
        assertTrue(anas.at("/memories/0/text").asText().contains("red one"), anas.toString());
    }

    @Test
    void aForgetToolCallForSomethingOnlyAnotherMemberToldFindsNothingAndLeavesItAlone() {
        Http caio = hub.member("caio", "adult", null);
        Http dora = hub.member("dora", "adult", null);
        JsonNode remembered = MemoryIntentsTest.rememberKept(dora, "remember that my favourite tea is rooibos");
        // Checked before caio's turn too: a count of 0 at the end once failed a CI run (not reproduced since), and this
        // says which of the two turns lost it, with the hub's own reply.
        assertEquals(1, memories(dora).get("count").asInt(), "remembered: " + remembered + " now: " + memories(dora));
        Said said = say(caio, "I would like you to forget my favourite tea",
                Reply.toolCall("memory_forget", "{\"what\":\"favourite tea rooibos\"}"), Reply.text("I had nothing to forget."));
        assertFalse(said.answer().has("confirm"), said.answer().toString());
        assertTrue(said.toolResult(1).contains("can't find anything"), said.toolResult(1));
        assertFalse(said.toolResult(1).contains("rooibos"), "dora's memory is no tool result of caio's: " + said.toolResult(1));
        assertEquals(1, memories(dora).get("count").asInt(), memories(dora).toString());
    }

    @Test
    void timerListAndCancelToolCallsSeeAndCancelOnlyTheCallersOwnTimers() {
        Http fabio = hub.member("fabio", "adult", null);
        Http gil = hub.member("gil", "adult", null);
        sayIn(fabio, "set a timer for 10 minutes", "kitchen");
        sayIn(fabio, "set a timer for 20 minutes", "kitchen");
        sayIn(gil, "set a timer for 5 minutes", "kitchen");

        Said listed = say(fabio, "How long is left on my timer",
                Reply.toolCall("timer_list", "{}"), Reply.text("Two are running."));
        assertTrue(listed.toolsOffered(0).containsAll(List.of("timer_list", "timer_cancel")), listed.toolsOffered(0).toString());
        assertTrue(listed.toolResult(1).contains("10 minutes") && listed.toolResult(1).contains("20 minutes"),
                listed.toolResult(1));
        assertFalse(listed.toolResult(1).contains("5 minutes"), "gil's timer is not fabio's: " + listed.toolResult(1));

        Said one = say(fabio, "Drop the first timer please",
                Reply.toolCall("timer_cancel", "{}"), Reply.text("Cancelled."));
        assertTrue(one.toolResult(1).contains("Cancelled: a 10 minutes timer"), one.toolResult(1));
        Said all = say(fabio, "Drop every timer of mine please",
                Reply.toolCall("timer_cancel", "{\"all\":true}"), Reply.text("All gone."));
        assertTrue(all.toolResult(1).contains("Cancelled: a 20 minutes timer"), all.toolResult(1));
        assertEquals(List.of("timer_cancel"), List.of(all.answer().at("/figures/tools/0").asText()));

        assertEquals("No timers or reminders are on.", LocalIntentsTest.say(fabio, "what timers are on?").get("reply").asText());
        JsonNode gils = LocalIntentsTest.say(gil, "what timers are on?");
        assertTrue(gils.get("reply").asText().contains("5 minutes"), "gil's timer survives fabio's cancel: " + gils);
        Said nothing = say(fabio, "Drop every timer of mine please",
                Reply.toolCall("timer_cancel", "{\"all\":true}"), Reply.text("There was none."));
        assertTrue(nothing.toolResult(1).contains("There is no timer to cancel"), nothing.toolResult(1));
        assertTrue(LocalIntentsTest.say(gil, "what timers are on?").get("reply").asText().contains("5 minutes"));
    }
}
