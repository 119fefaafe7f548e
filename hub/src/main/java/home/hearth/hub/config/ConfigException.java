package home.hearth.hub.config;

/** A setting is missing or malformed; the message names the key, where it came from, and the expected form. */
public final class ConfigException extends RuntimeException {
    public ConfigException(String message) {
        super(message);
    }

    /** With the failure underneath, for a DEBUG log; the message alone is what a householder reads. */
    public ConfigException(String message, Throwable cause) {
        super(message, cause);
    }
}
