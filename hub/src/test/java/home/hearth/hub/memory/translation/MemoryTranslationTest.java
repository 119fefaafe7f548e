package home.hearth.hub.memory.translation;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * Memories translated on the write path, through the running hub and the real Apertium (installed
 * by {@code bin/install-test-deps}): a Portuguese memory is found by an English question once its
 * translation is indexed, the translation is shown to nobody the memory itself is not shown to,
 * an English memory gains the household glossary's Portuguese words Apertium lacks (and a household's own
 * glossary file's, while a broken one leaves the built-in), and memories
 * written while translation was off are caught up after a restart.
 */
class MemoryTranslationTest {
    private static final String APERTIUM = "/usr/bin/apertium";
    private static final String KEY = "A chave suplente da garagem está dentro da caixa azul na despensa";
    private static final String KEY_QUESTION = "where is the spare garage key";
    private static final String DINNER = "O jantar de domingo é sempre em casa da avó Rosa";
    private static final String DINNER_QUESTION = "where is sunday dinner";
    /** Apertium has no Portuguese plumber ("fontanero", "plumber", "eletricista"); the household glossary does. */
    private static final String PLUMBER = "The plumber comes on Thursday to look at the boiler.";
    private static final Duration TRANSLATED = Duration.ofSeconds(60);
    @TempDir
    Path dir;

    @Test
    void aPortugueseMemoryIsFoundByAnEnglishQuestionAndOnlyByThoseWhoMaySeeIt() {
        assertTrue(Files.isExecutable(Path.of(APERTIUM)), "Apertium is installed (bin/install-test-deps)");
        try (RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_TRANSLATION", APERTIUM))) {
            assertTrue(hub.http().get("/health").body().contains("memory-translation: apertium"),
                    hub.http().get("/health").body());
            Http alice = hub.member("alice", "adult", null);
            Http bob = hub.member("bob", "adult", null);
            String key = write(alice, KEY, "user");
            await().atMost(TRANSLATED).until(() -> found(alice, KEY_QUESTION).equals(List.of(KEY)));
            write(alice, PLUMBER, "household");
            await().atMost(TRANSLATED).until(() -> foundByKeyword(alice, "canalizador").contains(PLUMBER));
            assertEquals(List.of(), found(bob, KEY_QUESTION), "another member never finds a private memory by its translation");

            String dinner = write(alice, DINNER, "household");
            await().atMost(TRANSLATED).until(() -> found(bob, DINNER_QUESTION).contains(DINNER));
            HttpResponse<String> withdrawn = alice.post("/api/v1/memories/" + dinner + "/consent", "{\"granted\":false}");
            assertEquals(200, withdrawn.statusCode(), withdrawn.body());
            assertFalse(found(bob, DINNER_QUESTION).contains(DINNER), "a withdrawn consent hides the translation too");
            assertTrue(found(alice, DINNER_QUESTION).contains(DINNER), "its owner still finds it");

            assertEquals(204, alice.delete("/api/v1/memories/" + key).statusCode());
            assertFalse(found(alice, KEY_QUESTION).contains(KEY), "a deleted memory is not found by its translation");
        }
    }

    @Test
    void memoriesWrittenWithoutApertiumAreTranslatedAfterARestartThatHasIt() {
        String missing = dir.resolve("no-such-apertium").toString();
        try (RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_TRANSLATION", missing))) {
            String health = hub.http().get("/health").body();
            assertTrue(health.contains("Apertium not found at " + missing), health);
            Http alice = hub.member("alice", "adult", null);
            write(alice, KEY, "user");
            assertEquals(List.of(KEY), found(alice, "chave suplente da garagem"), "searched in its own language as before");
            assertFalse(found(alice, KEY_QUESTION).contains(KEY), "without a translation the English question misses it");
        }
        try (RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_TRANSLATION", APERTIUM))) {
            Http alice = hub.signIn("alice", "alice-password-123");
            await().atMost(TRANSLATED).until(() -> found(alice, KEY_QUESTION).equals(List.of(KEY)));
        }
    }

    @Test
    void aHouseholdsOwnGlossaryAddsItsWordsAndABrokenOneLeavesTheBuiltIn() throws Exception {
        Path broken = Files.writeString(dir.resolve("broken-glossary.tsv"), "plumber encanador\n");
        try (RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_TRANSLATION", APERTIUM,
                "HEARTH_TRANSLATION_GLOSSARY", broken.toString()))) {
            String health = hub.http().get("/health").body();
            assertTrue(health.contains("household file not used: " + broken + ": glossary line 1 "), health);
            Http alice = hub.member("alice", "adult", null);
            write(alice, PLUMBER, "household");
            await().atMost(TRANSLATED).until(() -> foundByKeyword(alice, "canalizador").contains(PLUMBER));
            assertFalse(foundByKeyword(alice, "encanador").contains(PLUMBER));
        }
        // a Brazilian household names the plumber its own way; the memory written before is translated again
        Path ours = Files.writeString(dir.resolve("glossary.tsv"), "# our words\nplumber\tencanador\n");
        try (RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_TRANSLATION", APERTIUM,
                "HEARTH_TRANSLATION_GLOSSARY", ours.toString()))) {
            assertTrue(hub.http().get("/health").body().contains(" + " + ours + " (1 line)"), hub.http().get("/health").body());
            Http alice = hub.signIn("alice", "alice-password-123");
            await().atMost(TRANSLATED).until(() -> foundByKeyword(alice, "encanador").contains(PLUMBER));
            assertTrue(foundByKeyword(alice, "canalizador").contains(PLUMBER), "the built-in head word stays");
        }
    }

    private static String write(Http member, String text, String scope) {
        HttpResponse<String> r = member.post("/api/v1/memories", Json.write(Map.of("text", text, "scope", scope)));
        assertEquals(201, r.statusCode(), r.body());
        return RunningHub.json(r).get("memory").get("id").asText();
    }

    /** The hits whose keywords matched: a word only a translation holds finds its memory this way. */
    private static List<String> foundByKeyword(Http member, String word) {
        HttpResponse<String> r = member.post("/api/v1/memories/search", Json.write(Map.of("q", word, "k", 3)));
        assertEquals(200, r.statusCode(), r.body());
        List<String> texts = new ArrayList<>();
        for (JsonNode hit : RunningHub.json(r).get("hits")) {
            if (hit.get("keywordHit").asBoolean()) {
                texts.add(hit.get("text").asText());
            }
        }
        return texts;
    }

    private static List<String> found(Http member, String question) {
        HttpResponse<String> r = member.post("/api/v1/memories/search", Json.write(Map.of("q", question, "k", 3)));
        assertEquals(200, r.statusCode(), r.body());
        List<String> texts = new ArrayList<>();
        for (JsonNode hit : RunningHub.json(r).get("hits")) {
            texts.add(hit.get("text").asText());
        }
        return texts;
    }
}
