package home.hearth.devices.discovery;

import java.time.Duration;

/**
 * How far discovery may grow the inventory: at most {@code maxDevices} devices in all (discovery
 * adds none beyond), and at most {@code perWindow} new devices per {@code window}. A client
 * allowed to publish discovery messages must not be able to flood the household's device list.
 */
public record DiscoveryLimits(int maxDevices, int perWindow, Duration window) {
    /** 500 devices (a large house has ~150), 50 new ones a minute (pairing a whole zigbee network). */
    public static final DiscoveryLimits DEFAULT = new DiscoveryLimits(500, 50, Duration.ofMinutes(1));

    public DiscoveryLimits {
        if (maxDevices < 1 || perWindow < 1 || window == null || !window.isPositive()) {
            throw new IllegalArgumentException("discovery limits must be positive, got: " + maxDevices + " devices, "
                    + perWindow + " per " + window);
        }
    }
}
