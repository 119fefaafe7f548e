package home.hearth.hub.config;

/** A setting is missing or malformed; the message names the key, where it came from, and the expected form. */
public final class ConfigException extends RuntimeException {
    public ConfigException(String message) {
        super(message);
    }
}
