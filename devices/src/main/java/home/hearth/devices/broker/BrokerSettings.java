package home.hearth.devices.broker;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where the embedded broker listens and keeps its files.
 *
 * @param bindAddress such as {@code 127.0.0.1} or {@code 0.0.0.0}
 * @param port 1–65535 (1883 in the default run)
 * @param folder a folder of its own for configuration and data (created when missing)
 */
public record BrokerSettings(String bindAddress, int port, Path folder) {
    public BrokerSettings {
        if (bindAddress == null || !bindAddress.matches("[0-9A-Za-z.:-]{1,100}")) {
            throw new IllegalArgumentException("the broker needs a bind address such as 127.0.0.1, got: " + bindAddress);
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("broker port must be 1–65535, got: " + port);
        }
        Objects.requireNonNull(folder, "folder");
    }
}
