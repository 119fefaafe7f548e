package home.hearth.hub.memory.search;

/** The in-memory index failed (Lucene's IOException, converted once here). */
public class IndexException extends RuntimeException {
    public IndexException(String message, Throwable cause) {
        super(message, cause);
    }
}
