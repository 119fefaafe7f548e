package home.hearth.hub.memory.translation;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Portuguese question finds the English memory it asks about ahead of Portuguese memories on the
 * same topic, through the running hub, its write path and the real Apertium (three questions of
 * CrossLanguageBench that the joined pivots' single embedding and repeated words used to lose).
 */
class CrossLanguageRankingTest {
    private static final String APERTIUM = "/usr/bin/apertium";
    private static final String STUDY = "The heating in the study is set to 20 degrees during working hours.";
    private static final String ELECTRICIAN = "The electrician who fixed the lights is called Carlos.";
    private static final String WASHER = "The washing machine was repaired in March after a leak.";
    /** Same-topic memories in the question's own language: each shares words with a question. */
    private static final List<String> DISTRACTORS = List.of(
            "A Alice prefere o quarto a 22 graus à noite.",
            "O Bruno gosta da sala fresca, a 19 graus, quando vê televisão.",
            "O canalizador chama-se Rui e vem sempre de manhã.",
            "O filtro da máquina de lavar loiça foi limpo em outubro.");
    /** Seven memories through three pivots each way: minutes on a busy 2-core machine. */
    private static final Duration TRANSLATED = Duration.ofMinutes(4);
    @TempDir
    Path dir;

    @Test
    void aPortugueseQuestionFindsTheEnglishMemoryAheadOfPortugueseOnesOnTheSameTopic() {
        assertTrue(Files.isExecutable(Path.of(APERTIUM)), "Apertium is installed (bin/install-test-deps)");
        try (RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_TRANSLATION", APERTIUM))) {
            Http alice = hub.member("alice", "adult", null);
            DISTRACTORS.forEach(text -> write(alice, text));
            List.of(STUDY, ELECTRICIAN, WASHER).forEach(text -> write(alice, text));
            // every translation is indexed once a word only it has finds each memory (one word: a strong keyword hit)
            await().atMost(TRANSLATED).untilAsserted(() -> {
                assertFoundByKeyword(alice, "degrees", DISTRACTORS.get(0));
                assertFoundByKeyword(alice, "degrees", DISTRACTORS.get(1));
                assertFoundByKeyword(alice, "calls", DISTRACTORS.get(2));
                assertFoundByKeyword(alice, "filter", DISTRACTORS.get(3));
                assertFoundByKeyword(alice, "graus", STUDY);
                assertFoundByKeyword(alice, "luzes", ELECTRICIAN);
                assertFoundByKeyword(alice, "reparada", WASHER);
            });

            assertFirst(alice, "A quantos graus está o aquecimento do escritório?", STUDY);
            assertFirst(alice, "Como se chama o eletricista?", ELECTRICIAN);
            assertFirst(alice, "Quando foi reparada a máquina de lavar roupa?", WASHER);
        }
    }

    private static void write(Http member, String text) {
        HttpResponse<String> r = member.post("/api/v1/memories", Json.write(Map.of("text", text, "scope", "household")));
        assertEquals(201, r.statusCode(), r.body());
    }

    private static void assertFirst(Http member, String question, String expected) {
        List<JsonNode> hits = hits(member, question, 3);
        assertEquals(expected, hits.isEmpty() ? null : hits.get(0).get("text").asText(), question + " → "
                + hits.stream().map(h -> h.get("text").asText() + " (" + h.path("why").asText() + ")").toList());
    }

    /** {@code word} matches {@code memory} as a keyword (not only by its vector). */
    private static void assertFoundByKeyword(Http member, String word, String memory) {
        List<String> matched = hits(member, word, 10).stream().filter(h -> h.get("keywordHit").asBoolean())
                .map(h -> h.get("text").asText()).toList();
        assertTrue(matched.contains(memory), word + " → " + matched);
    }

    private static List<JsonNode> hits(Http member, String question, int k) {
        HttpResponse<String> r = member.post("/api/v1/memories/search", Json.write(Map.of("q", question, "k", k)));
        assertEquals(200, r.statusCode(), r.body());
        List<JsonNode> hits = new ArrayList<>();
        RunningHub.json(r).get("hits").forEach(hits::add);
        return hits;
    }
}
