package home.hearth.devices.discovery;

import java.time.Duration;

/**
 * How far discovery may grow the inventory: at most {@code maxDevices} devices in all (discovery
 * adds none beyond), and at most {@code perWindow} new devices per {@code window}. A client
 * allowed to publish discovery messages must not be able to flood the household's device list,
 * nor the hub's memory: at most {@code waitingMessages} messages of at most {@code waitingBytes}
 * in all wait to be imported.
 */
public record DiscoveryLimits(int maxDevices, int perWindow, Duration window, int waitingMessages, long waitingBytes) {
    /**
     * 500 devices (a large house has ~150), 50 new ones a minute (pairing a whole zigbee network); 4,096 messages
     * waiting (a house of 150 zigbee devices announces about 750 Home Assistant entities at once when the hub
     * connects, each under 2 KB) and 32 MiB (two zigbee2mqtt device lists at the largest packet the hub takes).
     */
    public static final DiscoveryLimits DEFAULT = new DiscoveryLimits(500, 50, Duration.ofMinutes(1), 4_096, 32L << 20);

    public DiscoveryLimits {
        if (maxDevices < 1 || perWindow < 1 || window == null || !window.isPositive() || waitingMessages < 1
                || waitingBytes < 1) {
            throw new IllegalArgumentException("discovery limits must be positive, got: " + maxDevices + " devices, "
                    + perWindow + " per " + window + ", " + waitingMessages + " messages of " + waitingBytes
                    + " bytes waiting");
        }
    }
}
