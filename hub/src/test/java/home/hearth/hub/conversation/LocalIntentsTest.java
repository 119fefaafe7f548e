package home.hearth.hub.conversation;

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
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Device commands and live state questions in English and Portuguese, through {@code POST /api/v1/turns}. */
class LocalIntentsTest {
    private static final String READ_AT = ".*\\d\\d:\\d\\d:\\d\\d.*";
    @TempDir
    static Path dir;

    static RunningHub hub;
    static Http adult;
    static Http child;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        adult = hub.member("olga", "adult", null);
        child = hub.member("pia", "child", "olga");
        await().atMost(Duration.ofSeconds(30)).until(() -> adult.get("/api/v1/devices/kitchen-light/state").statusCode() == 200);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    static JsonNode say(Http who, String text) {
        return say(who, text, null);
    }

    static JsonNode say(Http who, String text, String session) {
        Map<String, Object> body = new HashMap<>();
        body.put("text", text);
        if (session != null) {
            body.put("session", session);
        }
        HttpResponse<String> r = who.post("/api/v1/turns", Json.write(body));
        assertEquals(200, r.statusCode(), r.body());
        return json(r);
    }

    @Test
    void turnsOnTheKitchenLightAndTellsItsLiveStateWithTheTimeOfTheReading() {
        JsonNode on = say(adult, "Turn on the kitchen light");
        assertEquals("kitchen-light", on.at("/actions/0/device").asText(), on.toString());
        assertEquals("switch on", on.at("/actions/0/command").asText());
        assertEquals("confirmed", on.at("/actions/0/outcome").asText());
        assertTrue(on.get("reply").asText().startsWith("Done"), on.toString());
        assertFalse(on.get("session").asText().isEmpty());
        JsonNode asked = say(adult, "is the kitchen light on?");
        assertTrue(asked.get("reply").asText().contains(" is on"), asked.toString());
        assertTrue(asked.get("reply").asText().matches(READ_AT), "the reply says when it was read: " + asked);
        assertEquals(0, asked.get("actions").size());
    }

    @Test
    void understandsPortugueseCommandsAndQuestions() {
        JsonNode off = say(adult, "apaga a luz da cozinha");
        assertEquals("kitchen-light", off.at("/actions/0/device").asText(), off.toString());
        assertEquals("switch off", off.at("/actions/0/command").asText());
        assertEquals("confirmed", off.at("/actions/0/outcome").asText());
        assertTrue(off.get("reply").asText().startsWith("Feito"), off.toString());
        JsonNode door = say(adult, "a porta está trancada?");
        assertTrue(door.get("reply").asText().contains("front door lock: trancada"), door.toString());
        assertTrue(door.get("reply").asText().matches(READ_AT), door.toString());
        JsonNode temp = say(adult, "qual é a temperatura no corredor?");
        assertTrue(temp.get("reply").asText().contains("20.5 °C"), temp.toString());
    }

    /** The particle after the device, and the room after both: each reaches the kitchen light. */
    @Test
    void switchesTheLightOnInTheKitchenWithTheParticleAfterTheObject() {
        JsonNode on = say(adult, "switch the light on in the kitchen");
        assertEquals("kitchen-light", on.at("/actions/0/device").asText(), on.toString());
        assertEquals("switch on", on.at("/actions/0/command").asText());
        assertEquals("confirmed", on.at("/actions/0/outcome").asText());
        JsonNode off = say(adult, "turn the kitchen light off");
        assertEquals("kitchen-light", off.at("/actions/0/device").asText(), off.toString());
        assertEquals("switch off", off.at("/actions/0/command").asText());
        JsonNode later = say(adult, "turn the light on in 5 minutes");
        assertEquals(0, later.get("actions").size(), "a time is not a room, and nothing is switched now: " + later);
    }

    @Test
    void setsTheBedroomThermostatByTheRoomsName() {
        JsonNode set = say(adult, "set the bedroom to twenty one degrees");
        assertEquals("bedroom-thermostat", set.at("/actions/0/device").asText(), set.toString());
        assertEquals("set_temperature 21.0", set.at("/actions/0/command").asText());
        assertEquals("confirmed", set.at("/actions/0/outcome").asText());
        JsonNode pt = say(adult, "põe o quarto a 20 graus");
        assertEquals("set_temperature 20.0", pt.at("/actions/0/command").asText(), pt.toString());
        JsonNode tooHot = say(adult, "set the bedroom to 90 degrees");
        assertEquals(0, tooHot.get("actions").size());
        assertTrue(tooHot.get("reply").asText().contains("5 to 35"), tooHot.toString());
    }

    @Test
    void answersTemperatureQuestionsFromTheLiveSensor() {
        JsonNode hall = say(adult, "What's the temperature in the hall?");
        assertTrue(hall.get("reply").asText().contains("hall motion sensor reads 20.5 °C"), hall.toString());
    }

    @Test
    void aChildsUnlockIsRefusedWithTheReason() {
        JsonNode r = say(child, "unlock the front door");
        assertEquals("refused", r.at("/actions/0/outcome").asText(), r.toString());
        assertTrue(r.get("reply").asText().contains("Children can't"), r.toString());
        assertTrue(r.get("confirm") == null, "nothing to confirm: " + r);
    }

    @Test
    void anUnlockAsksForConfirmationAndTheNextYesInTheSessionDoesIt() {
        JsonNode asked = say(adult, "unlock the front door");
        assertTrue(asked.get("confirm").asText().startsWith("Are you sure"), asked.toString());
        assertEquals(0, asked.get("actions").size(), "nothing was done yet");
        String session = asked.get("session").asText();
        JsonNode done = say(adult, "yes", session);
        assertEquals("unlock", done.at("/actions/0/command").asText(), done.toString());
        assertEquals("confirmed", done.at("/actions/0/outcome").asText());
        assertEquals(session, done.get("session").asText());
        JsonNode again = say(adult, "yes", session);
        assertEquals(0, again.get("actions").size(), "a yes answers one question only: " + again);
        JsonNode locked = say(adult, "tranca a porta");
        assertEquals("confirmed", locked.at("/actions/0/outcome").asText(), locked.toString());
    }

    /**
     * A yes that says again what it agrees to is a yes only to the action asked about: "yes, lock it", "yes, open the
     * garage" or "yes, unlock the shed" after "unlock the front door?" do nothing and ask again; "yes, unlock it",
     * "yes, unlock the front door" and "sim, destranca" unlock it.
     */
    @Test
    void aYesThatRestatesTheAskedActionDoesItAndOneThatRestatesAnotherDoesNot() {
        HttpResponse<String> shed = hub.admin().post("/api/v1/devices", "{\"id\":\"shed-lock\",\"name\":\"Shed lock\","
                + "\"room\":\"garden\",\"capabilities\":[\"lock\"],\"topic\":\"zigbee2mqtt/shed_lock\"}");
        assertEquals(201, shed.statusCode(), shed.body());
        String session = say(adult, "unlock the front door").get("session").asText();
        for (String other : new String[] {"yes, lock it", "yes, open the garage", "yes, unlock the shed", "yes, turn it on"}) {
            JsonNode r = say(adult, other, session);
            assertEquals(0, r.get("actions").size(), other + " is not a yes: " + r);
            assertTrue(r.get("reply").asText().startsWith("I didn't take that as a yes"), other + ": " + r);
            assertTrue(r.get("confirm").asText().contains("unlock the front door lock"), "asked again: " + r);
        }
        JsonNode done = say(adult, "Yes, unlock it.", session);
        assertEquals("front-door-lock", done.at("/actions/0/device").asText(), done.toString());
        assertEquals("unlock", done.at("/actions/0/command").asText());
        assertEquals("confirmed", done.at("/actions/0/outcome").asText());
        say(adult, "lock the front door", session);

        say(adult, "unlock the front door", session);
        JsonNode named = say(adult, "yes, unlock the front door", session);
        assertEquals("confirmed", named.at("/actions/0/outcome").asText(), "the same device, named: " + named);
        say(adult, "lock the front door", session);

        say(adult, "destranca a porta", session);
        JsonNode tranca = say(adult, "sim, tranca", session);
        assertEquals(0, tranca.get("actions").size(), tranca.toString());
        assertTrue(tranca.get("reply").asText().startsWith("Não tomei isso como um sim"), tranca.toString());
        JsonNode destranca = say(adult, "sim, destranca", session);
        assertEquals("unlock", destranca.at("/actions/0/command").asText(), destranca.toString());
        assertEquals("confirmed", destranca.at("/actions/0/outcome").asText());
        say(adult, "tranca a porta", session);

        JsonNode nothing = say(adult, "yes, unlock it", session);
        assertEquals(0, nothing.get("actions").size(), "nothing was asked: " + nothing);
        assertTrue(nothing.get("reply").asText().startsWith("There is nothing waiting"), nothing.toString());
        JsonNode asCommand = say(adult, "ok, unlock the front door", session);
        assertEquals(0, asCommand.get("actions").size(), "with nothing asked it is the command, asked about: " + asCommand);
        assertTrue(asCommand.get("confirm").asText().startsWith("Are you sure"), asCommand.toString());
        say(adult, "no", session);
    }

    @Test
    void aNoOrAnyOtherTurnDropsTheQuestion() {
        String session = say(adult, "destranca a porta").get("session").asText();
        JsonNode no = say(adult, "não", session);
        assertEquals(0, no.get("actions").size(), no.toString());
        assertTrue(no.get("reply").asText().contains("não faço"), no.toString());
        say(adult, "unlock the front door", session);
        say(adult, "is the kitchen light on", session);
        assertEquals(0, say(adult, "yes", session).get("actions").size(), "another turn dropped the question");
    }

    /**
     * A no with more words ("no, don't", "não, não faças", "no, forget it", "não, esquece") answers the unlock question: nothing is done, the hub says
     * so briefly, and a later yes has nothing left to agree to.
     */
    @Test
    void aNoWithMoreWordsAnswersTheQuestionAndLeavesTheDeviceAlone() {
        String[][] cases = {{"unlock the front door", "no, don't", "OK, I won't."},
            {"unlock the front door", "No thanks, leave it.", "OK, I won't."},
            {"unlock the front door", "cancel that", "OK, I won't."},
            {"destranca a porta", "não, não faças", "Está bem, não faço nada."},
            {"destranca a porta", "não, deixa estar", "Está bem, não faço nada."},
            {"unlock the front door", "no, forget it", "OK, I won't."},
            {"unlock the front door", "no, never mind", "OK, I won't."},
            {"destranca a porta", "não, esquece", "Está bem, não faço nada."},
            {"destranca a porta", "não, deixa", "Está bem, não faço nada."}};
        for (String[] c : cases) {
            String session = say(adult, c[0]).get("session").asText();
            JsonNode no = say(adult, c[1], session);
            assertEquals(0, no.get("actions").size(), c[1] + ": " + no);
            assertEquals(c[2], no.get("reply").asText(), c[1] + ": " + no);
            assertTrue(no.get("confirm") == null, "not asked again: " + no);
            JsonNode yes = say(adult, "yes", session);
            assertEquals(0, yes.get("actions").size(), "the no answered the question: " + yes);
        }
    }

    /**
     * A no followed by a device verb with nothing to act on ("no, unlock it", "no, lock it", "no, turn it on", "não,
     * destranca") answers the unlock question with a no: nothing is done and the lock stays locked.
     */
    @Test
    void aNoFollowedByADeviceVerbWithItIsANoAndTheLockStaysLocked() {
        JsonNode locked = say(adult, "lock the front door");
        assertEquals("confirmed", locked.at("/actions/0/outcome").asText(), locked.toString());
        String[][] cases = {{"unlock the front door", "no, unlock it", "OK, I won't."},
            {"unlock the front door", "no, lock it", "OK, I won't."},
            {"unlock the front door", "No, turn it on.", "OK, I won't."},
            {"destranca a porta", "não, destranca", "Está bem, não faço nada."}};
        for (String[] c : cases) {
            String session = say(adult, c[0]).get("session").asText();
            JsonNode no = say(adult, c[1], session);
            assertEquals(0, no.get("actions").size(), c[1] + ": " + no);
            assertEquals(c[2], no.get("reply").asText(), c[1] + ": " + no);
            assertTrue(no.get("confirm") == null, "not asked again: " + no);
            assertEquals(0, say(adult, "yes", session).get("actions").size(), "the no answered the question");
            JsonNode state = json(adult.get("/api/v1/devices/front-door-lock/state"));
            assertTrue(state.at("/state/locked").asBoolean(), c[1] + " left it locked: " + state);
        }
    }

    /**
     * "yes, unlock the door" when the front and the back door both have locks: the question named the front door, and
     * "door" fits it, so it is a yes to it; "yes, unlock the back door" fits only the other and is not.
     */
    @Test
    void aYesWhoseWordsFitTheAskedDeviceAmongOthersDoesIt() {
        HttpResponse<String> back = hub.admin().post("/api/v1/devices", "{\"id\":\"back-door-lock\",\"name\":\"Back door lock\","
                + "\"room\":\"garden\",\"capabilities\":[\"lock\"],\"topic\":\"zigbee2mqtt/back_door_lock\"}");
        assertEquals(201, back.statusCode(), back.body());
        try {
            assertTrue(say(adult, "unlock the door").get("reply").asText().startsWith("Which one"), "two locks fit 'door'");
            String session = say(adult, "unlock the front door").get("session").asText();
            JsonNode other = say(adult, "yes, unlock the back door", session);
            assertEquals(0, other.get("actions").size(), "another lock: " + other);
            assertTrue(other.get("confirm").asText().contains("unlock the front door lock"), "asked again: " + other);
            JsonNode done = say(adult, "yes, unlock the door", session);
            assertEquals("front-door-lock", done.at("/actions/0/device").asText(), done.toString());
            assertEquals("confirmed", done.at("/actions/0/outcome").asText(), done.toString());
            say(adult, "lock the front door", session);
            say(adult, "destranca a porta da frente", session);
            JsonNode sim = say(adult, "sim, destranca a porta", session);
            assertEquals("front-door-lock", sim.at("/actions/0/device").asText(), sim.toString());
            say(adult, "lock the front door", session);
        } finally {
            assertEquals(204, hub.admin().delete("/api/v1/devices/back-door-lock").statusCode());
        }
    }

    @Test
    void anotherMembersSessionIsNotFound() {
        String session = say(adult, "unlock the front door").get("session").asText();
        HttpResponse<String> r = child.post("/api/v1/turns", "{\"text\":\"yes\",\"session\":\"" + session + "\"}");
        assertEquals(404, r.statusCode(), r.body());
        assertEquals("not_found", json(r).get("error").asText());
    }

    @Test
    void saysTheDeviceDidNotAnswerWhenItDoesNot() {
        HttpResponse<String> add = hub.admin().post("/api/v1/devices", "{\"id\":\"garage-light\",\"name\":\"Garage light\","
                + "\"room\":\"garage\",\"capabilities\":[\"switch\"],\"topic\":\"zigbee2mqtt/garage_light\"}");
        assertEquals(201, add.statusCode(), add.body());
        JsonNode r = say(adult, "is the garage light on?");
        assertTrue(r.get("reply").asText().contains("garage light did not answer"), r.toString());
        JsonNode pt = say(adult, "a luz da garagem está ligada?");
        assertTrue(pt.get("reply").asText().contains("Não conheço") || pt.get("reply").asText().contains("não respondeu"),
                pt.toString());
    }

    @Test
    void anUnknownDeviceOrAnAmbiguousOneIsSaidPlainly() {
        assertTrue(say(adult, "turn on the jacuzzi").get("reply").asText().contains("I don't know a device called 'jacuzzi'"));
        JsonNode which = say(adult, "turn off the lights");
        assertTrue(which.get("reply").asText().startsWith("Which one"), which.toString());
        assertEquals(0, which.get("actions").size());
        HttpResponse<String> inKitchen = adult.post("/api/v1/turns", "{\"text\":\"turn off the lights\",\"room\":\"kitchen\"}");
        assertEquals("kitchen-light", json(inKitchen).at("/actions/0/device").asText(), inKitchen.body());
    }

    @Test
    void anythingElseSaysALanguageModelIsNeeded() {
        assertTrue(say(adult, "write me a poem about the sea").get("reply").asText().contains("language model"));
        assertTrue(say(adult, "escreve um poema sobre o mar").get("reply").asText().contains("modelo de linguagem"));
    }

    @Test
    void streamsTheSameEventsAsServerSentEvents() throws Exception {
        var client = java.net.http.HttpClient.newHttpClient();
        var req = java.net.http.HttpRequest.newBuilder(java.net.URI.create(hub.http().base() + "/api/v1/turns"))
                .header("Authorization", "Bearer " + adult.token())
                .header("Accept", "text/event-stream")
                .header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"text\":\"switch on the coffee machine\"}"))
                .build();
        HttpResponse<String> r = client.send(req, HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"));
        String body = r.body();
        int action = body.indexOf("event:action");
        int reply = body.indexOf("event:reply");
        int end = body.indexOf("event:end");
        assertTrue(action >= 0 && reply > action && end > reply, body);
        assertTrue(body.contains("\"outcome\":\"confirmed\""), body);
        assertTrue(body.contains("\"first_reply\""), body);
    }

    @Test
    void badTurnsGetClearErrors() {
        HttpResponse<String> empty = adult.post("/api/v1/turns", "{\"text\":\"   \"}");
        assertEquals(400, empty.statusCode());
        assertEquals("empty_turn", json(empty).get("error").asText());
        HttpResponse<String> huge = adult.post("/api/v1/turns", Json.write(Map.of("text", "a".repeat(Turn.MAX_TEXT_CHARS + 1))));
        assertEquals(413, huge.statusCode(), huge.body());
        assertEquals("too_long", json(huge).get("error").asText());
        assertEquals(400, adult.post("/api/v1/turns", "{\"text\": \"turn on").statusCode());
        assertEquals(400, adult.post("/api/v1/turns", "{\"text\": 42}").statusCode());
        HttpResponse<String> unknown = adult.post("/api/v1/turns", "{\"text\":\"hi\",\"mood\":\"happy\"}");
        assertEquals(400, unknown.statusCode());
        assertTrue(json(unknown).get("message").asText().contains("mood"));
        assertEquals(400, adult.post("/api/v1/turns", "{\"text\":\"hi\",\"room\":\"Living Room!\"}").statusCode());
        assertEquals(401, hub.http().post("/api/v1/turns", "{\"text\":\"turn on the kitchen light\"}").statusCode());
    }

    @Test
    void metricsCountTurnsAndTheirMilestones() {
        say(adult, "turn on the coffee machine");
        String metrics = hub.http().get("/metrics").body();
        assertTrue(metrics.matches("(?s).*hearth_turns_total [1-9].*"), metrics);
        assertTrue(metrics.contains("hearth_turn_first_reply_ms_p95"), metrics);
        assertTrue(metrics.contains("hearth_turn_action_confirmed_ms_p50"), metrics);
    }

    @Test
    void theOpenApiDocumentDescribesTurns() {
        String doc = hub.http().get("/openapi").body();
        assertTrue(doc.contains("/api/v1/turns:"), "turns are in the OpenAPI document");
        assertTrue(doc.contains("TurnAnswer"));
    }
}
