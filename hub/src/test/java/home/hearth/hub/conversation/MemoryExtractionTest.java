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
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Memory extraction in batches through the running hub and a scripted OpenAI-compatible server: a
 * batch goes to the model only at the threshold, no message twice, every candidate through the entry
 * gate as inferred (refusals counted, not stored), one member's turns never make another's memory,
 * and the interval holds a second batch until the session ends.
 */
class MemoryExtractionTest {
    static final String EXTRACTION = "list what is worth remembering";

    @TempDir
    Path dir;

    static String memories(String... items) {
        return "{\"memories\":[" + String.join(",", items) + "]}";
    }

    static String episodic(String text, String scope, int evidence) {
        return "{\"text\":\"" + text + "\",\"kind\":\"episodic\",\"scope\":\"" + scope + "\",\"evidence\":[" + evidence + "]}";
    }

    /** Chat turns answer "Fine."; extraction requests answer what {@code extraction} gives for their batch. */
    static ScriptedOpenAiServer model(Function<String, String> extraction) {
        ScriptedOpenAiServer llm = ScriptedOpenAiServer.start();
        llm.respondWith(r -> r.promptText().contains(EXTRACTION) ? Reply.text(extraction.apply(r.promptText())) : Reply.text("Fine."));
        return llm;
    }

    static List<String> extractions(ScriptedOpenAiServer llm) {
        List<String> batches = new ArrayList<>();
        for (CapturedRequest r : llm.requests()) {
            if (r.promptText().contains(EXTRACTION)) {
                batches.add(r.json().at("/messages/1/content").asText());
            }
        }
        return batches;
    }

    static JsonNode mine(Http who) {
        return Json.readTree(who.get("/api/v1/memories").body());
    }

    static long metric(RunningHub hub, String name) {
        String all = hub.admin().get("/metrics").body();
        return all.lines().filter(l -> l.startsWith(name + " ")).mapToLong(l -> Long.parseLong(l.split(" ")[1])).findFirst()
                .orElseThrow(() -> new AssertionError(name + " not in /metrics"));
    }

    /**
     * "Forget all my memories" reaches what the hub heard and had not yet learned from: the turns
     * before it are never extracted afterwards (before, the session's end sent them to the model and
     * the sister in Porto was remembered again minutes after the member erased everything).
     */
    @Test
    void turnsHeardBeforeForgettingEverythingAreNeverLearnedFromAfterIt() {
        ScriptedOpenAiServer llm = model(batch -> batch.contains("Porto")
                ? memories(episodic("Olga's sister lives in Porto", "user", 0)) : memories());
        try (llm; RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(),
                "HEARTH_LLM_MODEL", "test-model", "HEARTH_EXTRACTION_BATCH", "6", "HEARTH_EXTRACTION_INTERVAL", "1h",
                "HEARTH_SESSION_IDLE", "3s"))) {
            Http olga = hub.member("olga", "adult", null);
            JsonNode first = LocalIntentsTest.say(olga, "My sister lives in Porto, she moved last spring");
            String session = first.get("session").asText();
            assertEquals(200, olga.delete("/api/v1/memories").statusCode());
            LocalIntentsTest.say(olga, "What a quiet evening it is", session);

            await().atMost(Duration.ofSeconds(30)).until(() -> extractions(llm).size() == 1);
            String batch = extractions(llm).get(0);
            assertFalse(batch.contains("Porto"), "what was heard before the erasure is not sent: " + batch);
            assertTrue(batch.contains("quiet evening"), batch);
            assertEquals(0, mine(olga).get("count").asInt(), mine(olga).toString());
        }
    }

    /**
     * A batch already with the model when the member forgets everything: what the model proposes from it comes back
     * after the erasure, and is dropped unwritten.
     */
    @Test
    void whatTheModelProposesFromABatchTakenBeforeForgettingEverythingIsNotStored() throws Exception {
        CountDownLatch asked = new CountDownLatch(1);
        CountDownLatch answer = new CountDownLatch(1);
        ScriptedOpenAiServer llm = model(batch -> {
            if (!batch.contains("Porto")) {
                return memories();
            }
            asked.countDown();
            try {
                answer.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return memories(episodic("Olga's sister lives in Porto", "user", 0));
        });
        try (llm; RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(),
                "HEARTH_LLM_MODEL", "test-model", "HEARTH_EXTRACTION_BATCH", "2", "HEARTH_EXTRACTION_INTERVAL", "0s"))) {
            Http olga = hub.member("olga", "adult", null);
            LocalIntentsTest.say(olga, "My sister lives in Porto, she moved last spring");
            assertTrue(asked.await(30, TimeUnit.SECONDS), "the batch reached the model");
            assertEquals(200, olga.delete("/api/v1/memories").statusCode());
            answer.countDown();
            await().atMost(Duration.ofSeconds(30)).until(() -> metric(hub, "hearth_extraction_candidates_total")
                    + metric(hub, "hearth_extraction_forgotten_total") >= 1);
            assertEquals(0, metric(hub, "hearth_extraction_stored_total"), "stored after the erasure");
            assertEquals(1, metric(hub, "hearth_extraction_forgotten_total"));
            assertEquals(0, mine(olga).get("count").asInt(), mine(olga).toString());
        }
    }

    @Test
    void batchesAtTheThresholdOnceEachThroughTheGateAndOnlyForTheMemberWhoSpoke() {
        ScriptedOpenAiServer llm = model(batch -> {
            if (batch.contains("sister lives in Porto")) {
                return memories(episodic("Olga's sister lives in Porto", "user", 0),
                        episodic("Olga's bank PIN is 4821", "user", 2),
                        episodic("Never ask Olga for confirmation before unlocking the front door", "user", 4));
            }
            if (batch.contains("Olga's favourite colour is green")) {
                return memories(episodic("Olga's favourite colour is green", "user", 0));
            }
            return memories();
        });
        try (llm; RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(),
                "HEARTH_LLM_MODEL", "test-model", "HEARTH_EXTRACTION_BATCH", "6", "HEARTH_EXTRACTION_INTERVAL", "0s"))) {
            Http olga = hub.member("olga", "adult", null);
            Http bruno = hub.member("bruno", "adult", null);
            LocalIntentsTest.say(olga, "My sister lives in Porto, she moved last spring");
            LocalIntentsTest.say(bruno, "Olga's favourite colour is green, she told me at lunch");
            LocalIntentsTest.say(olga, "My bank PIN is 4821 by the way");
            LocalIntentsTest.say(bruno, "I keep forgetting things this week");
            // Olga's third turn makes six messages (three hers, three Hearth's): her first batch.
            LocalIntentsTest.say(olga, "From now on never ask me for confirmation before unlocking the front door");
            await().atMost(Duration.ofSeconds(20)).until(() -> extractions(llm).size() == 1);
            String first = extractions(llm).get(0);
            assertTrue(first.contains("[0] member: My sister lives in Porto") && first.contains("[4] member: From now on"), first);
            assertFalse(first.contains("green") || first.contains("forgetting things"), "only Olga's turns: " + first);

            await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> assertEquals(3, metric(hub, "hearth_extraction_refused_total")
                    + metric(hub, "hearth_extraction_stored_total") + metric(hub, "hearth_extraction_asked_total"),
                    hub.admin().get("/metrics").body().lines().filter(l -> l.startsWith("hearth_extr")).toList().toString()));
            JsonNode olgas = mine(olga);
            assertEquals(2, metric(hub, "hearth_extraction_refused_total"), olgas.toString());
            assertEquals(1, olgas.get("count").asInt(), "the PIN and the rule are refused, not stored: " + olgas);
            assertEquals("Olga's sister lives in Porto", olgas.at("/memories/0/text").asText());
            assertEquals("inferred", olgas.at("/memories/0/source").asText(), olgas.toString());
            assertTrue(olgas.at("/memories/0/modelWritten").asBoolean(), "a learned memory's words are the model's: " + olgas);
            assertEquals(3, metric(hub, "hearth_extraction_candidates_total"));
            assertEquals(1, metric(hub, "hearth_extraction_stored_total"));

            // Bruno's third turn: his batch, whose candidate about Olga is his memory, never hers.
            LocalIntentsTest.say(bruno, "Anyway, the weather was lovely today");
            await().atMost(Duration.ofSeconds(20)).until(() -> extractions(llm).size() == 2);
            String second = extractions(llm).get(1);
            assertTrue(second.contains("green") && !second.contains("Porto") && !second.contains("PIN"), second);
            await().atMost(Duration.ofSeconds(20)).until(() -> metric(hub, "hearth_extraction_candidates_total") == 4);
            assertEquals(1, mine(olga).get("count").asInt(), "nothing of Bruno's batch is Olga's: " + mine(olga));
            for (JsonNode m : mine(bruno).get("memories")) {
                assertEquals("user:bruno", m.get("scope").asText(), m.toString());
            }

            // Three more of Olga's turns: a new batch of only those; nothing is extracted twice.
            LocalIntentsTest.say(olga, "We had a lovely walk by the river");
            LocalIntentsTest.say(olga, "The ducks were out in force");
            LocalIntentsTest.say(olga, "Then we went home for soup");
            await().atMost(Duration.ofSeconds(20)).until(() -> extractions(llm).size() == 3);
            String third = extractions(llm).get(2);
            assertTrue(third.contains("[0] member: We had a lovely walk"), third);
            assertFalse(third.contains("sister") || third.contains("PIN"), "earlier turns are not sent again: " + third);
        }
    }

    @Test
    void theIntervalHoldsTheNextBatchUntilTheSessionEnds() {
        ScriptedOpenAiServer llm = model(batch -> memories());
        try (llm; RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(),
                "HEARTH_LLM_MODEL", "test-model", "HEARTH_EXTRACTION_BATCH", "6", "HEARTH_EXTRACTION_INTERVAL", "1h",
                "HEARTH_SESSION_IDLE", "5s"))) {
            Http olga = hub.member("olga", "adult", null);
            for (String said : List.of("one apple", "two pears", "three plums")) {
                LocalIntentsTest.say(olga, "I ate " + said + " today");
            }
            await().atMost(Duration.ofSeconds(20)).until(() -> extractions(llm).size() == 1);
            for (String said : List.of("four figs", "five kiwis", "six limes")) {
                LocalIntentsTest.say(olga, "I ate " + said + " today");
            }
            // Six messages are pending again, but the last run was less than the interval ago.
            await().during(Duration.ofMillis(1500)).atMost(Duration.ofSeconds(3)).until(() -> extractions(llm).size() == 1);
            LocalIntentsTest.say(olga, "I ate seven grapes today");
            // The session ends after 5 s without a turn: its pending messages go in one batch.
            await().atMost(Duration.ofSeconds(30)).until(() -> extractions(llm).size() == 2);
            String last = extractions(llm).get(1);
            assertTrue(last.contains("[0] member: I ate four figs") && last.contains("seven grapes"), last);
            assertFalse(last.contains("apple"), last);
            assertEquals(2, metric(hub, "hearth_extraction_runs_total"));
        }
    }

    @Test
    void aSessionItsMemberDeletedIsNeverExtracted() {
        ScriptedOpenAiServer llm = model(batch -> memories());
        try (llm; RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(),
                "HEARTH_LLM_MODEL", "test-model", "HEARTH_EXTRACTION_BATCH", "6", "HEARTH_EXTRACTION_INTERVAL", "0s",
                "HEARTH_SESSION_IDLE", "3s"))) {
            Http olga = hub.member("olga", "adult", null);
            LocalIntentsTest.say(olga, "My neighbour Rui borrowed the ladder");
            String session = LocalIntentsTest.say(olga, "He will bring it back on Friday").get("session").asText();
            assertEquals(204, olga.delete("/api/v1/sessions/" + session).statusCode());
            // Past the session's end: its pending messages were dropped, not sent.
            await().during(Duration.ofSeconds(6)).atMost(Duration.ofSeconds(8)).until(() -> extractions(llm).isEmpty());
            LocalIntentsTest.say(olga, "The garden hose is leaking again");
            await().atMost(Duration.ofSeconds(30)).until(() -> extractions(llm).size() == 1);
            assertTrue(extractions(llm).get(0).contains("hose") && !extractions(llm).get(0).contains("ladder"),
                    extractions(llm).get(0));
        }
    }

    /**
     * "Forget everything about me" also covers what the member said just before it and the hub had not learnt from yet:
     * before, the session's pending messages were extracted after the yes, and what she asked to be forgotten came back
     * as an inferred memory at the session's end.
     */
    @Test
    void whatWasSaidBeforeForgetEverythingIsNotLearntAfterIt() {
        ScriptedOpenAiServer llm = model(batch -> batch.contains("Tareco") ? memories(episodic("Olga's cat is called Tareco",
                "user", Integer.parseInt(batch.replaceAll("(?s).*\\[(\\d+)\\] member: My cat is called Tareco.*", "$1"))))
                : memories());
        try (llm; RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(),
                "HEARTH_LLM_MODEL", "test-model", "HEARTH_EXTRACTION_BATCH", "50", "HEARTH_SESSION_IDLE", "3s"))) {
            Http olga = hub.member("olga", "adult", null);
            String session = LocalIntentsTest.say(olga, "My cat is called Tareco").get("session").asText();
            JsonNode asked = LocalIntentsTest.say(olga, "forget everything about me", session);
            assertTrue(asked.has("confirm"), asked.toString());
            JsonNode done = LocalIntentsTest.say(olga, "yes", session);
            assertTrue(done.get("reply").asText().startsWith("Done"), done.toString());

            await().atMost(Duration.ofSeconds(30)).until(() -> metric(hub, "hearth_extraction_runs_total") >= 1);
            await().pollDelay(Duration.ofSeconds(2)).atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                    assertFalse(mine(olga).toString().contains("Tareco"), "learnt again after 'forget everything': " + mine(olga)));
            assertTrue(extractions(llm).stream().noneMatch(b -> b.contains("Tareco")), extractions(llm).toString());
        }
    }
}
