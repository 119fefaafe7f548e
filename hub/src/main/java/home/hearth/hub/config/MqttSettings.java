package home.hearth.hub.config;

import java.time.Duration;
import java.util.Optional;

/**
 * The broker. With no {@code externalUrl} the hub runs its embedded MQTT 5 broker on
 * {@code host:port}; otherwise it connects to the external one (Mosquitto) as {@code username}.
 *
 * @param stateDeadline how long a live state query or command waits for the device (default 1.5 s)
 */
public record MqttSettings(
        Optional<String> externalUrl, String host, int port, String username, Optional<String> password, Duration stateDeadline) {
    public boolean embedded() {
        return externalUrl.isEmpty();
    }
}
