package home.hearth.hub.conversation.extraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.conversation.model.LanguageModelException;
import home.hearth.hub.conversation.model.LlamaCppModel;
import home.hearth.hub.conversation.model.OpenAiChatModel;
import home.hearth.hub.testing.ScriptedOpenAiServer;
import home.hearth.hub.testing.ScriptedOpenAiServer.Reply;
import home.hearth.hub.testing.TinyGguf;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.StructuredFact;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MemoryExtractorTest {
    private static final ZonedDateTime NOW = ZonedDateTime.of(2026, 11, 30, 21, 15, 0, 0, ZoneId.of("Europe/Lisbon"));
    private static final List<ExtractionTurn> ANA = List.of(
            ExtractionTurn.member("I like the bedroom at 19 degrees at night"),
            ExtractionTurn.hearth("Noted. Anything else?"),
            ExtractionTurn.member("The boiler was serviced today, by the way"));

    private ScriptedOpenAiServer server;
    private OpenAiChatModel model;
    private MemoryExtractor extractor;

    @BeforeEach
    void start() {
        server = ScriptedOpenAiServer.start();
        model = new OpenAiChatModel(new OpenAiChatModel.Config(server.baseUrl(), "qwen2.5:3b", Optional.empty(),
                Duration.ofSeconds(2)));
        extractor = new MemoryExtractor(model, Duration.ofSeconds(10), 1024);
    }

    @AfterEach
    void stop() {
        model.close();
        server.close();
    }

    @Test
    void sendsTheNumberedMessagesTheTimeAndTheSchemaAndReadsTheCandidates() {
        server.reply(Reply.text("{\"memories\":[{\"text\":\"Ana likes the bedroom at 19 °C at night\",",
                "\"kind\":\"structured\",\"scope\":\"user\",\"key\":\"preferred_temperature_night\",\"value\":\"19\",",
                "\"unit\":\"°C\",\"evidence\":[0]},{\"text\":\"The boiler was serviced on 30 November 2026\",",
                "\"kind\":\"episodic\",\"scope\":\"household\",\"evidence\":[2]}]}"));

        ExtractionResult result = extractor.extract(ANA, NOW, () -> false);

        assertEquals(List.of(
                new ExtractedMemory("Ana likes the bedroom at 19 °C at night", MemoryKind.STRUCTURED, ScopeType.USER,
                        Optional.of(new StructuredFact("preferred_temperature_night", "19", "°C")), List.of(0)),
                new ExtractedMemory("The boiler was serviced on 30 November 2026", MemoryKind.EPISODIC, ScopeType.HOUSEHOLD,
                        Optional.empty(), List.of(2))), result.memories());
        assertEquals(0, result.dropped());
        JsonNode sent = server.requests().getFirst().json();
        String batch = sent.path("messages").get(1).path("content").asText();
        assertTrue(batch.contains("Current time: Monday 30 November 2026, 21:15 (Europe/Lisbon)"), batch);
        assertTrue(batch.contains("[0] member: I like the bedroom at 19 degrees at night\n[1] hearth: Noted. Anything else?\n"
                + "[2] member: The boiler was serviced today, by the way"), batch);
        assertEquals("json_schema", sent.path("response_format").path("type").asText());
        assertTrue(sent.path("response_format").path("json_schema").path("schema").path("properties").has("memories"));
    }

    @Test
    void dropsCandidatesThatRestOnHearthsWordsOrNothingOrAreMalformedOrRepeated() {
        server.reply(Reply.text("""
                Here you go:
                ```json
                {"memories":[
                  {"text":"Hearth asked for more","kind":"episodic","scope":"user","evidence":[1]},
                  {"text":"Out of the batch","kind":"episodic","scope":"user","evidence":[7]},
                  {"text":"No evidence","kind":"episodic","scope":"user","evidence":[]},
                  {"text":"A summary","kind":"summary","scope":"user","evidence":[0]},
                  {"text":"About a room","kind":"episodic","scope":"room","evidence":[0]},
                  {"text":"Structured without a value","kind":"structured","scope":"user","key":"k","evidence":[0]},
                  {"text":"Ana likes 19 at night","kind":"episodic","scope":"user","evidence":[0]},
                  {"text":"ana likes 19 at night","kind":"episodic","scope":"user","evidence":[0]}
                ]}
                ```"""));

        ExtractionResult result = extractor.extract(ANA, NOW, () -> false);

        assertEquals(List.of("Ana likes 19 at night"), result.memories().stream().map(ExtractedMemory::text).toList());
        assertEquals(7, result.dropped());
    }

    @Test
    void aBatchWithoutAnythingTheMemberSaidNeverReachesTheModel() {
        assertEquals(List.of(), extractor.extract(List.of(ExtractionTurn.hearth("Timer done.")), NOW, () -> false).memories());
        assertEquals(List.of(), server.requests());
    }

    @Test
    void anAnswerThatIsNotTheAskedJsonIsAClearError() {
        server.reply(Reply.text("I could not find anything."), Reply.text("{\"notes\": []}"));

        assertTrue(assertThrows(LanguageModelException.class, () -> extractor.extract(ANA, NOW, () -> false))
                .getMessage().contains("was not JSON"));
        assertTrue(assertThrows(LanguageModelException.class, () -> extractor.extract(ANA, NOW, () -> false))
                .getMessage().contains("no memories list"));
    }

    @Test
    void oneMembersBatchNeverTravelsWithAnothersRequest() {
        server.reply(Reply.text("{\"memories\":[]}"), Reply.text("{\"memories\":[]}"));

        extractor.extract(ANA, NOW, () -> false);
        extractor.extract(List.of(ExtractionTurn.member("My daughter starts school on Monday")), NOW, () -> false);

        String second = server.requests().get(1).json().path("messages").get(1).path("content").asText();
        assertTrue(second.contains("My daughter starts school on Monday"), second);
        assertFalse(second.contains("bedroom") || second.contains("boiler"), second);
    }

    @Test
    void theInProcessModelAnswersInTheSchemaUnderItsGrammar(@TempDir Path dir) {
        try (LlamaCppModel tiny = LlamaCppModel.load(new LlamaCppModel.Config(TinyGguf.write(dir.resolve("tiny.gguf"), 5),
                dir.resolve("native"), 2, 12288))) {
            // Random weights: what it extracts is nonsense, but it always parses and every kept candidate is valid.
            // The grammar bounds the answer (6 memories of bounded fields); random weights fill every string to its
            // bound, in byte-sized tokens, so it gets room for the worst case.
            ExtractionResult result = new MemoryExtractor(tiny, Duration.ofSeconds(120), 8000).extract(ANA, NOW, () -> false);
            assertTrue(result.memories().size() + result.dropped() <= 6, result.toString());
            result.memories().forEach(m -> assertTrue(m.evidence().stream().allMatch(i -> i == 0 || i == 2), m.toString()));
        }
    }
}
