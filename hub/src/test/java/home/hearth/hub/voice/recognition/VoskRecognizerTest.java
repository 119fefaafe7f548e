package home.hearth.hub.voice.recognition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.profiles.testing.Speech;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vosk.LibVosk;
import org.vosk.LogLevel;
import org.vosk.Model;

/**
 * No Vosk model can be fetched on these machines: this proves the library, the grammar and the
 * errors, and runs real recognition only when {@code HEARTH_TEST_VOSK_MODEL} (or the system
 * property {@code hearth.test.voskModel}) names an unpacked English Vosk model folder.
 */
class VoskRecognizerTest {
    @TempDir
    Path dir;

    @Test
    void theNativeLibraryLoadsAndANonexistentModelIsAnIoError() {
        LibVosk.setLogLevel(LogLevel.WARNINGS);
        assertThrows(IOException.class, () -> new Model(dir.resolve("none").toString()));
    }

    /** The grammar's recogniser failing must not leave the free one's native memory behind (no model here to fail it). */
    @Test
    void aRecogniserOpenedBeforeAFailureIsClosedAndOneThatSucceedsIsNot() throws Exception {
        AtomicInteger closed = new AtomicInteger();
        AutoCloseable free = closed::incrementAndGet;
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> VoskRecognizer.closedIfThrows(free,
                () -> {
                    throw new IllegalStateException("grammar refused");
                }));
        assertEquals("grammar refused", refused.getMessage());
        assertEquals(1, closed.get());
        assertEquals("stream", VoskRecognizer.closedIfThrows(free, () -> "stream"));
        assertEquals(1, closed.get(), "an opened recogniser that made its stream stays open");
    }

    @Test
    void theCommandGrammarIsAJsonPhraseListEndingInUnk() throws IOException {
        String json = VoskRecognizer.grammarJson(DemoCommands.VOCABULARY, Set.of());
        List<String> phrases = new ObjectMapper().readValue(json, new TypeReference<List<String>>() {});
        assertEquals("[unk]", phrases.get(phrases.size() - 1));
        for (String command : DemoCommands.COMMANDS) {
            if (!command.startsWith("set ")) {
                assertTrue(phrases.contains(command), command);
            }
        }
        // Device × number × "degrees" is too many to list: Vosk builds an n-gram model from the
        // phrases, so each device and each number word appearing in a "set" phrase is enough.
        assertTrue(phrases.stream().anyMatch(p -> p.startsWith("set the bedroom thermostat to ")), "set per device");
        assertTrue(phrases.stream().anyMatch(p -> p.startsWith("set ") && p.contains(" twenty one")), "numbers");
        assertTrue(phrases.stream().allMatch(p -> p.equals("[unk]") || p.matches("[a-z' ]+")), "plain lower-case words");
    }

    @Test
    void grammarWordsTheModelDoesNotKnowAreLeftOut() throws IOException {
        CommandVocabulary v = new CommandVocabulary(List.of("kitchen light", "zyxqw lamp"), List.of("kitchen"));
        Set<String> known = Set.of("turn", "on", "off", "the", "kitchen", "light", "lamp", "stop");
        String json = VoskRecognizer.grammarJson(v, known);
        assertTrue(json.contains("\"turn on the kitchen light\""), json);
        assertFalse(json.contains("zyxqw"), json);
    }

    @Test
    void aMissingFolderOrAFolderWithoutAModelIsRefusedWithAClearMessage() throws IOException {
        RecognitionException missing = assertThrows(RecognitionException.class,
                () -> new VoskRecognizer(dir.resolve("absent"), "en", DemoCommands.VOCABULARY));
        assertTrue(missing.getMessage().contains("is not a folder"), missing.getMessage());
        Files.createDirectories(dir.resolve("empty"));
        RecognitionException empty = assertThrows(RecognitionException.class,
                () -> new VoskRecognizer(dir.resolve("empty"), "en", DemoCommands.VOCABULARY));
        assertTrue(empty.getMessage().contains("not a Vosk model folder"), empty.getMessage());
        RecognitionException language = assertThrows(RecognitionException.class,
                () -> new VoskRecognizer(dir.resolve("empty"), "de", DemoCommands.VOCABULARY));
        assertTrue(language.getMessage().contains("en or pt"), language.getMessage());
    }

    @Test
    void aBrokenModelFolderIsRefusedWithAClearMessage() throws IOException {
        Path broken = dir.resolve("vosk-model-broken");
        Files.createDirectories(broken.resolve("am"));
        Files.createDirectories(broken.resolve("conf"));
        Files.writeString(broken.resolve("am/final.mdl"), "this is not a model");
        Files.writeString(broken.resolve("conf/model.conf"), "--sample-frequency=16000\n");
        RecognitionException e = assertThrows(RecognitionException.class,
                () -> new VoskRecognizer(broken, "en", DemoCommands.VOCABULARY));
        assertTrue(e.getMessage().contains("could not load the model in " + broken), e.getMessage());
    }

    @Test
    void confidenceIsTheMeanOfTheWordsAndAnUnsureCommandFallsThrough() throws IOException {
        var sure = VoskStream.parse("{\"result\":[{\"conf\":1.0,\"word\":\"stop\"}],\"text\":\"stop\"}");
        assertEquals(new Transcript("stop", false, 1.0), VoskStream.commandTranscript(sure).orElseThrow());
        var unsure = VoskStream.parse("{\"result\":[{\"conf\":0.9,\"word\":\"lock\"},{\"conf\":0.3,\"word\":\"door\"}],"
                + "\"text\":\"lock door\"}");
        assertEquals(0.6, VoskStream.confidence(unsure.path("result")), 1e-9);
        assertTrue(VoskStream.commandTranscript(unsure).isEmpty());
        assertTrue(VoskStream.commandTranscript(VoskStream.parse("{\"text\":\"[unk]\"}")).isEmpty());
    }

    @Test
    void recognisesACommandWithARealModelWhenOneIsGiven() {
        String configured = System.getProperty("hearth.test.voskModel", System.getenv("HEARTH_TEST_VOSK_MODEL"));
        assumeTrue(configured != null && !configured.isBlank(),
                "set HEARTH_TEST_VOSK_MODEL to an unpacked English Vosk model folder to run this");
        try (VoskRecognizer vosk = new VoskRecognizer(Path.of(configured), "en", DemoCommands.VOCABULARY)) {
            Speech speech = new Speech(dir);
            Transcript command = Sphinx4RecognizerTest.recognise(vosk, speech.say("en-us+f3", "turn on the kitchen light"));
            assertEquals("turn on the kitchen light", command.text());
            Transcript free = Sphinx4RecognizerTest.recognise(vosk, speech.say("en-us+f3", "remember that i like green tea"));
            assertFalse(free.rejected());
            assertTrue(free.text().contains("tea"), free.text());
        }
    }
}
