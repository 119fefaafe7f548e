package home.hearth.devices;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The values a device reported in one state message, read through its capabilities (keys and
 * types as in {@link Capability}).
 */
public record DeviceState(Map<String, Object> values) {
    public DeviceState {
        values = Map.copyOf(values);
    }

    /** Reads a zigbee2mqtt state payload through every capability of the device. */
    public static DeviceState read(Device device, JsonNode payload) {
        Map<String, Object> all = new LinkedHashMap<>();
        for (Capability c : device.capabilities()) {
            all.putAll(c.read(payload));
        }
        return new DeviceState(all);
    }

    public Optional<Object> get(String key) {
        return Optional.ofNullable(values.get(key));
    }

    public Optional<Boolean> flag(String key) {
        return get(key).filter(Boolean.class::isInstance).map(Boolean.class::cast);
    }

    public Optional<Double> number(String key) {
        return get(key).filter(Number.class::isInstance).map(v -> ((Number) v).doubleValue());
    }
}
