package home.hearth.hub.memory.translation;

/** Apertium failed or took too long; the memory stays findable in its own language. */
public final class TranslationException extends RuntimeException {
    public TranslationException(String message) {
        super(message);
    }
}
