package home.hearth.hub.voice.recognition;

/**
 * Speech to text, one utterance at a time, on 16 kHz mono signed 16-bit audio. Implementations:
 * {@code VoskRecognizer} (a household's Vosk model, grammar for commands and free speech for the
 * rest) and {@code Sphinx4Recognizer} (English, pure Java, grammar mode only: the fallback that a
 * fresh machine has). Library exceptions are converted to {@link RecognitionException} once, here.
 */
public interface SpeechRecognizer extends AutoCloseable {

    /** A short name for logs, metrics and {@code /health}, e.g. {@code sphinx4-grammar:en}. */
    String id();

    /**
     * Loads what recognition needs in the background, if that is not done yet: called when a room
     * connects, so a hub no microphone talks to holds no model (a stream works without it).
     */
    default void prepare() {}

    /** Starts recognising one utterance. Streams of different rooms may run at the same time. */
    RecognitionStream start();

    /** Rebuilds the command grammar (called at start and whenever the inventory or the rooms change). */
    void useVocabulary(CommandVocabulary vocabulary);

    @Override
    void close();
}
