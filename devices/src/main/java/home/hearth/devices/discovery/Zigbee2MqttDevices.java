package home.hearth.devices.discovery;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.devices.Capability;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceId;
import home.hearth.devices.DeviceTopic;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Reads zigbee2mqtt's retained device list ({@code <base>/bridge/devices}, a JSON array). Each
 * entry's {@code definition.exposes} gives its capabilities: light (with brightness: dimmer),
 * switch (with power: plug), lock, climate, binary contact/occupancy, numeric temperature/power.
 * The coordinator, entries without a definition and entries with nothing supported are skipped;
 * a malformed entry is skipped with a reason, the rest still imported.
 */
public final class Zigbee2MqttDevices {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Zigbee2MqttDevices() {}

    public static Discovered parse(String base, byte[] payload) {
        JsonNode list;
        try {
            list = JSON.readTree(payload);
        } catch (IOException e) {
            return Discovered.skip(base + "/bridge/devices: payload is not valid JSON");
        }
        if (list == null || !list.isArray()) {
            return Discovered.skip(base + "/bridge/devices: payload must be a JSON array of devices");
        }
        List<Device> devices = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            try {
                entry(base, list.get(i), devices, skipped, i);
            } catch (IllegalArgumentException e) {
                skipped.add(base + "/bridge/devices entry " + i + ": " + e.getMessage());
            }
        }
        return new Discovered(devices, skipped);
    }

    private static void entry(String base, JsonNode e, List<Device> out, List<String> skipped, int i) {
        String name = e.path("friendly_name").asText("");
        if (name.isBlank()) {
            skipped.add(base + "/bridge/devices entry " + i + ": no friendly_name");
            return;
        }
        if ("Coordinator".equals(e.path("type").asText()) || !e.path("definition").isObject()) {
            return;
        }
        Set<Capability> caps = EnumSet.noneOf(Capability.class);
        e.path("definition").path("exposes").forEach(x -> expose(x, caps));
        if (caps.contains(Capability.PLUG)) {
            caps.remove(Capability.SWITCH);
        }
        if (caps.isEmpty()) {
            skipped.add(base + "/bridge/devices entry " + i + ": nothing it exposes is supported");
            return;
        }
        out.add(new Device(DeviceId.slug(name), name, "", caps, new DeviceTopic(base, name), List.of()));
    }

    private static void expose(JsonNode x, Set<Capability> caps) {
        String type = x.path("type").asText();
        String property = x.path("property").asText(x.path("name").asText());
        switch (type) {
            case "light" -> caps.add(features(x).contains("brightness") ? Capability.DIMMER : Capability.SWITCH);
            case "switch" -> caps.add(Capability.SWITCH);
            case "lock" -> caps.add(Capability.LOCK);
            case "climate" -> caps.add(Capability.THERMOSTAT);
            case "binary" -> {
                if (property.equals("contact")) caps.add(Capability.CONTACT);
                if (property.equals("occupancy")) caps.add(Capability.MOTION);
            }
            case "numeric" -> {
                if (property.equals("temperature")) caps.add(Capability.TEMPERATURE);
                if (property.equals("power")) caps.add(Capability.PLUG);
            }
            default -> { }
        }
    }

    private static List<String> features(JsonNode x) {
        List<String> names = new ArrayList<>();
        x.path("features").forEach(f -> names.add(f.path("property").asText(f.path("name").asText())));
        return names;
    }
}
