package home.hearth.hub.voice.recognition;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.hub.voice.recognition.internal.CommandGrammar;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.vosk.LibVosk;
import org.vosk.LogLevel;
import org.vosk.Model;
import org.vosk.Recognizer;

/**
 * A household's Vosk model (English or Portuguese, {@code models.vosk}). Each utterance feeds two
 * Vosk recognisers at once: one restricted to the command grammar (fast and sure for "turn on the
 * kitchen light") and one free. At the end the grammar's text wins when it is a whole command
 * heard with confidence; otherwise the free text is taken, and a free text Vosk is unsure of is a
 * rejection. Running both in parallel costs little (the grammar decoder is cheap) and adds no
 * latency, where "grammar first, then free on {@code [unk]}" would decode the utterance twice after
 * it ended. The command grammar is English; with a Portuguese model only free recognition runs.
 */
public final class VoskRecognizer implements SpeechRecognizer {
    static final double COMMAND_MIN_CONFIDENCE = 0.7;
    static final double FREE_MIN_CONFIDENCE = 0.5;
    private static final Logger LOG = LoggerFactory.getLogger(VoskRecognizer.class);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path folder;
    private final String language;
    private final Model model;
    private final Set<String> modelWords;
    private volatile String grammarJson;

    public VoskRecognizer(Path folder, String language, CommandVocabulary vocabulary) {
        if (!language.equals("en") && !language.equals("pt")) {
            throw new RecognitionException("models.vosk-language: expected en or pt, got '" + language + "'");
        }
        this.folder = folder;
        this.language = language;
        checkFolder(folder);
        this.model = load(folder);
        this.modelWords = modelWords(folder);
        useVocabulary(vocabulary);
    }

    static void checkFolder(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new RecognitionException("models.vosk: " + folder + " is not a folder; unpack a Vosk model there"
                    + " (see deploy/models/README.md)");
        }
        if (!Files.isRegularFile(folder.resolve("am/final.mdl")) || !Files.isDirectory(folder.resolve("conf"))) {
            throw new RecognitionException("models.vosk: " + folder + " is not a Vosk model folder (expected"
                    + " am/final.mdl and conf/ inside: point it at the unpacked folder, e.g. vosk-model-small-en-us-0.15)");
        }
    }

    private static Model load(Path folder) {
        try {
            LibVosk.setLogLevel(LogLevel.WARNINGS);
            return new Model(folder.toString());
        } catch (IOException e) {
            throw new RecognitionException("Vosk could not load the model in " + folder + " (" + e.getMessage()
                    + "): is it a complete, unpacked download?", e);
        } catch (UnsatisfiedLinkError | NoClassDefFoundError e) {
            throw new RecognitionException(nativeLibraryHint(e), e);
        }
    }

    static String nativeLibraryHint(Throwable e) {
        return "the Vosk native library did not load (" + e.getMessage() + "); on arm64 put libvosk.so from the"
                + " vosk-api linux-aarch64 release on jna.library.path (deploy/models/README.md)";
    }

    /** The words the model knows (graph/words.txt), to keep unknown ones out of the grammar; empty if not listed. */
    private static Set<String> modelWords(Path folder) {
        Path words = folder.resolve("graph/words.txt");
        Set<String> out = new HashSet<>();
        if (Files.isRegularFile(words)) {
            try (var lines = Files.lines(words)) {
                lines.forEach(l -> out.add(l.split(" ", 2)[0]));
            } catch (IOException e) {
                LOG.debug("cannot read {}", words, e);
            }
        }
        return out;
    }

    @Override
    public String id() {
        return "vosk:" + language + ":" + folder.getFileName();
    }

    @Override
    public RecognitionStream start() {
        try {
            Recognizer free = new Recognizer(model, 16_000f);
            return closedIfThrows(free, () -> {
                free.setWords(true);
                String grammar = grammarJson;
                if (grammar == null) {
                    return new VoskStream(null, free);
                }
                Recognizer commands = new Recognizer(model, 16_000f, grammar);
                return closedIfThrows(commands, () -> {
                    commands.setWords(true);
                    return new VoskStream(commands, free);
                });
            });
        } catch (Exception e) {
            throw new RecognitionException("Vosk could not start a recogniser: " + e.getMessage(), e);
        }
    }

    /**
     * Runs {@code next} with {@code opened} already open, and closes {@code opened} when {@code next} fails: a Vosk
     * recogniser holds native memory the garbage collector never frees, so one made for an utterance that could not
     * start (the grammar's recogniser refused, say) would otherwise be lost at every utterance.
     */
    static <T> T closedIfThrows(AutoCloseable opened, Callable<T> next) throws Exception {
        try {
            return next.call();
        } catch (Exception | Error e) {
            try {
                opened.close();
            } catch (Exception closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
    }

    @Override
    public void useVocabulary(CommandVocabulary vocabulary) {
        grammarJson = language.equals("en") ? grammarJson(vocabulary, modelWords) : null;
    }

    /** The phrase list Vosk takes as a grammar: every command phrase with only known words, then {@code [unk]}. */
    static String grammarJson(CommandVocabulary vocabulary, Set<String> modelWords) {
        CommandGrammar grammar = CommandGrammar.build(vocabulary, w -> modelWords.isEmpty() || modelWords.contains(w));
        List<String> phrases = new ArrayList<>(grammar.phrases());
        phrases.add("[unk]");
        try {
            return JSON.writeValueAsString(phrases);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        model.close();
    }
}
