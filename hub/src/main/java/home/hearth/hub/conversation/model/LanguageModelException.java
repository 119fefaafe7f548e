package home.hearth.hub.conversation.model;

/** The model could not answer; the message is a sentence a householder understands. */
public class LanguageModelException extends RuntimeException {
    public LanguageModelException(String message) {
        super(message);
    }

    public LanguageModelException(String message, Throwable cause) {
        super(message, cause);
    }
}
