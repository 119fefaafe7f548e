package home.hearth.hub.conversation;

import static home.hearth.hub.conversation.MemoryExtractionTest.episodic;
import static home.hearth.hub.conversation.MemoryExtractionTest.memories;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.LogCapture;
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
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When a member's session ends, their memories written since their consolidated profile and the
 * profile itself become a new profile (a summary memory linked to its sources) through the entry
 * gate; the old one goes; the next prompt carries it; another member's memories never enter it.
 */
class ProfileConsolidationTest {
    static final String PROFILE = "You keep a short profile";

    @TempDir
    Path dir;

    static List<String> consolidations(ScriptedOpenAiServer llm) {
        return consolidations(llm, "sister");
    }

    /** What each consolidation asked whose prompt holds {@code word} (the user message), in order. */
    static List<String> consolidations(ScriptedOpenAiServer llm, String word) {
        List<String> asked = new ArrayList<>();
        for (CapturedRequest r : llm.requests()) {
            if (r.promptText().contains(PROFILE) && r.promptText().contains(word)) {
                asked.add(r.json().at("/messages/1/content").asText());
            }
        }
        return asked;
    }

    /** How many consolidation requests the model had whose prompt holds {@code word}. */
    static long asked(ScriptedOpenAiServer llm, String word) {
        return llm.requests().stream().filter(r -> r.promptText().contains(PROFILE) && r.promptText().contains(word)).count();
    }

    /** The learning counters of {@code /metrics}, for a failure's message. */
    static List<String> learning(RunningHub hub) {
        return hub.admin().get("/metrics").body().lines()
                .filter(l -> l.startsWith("hearth_extr") || l.startsWith("hearth_cons")).toList();
    }

    /** Where the extraction worker is (it also consolidates), for a failure's message: waiting, or stuck in a call. */
    static String extractionThread() {
        StringBuilder out = new StringBuilder();
        Thread.getAllStackTraces().forEach((t, stack) -> {
            if (t.getName().equals("hearth-extraction")) {
                out.append(t).append(' ').append(t.getState());
                for (StackTraceElement e : stack) {
                    out.append("\n  at ").append(e);
                }
            }
        });
        return out.toString();
    }

    /** The member's active profiles (a replaced one stays listed, superseded, with its history). */
    static List<JsonNode> summaries(Http who) {
        List<JsonNode> out = new ArrayList<>();
        MemoryExtractionTest.mine(who).get("memories").forEach(m -> {
            if (m.get("kind").asText().equals("summary") && m.get("status").asText().equals("active")) {
                out.add(m);
            }
        });
        return out;
    }

    /** A hub on {@code llm} that extracts at once and ends a session after 3 s of quiet. */
    private RunningHub hub(ScriptedOpenAiServer llm) {
        return RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(), "HEARTH_LLM_MODEL", "test-model",
                "HEARTH_EXTRACTION_INTERVAL", "0s", "HEARTH_SESSION_IDLE", "3s"));
    }

    /** A model that extracts nothing, answers a consolidation with {@code profile} of its prompt, and the rest "Fine.". */
    private static ScriptedOpenAiServer model(Function<String, String> profile) {
        ScriptedOpenAiServer llm = ScriptedOpenAiServer.start();
        llm.respondWith(r -> r.promptText().contains(MemoryExtractionTest.EXTRACTION) ? Reply.text(memories())
                : r.promptText().contains(PROFILE) ? Reply.text(profile.apply(r.promptText())) : Reply.text("Fine."));
        return llm;
    }

    @Test
    void aSessionsEndConsolidatesTheMembersOwnMemoriesIntoOneLinkedProfile() {
        ScriptedOpenAiServer llm = ScriptedOpenAiServer.start();
        llm.respondWith(r -> {
            String prompt = r.promptText();
            if (prompt.contains(MemoryExtractionTest.EXTRACTION)) {
                return Reply.text(prompt.contains("Tareco sleeps") ? memories(episodic("Olga's cat Tareco sleeps all day", "user",
                        Integer.parseInt(prompt.replaceAll("(?s).*\\[(\\d+)\\] member: My cat Tareco.*", "$1"))))
                        : memories());
            }
            if (prompt.contains(PROFILE) && prompt.contains("Rex")) {
                return Reply.text("Bruno's dog is called Rex.");
            }
            if (prompt.contains(PROFILE)) {
                return Reply.text(prompt.contains("(none yet)") ? "Olga's sister lives in Porto. Olga's cat Tareco sleeps all day."
                        : "Olga's sister lives in Porto. Olga's cat Tareco sleeps all day. Olga plays the cello on Sundays.");
            }
            return Reply.text("Fine.");
        });
        try (llm; RunningHub hub = hub(llm)) {
            Http olga = hub.member("olga", "adult", null);
            Http bruno = hub.member("bruno", "adult", null);
            MemoryIntentsTest.rememberKept(bruno, "remember that my dog is called Rex");
            MemoryIntentsTest.rememberKept(olga, "remember that my sister lives in Porto");
            LocalIntentsTest.say(olga, "My cat Tareco sleeps all day");

            await().atMost(Duration.ofSeconds(40)).untilAsserted(() -> assertEquals(1, summaries(olga).size(),
                    consolidations(llm) + " " + MemoryExtractionTest.mine(olga) + learning(hub)));
            String asked = consolidations(llm).get(0);
            assertTrue(asked.contains("(none yet)") && asked.contains("sister lives in Porto")
                    && asked.contains("Olga's cat Tareco sleeps all day"), asked);
            assertFalse(asked.contains("Rex"), "bruno's memory never enters olga's profile: " + asked);
            JsonNode profile = summaries(olga).get(0);
            assertEquals("Olga's sister lives in Porto. Olga's cat Tareco sleeps all day.", profile.get("text").asText());
            assertEquals("user:olga", profile.get("scope").asText());
            assertEquals("inferred", profile.get("source").asText());
            assertEquals(2, profile.get("links").size(), "linked to both memories it rests on: " + profile);
            await().atMost(Duration.ofSeconds(40)).untilAsserted(() -> assertEquals(1, summaries(bruno).size(),
                    "asked for bruno's profile " + asked(llm, "Rex") + " times; " + MemoryExtractionTest.mine(bruno)
                            + learning(hub) + "\n" + extractionThread()));
            assertEquals("Bruno's dog is called Rex.", summaries(bruno).get(0).get("text").asText(), "each member's own");

            // The next prompt carries it; a new memory and the end of that session make the next profile.
            int mark = llm.requests().size();
            LocalIntentsTest.say(olga, "Tell me something cheerful");
            assertTrue(llm.requests().get(mark).promptText().contains("Olga's cat Tareco sleeps all day"));
            MemoryIntentsTest.rememberKept(olga, "remember that I play the cello on Sundays");
            await().atMost(Duration.ofSeconds(40)).until(() -> consolidations(llm).size() == 2);
            String again = consolidations(llm).get(1);
            assertTrue(again.contains("Existing profile:\nOlga's sister lives in Porto") && again.contains("cello"), again);
            assertFalse(again.contains("- Olga's cat Tareco"), "only what is new since the profile: " + again);
            await().atMost(Duration.ofSeconds(20)).until(() -> summaries(olga).stream()
                    .anyMatch(m -> m.get("text").asText().contains("cello")));
            assertEquals(1, summaries(olga).size(), "the old profile goes: " + summaries(olga));
            JsonNode replacement = summaries(olga).get(0);
            assertTrue(replacement.get("links").toString().contains(profile.get("id").asText().substring(2, 18)),
                    "the new profile links the one it replaced");
            // Retired in the new one's own transaction (never deleted first, so a crash between cannot lose both).
            JsonNode old = Json.readTree(olga.get("/api/v1/memories/" + profile.get("id").asText()).body());
            assertEquals("superseded", old.get("status").asText(), old.toString());
            assertEquals(replacement.get("id").asText(), old.get("supersededBy").asText(), old.toString());
        }
    }

    /**
     * More memories than one consolidation takes ({@code ProfileConsolidation.SOURCES}): every one of them reaches a
     * profile, the oldest first, the rest at the next session's end. Before, the newest 20 were taken and the profile's
     * own creation time marked what was covered, so the older ones (and any memory written while the model was writing
     * the profile) never reached any profile.
     */
    @Test
    void everyMemoryReachesTheProfileWhenMoreArriveThanOneConsolidationTakes() {
        List<String> facts = List.of("My sister Maria lives in Porto", "I play the cello on Sundays", "Our cat is called Tareco",
                "I grow tomatoes on the balcony", "My favourite film is Casablanca", "I cycle to work in summer",
                "My brother teaches chemistry", "I prefer green tea in the morning", "The garden shed holds the ladder",
                "I support Benfica", "My mother was born in Braga", "I collect old postcards", "I dislike loud alarms",
                "My partner works night shifts", "I read crime novels before bed", "My grandfather built the fireplace",
                "I learnt Italian at school", "The piano needs tuning every spring", "I swim at the municipal pool",
                "My daughter loves dinosaurs", "I bake bread on Saturdays", "I keep bees at the allotment");
        // The profile repeats the memories it was given (so the gate finds it grounded).
        ScriptedOpenAiServer llm = model(prompt -> String.join(". ", prompt.lines().filter(l -> l.startsWith("- "))
                .map(l -> l.substring(2).strip()).toList()) + ".");
        try (llm; RunningHub hub = hub(llm)) {
            Http olga = hub.member("olga", "adult", null);
            for (String fact : facts) {
                var r = olga.post("/api/v1/memories", Json.write(Map.of("text", fact, "scope", "user")));
                assertEquals(201, r.statusCode(), fact + ": " + r.body());
            }
            LocalIntentsTest.say(olga, "Good morning");
            await().atMost(Duration.ofSeconds(40)).untilAsserted(() -> assertEquals(1, summaries(olga).size(),
                    learning(hub) + " " + consolidations(llm, "Existing profile")));
            LocalIntentsTest.say(olga, "Good afternoon");
            await().atMost(Duration.ofSeconds(40)).pollDelay(Duration.ofSeconds(8)).untilAsserted(() -> {
                String asked = String.join("\n", consolidations(llm, "Existing profile"));
                List<String> missing = facts.stream().filter(f -> !asked.contains(f)).toList();
                assertEquals(List.of(), missing, "memories that never reached a profile; " + learning(hub));
            });
        }
    }

    @Test
    void aNewProfileTheGateRefusesLeavesTheOldOneAsItWas() {
        ScriptedOpenAiServer llm = model(prompt -> prompt.contains("(none yet)") ? "Olga's sister lives in Porto."
                : "Olga's sister lives in Porto. Olga's bank card PIN is 4471.");
        try (llm; RunningHub hub = hub(llm)) {
            Http olga = hub.member("olga", "adult", null);
            MemoryIntentsTest.rememberKept(olga, "remember that my sister lives in Porto");
            await().atMost(Duration.ofSeconds(40)).until(() -> summaries(olga).size() == 1);
            JsonNode profile = summaries(olga).get(0);

            MemoryIntentsTest.rememberKept(olga, "remember that I play the cello on Sundays");
            await().atMost(Duration.ofSeconds(40)).until(() -> hub.admin().get("/metrics").body().lines()
                    .anyMatch(l -> l.startsWith("hearth_extraction_refused_total ")
                            && Double.parseDouble(l.substring(l.indexOf(' ') + 1)) > 0));
            assertEquals(List.of(profile), summaries(olga), "the old profile stays, untouched");
            assertEquals("active", Json.readTree(olga.get("/api/v1/memories/" + profile.get("id").asText()).body()).get("status").asText());
            // Texts only: an id or a timestamp's fraction of a second may hold "4471" by chance.
            for (JsonNode m : MemoryExtractionTest.mine(olga).get("memories")) {
                assertFalse(m.path("text").asText().contains("4471"), "nothing of the refused one is stored: " + m.path("text"));
            }
        }
    }

    @Test
    void aProfileThatRepeatsItsOnlyMemoryIsStillStoredAndTheNextIdleSessionAsksNothing() {
        ScriptedOpenAiServer llm = model(prompt -> "My dog is called Rex.");
        // The capture after the hub: a JVM's first hub sets up Helidon's logging, which drops handlers added before.
        try (llm; RunningHub hub = hub(llm);
                LogCapture log = new LogCapture()) {
            Http bruno = hub.member("bruno", "adult", null);
            MemoryIntentsTest.rememberKept(bruno, "remember that my dog is called Rex");
            JsonNode source = MemoryExtractionTest.mine(bruno).get("memories").get(0);
            // The profile is compared with profiles only: were it taken for a repeat of the memory it rests on, there would
            // be no profile, and every session's end would ask the model again.
            await().atMost(Duration.ofSeconds(40)).untilAsserted(() -> assertEquals(1, summaries(bruno).size(),
                    MemoryExtractionTest.mine(bruno) + " " + learning(hub)));
            assertEquals("My dog is called Rex.", summaries(bruno).get(0).get("text").asText());
            JsonNode after = Json.readTree(bruno.get("/api/v1/memories/" + source.get("id").asText()).body());
            assertEquals("active", after.get("status").asText(), "the memory it rests on stays: " + after);
            assertEquals(source.get("version"), after.get("version"), after.toString());
            assertEquals(0, MemoryExtractionTest.metric(hub, "hearth_consolidations_skipped_total"));

            LocalIntentsTest.say(bruno, "Tell me something cheerful");
            await().atMost(Duration.ofSeconds(40)).until(() -> !log.containing("nothing remembered since the profile").isEmpty());
            assertEquals(1, asked(llm, "Rex"), "nothing new since the profile: no model call");
        }
    }

    @Test
    void aBlankAnswerIsCountedAsSkippedAndMakesNoProfile() {
        ScriptedOpenAiServer llm = model(prompt -> "  ");
        // The capture after the hub: a JVM's first hub sets up Helidon's logging, which drops handlers added before.
        try (llm; RunningHub hub = hub(llm);
                LogCapture log = new LogCapture()) {
            Http bruno = hub.member("bruno", "adult", null);
            MemoryIntentsTest.rememberKept(bruno, "remember that my dog is called Rex");
            await().atMost(Duration.ofSeconds(40)).untilAsserted(() -> assertEquals(1,
                    MemoryExtractionTest.metric(hub, "hearth_consolidations_skipped_total"), learning(hub).toString()));
            assertEquals(List.of(), summaries(bruno));
            assertEquals(0, MemoryExtractionTest.metric(hub, "hearth_consolidations_total"));
            assertEquals(0, MemoryExtractionTest.metric(hub, "hearth_extraction_refused_total"), "skipped, not refused");
            assertEquals(1, log.containing("A consolidated profile was not written: the model answered with nothing").size(),
                    log.all());
        }
    }

    @Test
    void aMemoryTheMemberErasesGoesFromTheProfileThatHeldItAndTheNextProfileIsMadeWithoutIt() {
        ScriptedOpenAiServer llm = model(prompt -> prompt.contains("Porto")
                ? "Olga's sister lives in Porto. Olga plays the cello on Sundays." : "Olga plays the cello on Sundays.");
        try (llm; RunningHub hub = hub(llm)) {
            Http olga = hub.member("olga", "adult", null);
            MemoryIntentsTest.rememberKept(olga, "remember that my sister lives in Porto");
            MemoryIntentsTest.rememberKept(olga, "remember that I play the cello on Sundays");
            await().atMost(Duration.ofSeconds(40)).until(() -> summaries(olga).size() == 1);
            String profile = summaries(olga).get(0).get("id").asText();
            String porto = "";
            for (JsonNode m : MemoryExtractionTest.mine(olga).get("memories")) {
                porto = m.get("text").asText().contains("Porto") && !m.get("kind").asText().equals("summary")
                        ? m.get("id").asText() : porto;
            }

            assertEquals(204, olga.delete("/api/v1/memories/" + porto).statusCode());
            assertEquals(List.of(), summaries(olga), "the profile went with the memory it held");
            assertEquals(404, olga.get("/api/v1/memories/" + profile).statusCode(), "deleted for real, not superseded");
            assertTrue(hub.admin().get("/api/v1/audit?limit=200").body().contains("a memory it summarised was deleted or ended"));
            int mark = llm.requests().size();
            LocalIntentsTest.say(olga, "Tell me something cheerful");
            // The session's own history still has what was said (a member deletes that on the sessions page).
            String next = llm.requests().get(mark).promptText();
            assertFalse(next.contains("Olga's sister lives in Porto") || next.contains("profile of this member"), next);

            // That session's end makes the profile again from what is left.
            await().atMost(Duration.ofSeconds(40)).until(() -> summaries(olga).size() == 1);
            assertEquals("Olga plays the cello on Sundays.", summaries(olga).get(0).get("text").asText());
            String again = consolidations(llm, "cello").getLast();
            assertTrue(again.contains("(none yet)") && !again.contains("Porto"), again);
        }
    }
}
