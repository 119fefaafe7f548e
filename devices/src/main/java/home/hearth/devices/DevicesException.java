package home.hearth.devices;

/**
 * The devices module's one unchecked exception: storage trouble, a malformed inventory file, a
 * broker that cannot start. Library exceptions ({@code SQLException}, {@code MqttException})
 * are converted into it once, with a sentence a householder can act on.
 */
public class DevicesException extends RuntimeException {
    public DevicesException(String message) {
        super(message);
    }

    public DevicesException(String message, Throwable cause) {
        super(message, cause);
    }
}
