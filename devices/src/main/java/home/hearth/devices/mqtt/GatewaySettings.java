package home.hearth.devices.mqtt;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * @param deadline how long to wait for a device's answer by default (50 ms – 30 s; 1.5 s unless configured)
 * @param clock the clock stamping answers and ages
 */
public record GatewaySettings(Duration deadline, Clock clock) {
    public static final Duration DEFAULT_DEADLINE = Duration.ofMillis(1500);

    public GatewaySettings {
        Objects.requireNonNull(clock, "clock");
        checkDeadline(deadline);
    }

    public static GatewaySettings defaults() {
        return new GatewaySettings(DEFAULT_DEADLINE, Clock.systemUTC());
    }

    static Duration checkDeadline(Duration deadline) {
        if (deadline == null || deadline.toMillis() < 50 || deadline.toMillis() > 30_000) {
            throw new IllegalArgumentException("a device deadline must be 50 ms – 30 s, got: " + deadline);
        }
        return deadline;
    }
}
