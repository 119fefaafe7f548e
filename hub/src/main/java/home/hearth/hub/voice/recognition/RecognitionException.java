package home.hearth.hub.voice.recognition;

/** The recogniser cannot work (missing or broken model, native library); the message says what to do. */
public class RecognitionException extends RuntimeException {
    public RecognitionException(String message) {
        super(message);
    }

    public RecognitionException(String message, Throwable cause) {
        super(message, cause);
    }
}
