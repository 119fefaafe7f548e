package home.hearth.hub.memory.search;

/** An embedder could not turn text into a vector; the message says why and never quotes the text. */
public class EmbeddingException extends RuntimeException {
    public EmbeddingException(String message) {
        super(message);
    }

    public EmbeddingException(String message, Throwable cause) {
        super(message, cause);
    }
}
