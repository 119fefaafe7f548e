package home.hearth.devices;

import java.util.Objects;

/**
 * Where a device lives on MQTT, zigbee2mqtt style: state on {@code <base>/<name>}, queries on
 * {@code <base>/<name>/get}, commands on {@code <base>/<name>/set}.
 *
 * @param base the bridge's base topic, such as {@code zigbee2mqtt} (no wildcards, no trailing slash)
 * @param name the device's friendly name on the bridge, such as {@code front_door_lock}
 */
public record DeviceTopic(String base, String name) {
    public DeviceTopic {
        check("base topic", base);
        check("device topic name", name);
        if (base.endsWith("/") || base.startsWith("/")) {
            throw new IllegalArgumentException("base topic must not start or end with '/', got: " + base);
        }
    }

    /** Splits {@code zigbee2mqtt/front_door_lock} at its first '/'. */
    public static DeviceTopic parse(String topic) {
        int slash = topic == null ? -1 : topic.indexOf('/');
        if (slash <= 0 || slash == topic.length() - 1) {
            throw new IllegalArgumentException("a device topic must look like <base>/<name>, got: " + topic);
        }
        return new DeviceTopic(topic.substring(0, slash), topic.substring(slash + 1));
    }

    public String state() {
        return base + "/" + name;
    }

    public String get() {
        return state() + "/get";
    }

    public String set() {
        return state() + "/set";
    }

    private static void check(String what, String value) {
        Objects.requireNonNull(value, what);
        if (value.isBlank() || value.contains("+") || value.contains("#") || value.length() > 200) {
            throw new IllegalArgumentException(
                    what + " must be 1–200 characters without MQTT wildcards (+, #), got: '" + value + "'");
        }
    }

    @Override
    public String toString() {
        return state();
    }
}
