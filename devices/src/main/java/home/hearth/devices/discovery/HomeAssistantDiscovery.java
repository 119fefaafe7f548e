package home.hearth.devices.discovery;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.devices.Capability;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceId;
import home.hearth.devices.DeviceTopic;
import home.hearth.devices.Names;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads Home Assistant MQTT discovery: {@code homeassistant/<component>/[<node>/]<object>/config}
 * with a JSON payload. Components light, switch, lock, climate, binary_sensor (door, window,
 * opening, motion, occupancy, presence) and sensor (temperature, power) become a device with one
 * capability on the payload's state topic; merging several entities of one device is the
 * importer's job. Anything else, or a malformed payload, is skipped with a reason.
 */
public final class HomeAssistantDiscovery {
    public static final List<String> FILTERS = List.of("homeassistant/+/+/config", "homeassistant/+/+/+/config");
    private static final ObjectMapper JSON = new ObjectMapper();

    private HomeAssistantDiscovery() {}

    public static Discovered parse(String topic, byte[] payload) {
        String[] parts = topic.split("/");
        if (parts.length < 4 || parts.length > 5 || !parts[0].equals("homeassistant")
                || !parts[parts.length - 1].equals("config")) {
            return Discovered.skip(topic + ": not a discovery topic homeassistant/<component>/[<node>/]<object>/config");
        }
        if (payload.length == 0) {
            return Discovered.skip(topic + ": empty payload (an entity removal), nothing to import");
        }
        JsonNode json;
        try {
            json = JSON.readTree(payload);
        } catch (IOException e) {
            return Discovered.skip(topic + ": payload is not valid JSON");
        }
        if (json == null || !json.isObject()) {
            return Discovered.skip(topic + ": payload must be a JSON object");
        }
        try {
            return device(parts[1], parts[parts.length - 2], json, topic);
        } catch (IllegalArgumentException e) {
            return Discovered.skip(topic + ": " + e.getMessage());
        }
    }

    private static Discovered device(String component, String object, JsonNode json, String topic) {
        Optional<Capability> cap = capability(component, json);
        if (cap.isEmpty()) {
            return Discovered.skip(topic + ": component " + component + " with device_class '"
                    + text(json, "device_class", "dev_cla") + "' is not supported");
        }
        String stateTopic = stateTopic(json);
        if (stateTopic.isEmpty()) {
            return Discovered.skip(topic + ": no state_topic");
        }
        JsonNode dev = json.path(json.has("device") ? "device" : "dev");
        String name = first(text(dev, "name", "name"), text(json, "name", "name"), object);
        String room = Names.normalise(text(dev, "suggested_area", "sa")).replaceAll("[^a-z0-9_-]+", "-");
        return new Discovered(List.of(new Device(DeviceId.slug(name), name, room, Set.of(cap.get()),
                DeviceTopic.parse(stateTopic), List.of())), List.of());
    }

    private static Optional<Capability> capability(String component, JsonNode json) {
        String cls = text(json, "device_class", "dev_cla");
        return Optional.ofNullable(switch (component) {
            case "light" -> json.path("brightness").asBoolean(false) || json.has("brightness_command_topic")
                    || json.path("supported_color_modes").toString().contains("brightness")
                    ? Capability.DIMMER : Capability.SWITCH;
            case "switch" -> cls.equals("outlet") ? Capability.PLUG : Capability.SWITCH;
            case "lock" -> Capability.LOCK;
            case "climate" -> Capability.THERMOSTAT;
            case "binary_sensor" -> switch (cls) {
                case "door", "window", "opening", "garage_door" -> Capability.CONTACT;
                case "motion", "occupancy", "presence" -> Capability.MOTION;
                default -> null;
            };
            case "sensor" -> switch (cls) {
                case "temperature" -> Capability.TEMPERATURE;
                case "power" -> Capability.PLUG;
                default -> null;
            };
            default -> null;
        });
    }

    private static String stateTopic(JsonNode json) {
        String base = text(json, "~", "~");
        for (String key : List.of("state_topic", "stat_t", "json_attributes_topic", "json_attr_t",
                "current_temperature_topic", "temperature_state_topic")) {
            String t = text(json, key, key);
            if (!t.isEmpty()) {
                return t.startsWith("~") ? base + t.substring(1) : t.endsWith("~") ? t.replace("~", base) : t;
            }
        }
        return "";
    }

    private static String text(JsonNode node, String key, String abbreviation) {
        JsonNode v = node.has(key) ? node.get(key) : node.get(abbreviation);
        return v != null && v.isTextual() ? v.asText().trim() : "";
    }

    private static String first(String... options) {
        for (String o : options) {
            if (!o.isBlank()) {
                return o;
            }
        }
        return "";
    }
}
