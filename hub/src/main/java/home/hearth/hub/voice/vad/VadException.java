package home.hearth.hub.voice.vad;

/** The detector cannot work (a missing or broken model); the message says what to do. */
public class VadException extends RuntimeException {
    public VadException(String message, Throwable cause) {
        super(message, cause);
    }
}
