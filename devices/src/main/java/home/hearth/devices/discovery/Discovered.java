package home.hearth.devices.discovery;

import home.hearth.devices.Device;
import java.util.List;

/**
 * What one discovery payload yielded: devices to import, and why anything was skipped (reasons
 * name fields and rules, never payload content).
 */
public record Discovered(List<Device> devices, List<String> skipped) {
    public Discovered {
        devices = List.copyOf(devices);
        skipped = List.copyOf(skipped);
    }

    public static Discovered skip(String reason) {
        return new Discovered(List.of(), List.of(reason));
    }
}
