package home.hearth.hub.config;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * The broker. With no {@code externalUrl} the hub runs its embedded MQTT 5 broker on
 * {@code host:port}; otherwise it connects to the external one (Mosquitto) as {@code username}.
 *
 * @param stateDeadline how long a live state query or command waits for the device (default 1.5 s)
 * @param clientsFile the embedded broker's automation accounts ({@code username:password} lines)
 */
public record MqttConfig(
        Optional<String> externalUrl,
        String host,
        int port,
        String username,
        Optional<String> password,
        Duration stateDeadline,
        Optional<Path> clientsFile) {
    public boolean embedded() {
        return externalUrl.isEmpty();
    }
}
