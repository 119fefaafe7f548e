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
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Turns no local intent takes, answered by a language model (a scripted OpenAI-compatible server on
 * loopback) through the running hub: what reaches the prompt, and what comes back.
 */
class ModelAnswersTest {
    private static final Pattern MEMORY_LINE = Pattern.compile("- \\[(m-[0-9a-f]+)\\] \\([^)]*\\): ([^\\n]*)");
    @TempDir
    static Path dir;

    static ScriptedOpenAiServer llm;
    static RunningHub hub;

    @BeforeAll
    static void start() {
        llm = ScriptedOpenAiServer.start();
        // Answers with every memory line its prompt carries, so a memory in the prompt would show in the reply.
        llm.respondWith(ModelAnswersTest::echoMemories);
        hub = RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(), "HEARTH_LLM_MODEL", "test-model"));
    }

    @AfterAll
    static void stop() {
        hub.close();
        llm.close();
    }

    static Reply echoMemories(CapturedRequest r) {
        Matcher m = MEMORY_LINE.matcher(r.promptText());
        List<String> pieces = new ArrayList<>();
        while (m.find()) {
            pieces.add("You told me: " + m.group(2) + ". ");
        }
        return pieces.isEmpty() ? Reply.text("I don't ", "know that.") : new Reply.Text(pieces);
    }

    /** The turn's requests to the model (summaries run beside them and are left out). */
    static List<CapturedRequest> turnRequests(int from) {
        List<CapturedRequest> all = llm.requests();
        return all.subList(from, all.size()).stream().filter(r -> r.promptText().contains("You are Hearth")).toList();
    }

    @Test
    void aMembersMemoryReachesOnlyHerOwnPromptAndIsCited() {
        Http rita = hub.member("rita", "adult", null);
        Http bruno = hub.member("bruno", "adult", null);
        JsonNode saved = MemoryIntentsTest.remember(rita, "remember that my dog is called Biscuit");
        assertTrue(saved.get("reply").asText().contains("remember"), saved.toString());
        String id = Json.readTree(rita.get("/api/v1/memories").body()).at("/memories/0/id").asText();

        int before = llm.requests().size();
        JsonNode brunos = LocalIntentsTest.say(bruno, "what is my dog called?");
        JsonNode brunosIdea = LocalIntentsTest.say(bruno, "Suggest a name for a dog like mine");
        List<CapturedRequest> brunoPrompts = turnRequests(before);
        assertEquals(2, brunoPrompts.size(), "both of bruno's turns went to the model");
        for (CapturedRequest r : brunoPrompts) {
            assertFalse(r.body().contains("Biscuit"), r.body());
            assertFalse(r.body().contains(id), r.body());
            assertTrue(r.promptText().contains("'bruno'"), r.body());
        }
        for (JsonNode answer : List.of(brunos, brunosIdea)) {
            assertFalse(answer.toString().contains("Biscuit"), answer.toString());
            assertEquals(0, answer.get("memoriesUsed").size(), answer.toString());
        }

        int mark = llm.requests().size();
        JsonNode ritas = LocalIntentsTest.say(rita, "what is my dog called?");
        List<CapturedRequest> ritaPrompts = turnRequests(mark);
        assertEquals(1, ritaPrompts.size());
        assertTrue(ritaPrompts.getFirst().promptText().contains("[" + id + "]"), ritaPrompts.getFirst().body());
        assertTrue(ritas.get("reply").asText().contains("Biscuit"), ritas.toString());
        assertEquals(id, ritas.at("/memoriesUsed/0").asText(), "the memory used is cited: " + ritas);
    }

    @Test
    void thePromptCarriesTheHouseholdTimeAndTheRecentTurnsOfTheSession() {
        Http olga = hub.member("olga", "adult", null);
        JsonNode first = LocalIntentsTest.say(olga, "Write a haiku about the rain");
        assertTrue(first.get("reply").asText().contains("know that"), first.toString());
        int mark = llm.requests().size();
        LocalIntentsTest.say(olga, "Now one about the sun", first.get("session").asText());
        CapturedRequest second = turnRequests(mark).getFirst();
        JsonNode messages = second.json().get("messages");
        assertEquals("system", messages.get(0).get("role").asText());
        String system = messages.get(0).get("content").asText();
        assertTrue(system.contains("It is now "), system);
        assertTrue(system.contains(ZoneId.systemDefault().getId()), system);
        assertFalse(system.contains("last spoke to you"), "no gap notice for a member who spoke a moment ago: " + system);
        assertEquals("Write a haiku about the rain", messages.get(1).get("content").asText());
        assertEquals("assistant", messages.get(2).get("role").asText());
        assertEquals("Now one about the sun", messages.get(messages.size() - 1).get("content").asText());
        assertTrue(second.streaming());
    }

    @Test
    void streamsTheModelsReplyAsSpeakableSegments() throws Exception {
        Http tom = hub.member("tom", "adult", null);
        llm.reply(Reply.text("The sea is ", "wide. It is ", "deep and blue. ", "Goodbye"));
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create(hub.http().base() + "/api/v1/turns"))
                .header("Authorization", "Bearer " + tom.token())
                .header("Accept", "text/event-stream")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"text\":\"tell me about the sea in three sentences\"}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        List<String> segments = new ArrayList<>();
        Matcher m = Pattern.compile("event:reply\\s*\\ndata:(\\{.*})").matcher(r.body());
        while (m.find()) {
            segments.add(Json.readTree(m.group(1)).get("text").asText());
        }
        assertEquals(List.of("The sea is wide.", "It is deep and blue.", "Goodbye"), segments, r.body());
    }

    @Test
    void aModelThatIsDownGetsAClearAnswerAndTheLocalIntentsStillWork() {
        Http ana = hub.member("ana", "adult", null);
        llm.reply(Reply.error(503, "{\"error\":{\"message\":\"loading model\"}}"));
        HttpResponse<String> r = ana.post("/api/v1/turns", Json.write(Map.of("text", "write me a poem about the sea")));
        assertEquals(503, r.statusCode(), r.body());
        assertTrue(r.body().contains("still work without it"), r.body());
        await().atMost(Duration.ofSeconds(30)).until(() -> ana.get("/api/v1/devices/kitchen-light/state").statusCode() == 200);
        JsonNode on = LocalIntentsTest.say(ana, "turn on the kitchen light");
        assertEquals("confirmed", on.at("/actions/0/outcome").asText(), on.toString());
    }

    static String idOf(HttpResponse<String> created) {
        JsonNode body = Json.readTree(created.body());
        String id = body.path("id").asText(body.at("/memory/id").asText());
        assertTrue(id.startsWith("m-"), created.body());
        return id;
    }

    @Test
    void theMembersOwnConsolidatedProfileIsInHerPromptBoundedAndNobodyElses() {
        Http nora = hub.member("nora", "adult", null);
        Http ivo = hub.member("ivo", "adult", null);
        String profile = "Nora is vegetarian and likes early mornings. " + "She keeps bees. ".repeat(80);
        // (A memory id in 'links' is refused by the secret screen as token-like, so the summary links a message.)
        HttpResponse<String> created = nora.post("/api/v1/memories", Json.write(Map.of("text", profile, "kind", "summary",
                "scope", "user", "links", List.of("message:1"))));
        assertEquals(201, created.statusCode(), created.body());
        String id = idOf(created);

        int mark = llm.requests().size();
        JsonNode answer = LocalIntentsTest.say(nora, "Plan a dinner for me");
        String system = turnRequests(mark).getFirst().json().at("/messages/0/content").asText();
        assertTrue(system.contains("profile of this member"), system);
        assertTrue(system.contains("Nora is vegetarian"), system);
        int start = system.indexOf("Nora is vegetarian");
        int end = system.indexOf('\n', start) < 0 ? system.length() : system.indexOf('\n', start);
        assertTrue(end - start <= 1_201, "the profile is bounded: " + (end - start) + " characters");
        assertTrue(answer.get("memoriesUsed").toString().contains(id), answer.toString());

        int other = llm.requests().size();
        LocalIntentsTest.say(ivo, "Plan a dinner for me");
        for (CapturedRequest r : turnRequests(other)) {
            assertFalse(r.body().contains("vegetarian"), r.body());
            assertFalse(r.body().contains("bees"), r.body());
        }
    }
}
