package home.hearth.devices.fuzz;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.devices.Capability;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceId;
import home.hearth.devices.DeviceState;
import home.hearth.devices.DeviceTopic;
import home.hearth.devices.discovery.HomeAssistantDiscovery;
import home.hearth.devices.discovery.Zigbee2MqttDevices;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated MQTT payloads (Home Assistant discovery, zigbee2mqtt device lists, device
 * state): the parsers answer with devices or skip reasons and never throw. Bounded by
 * {@code hearth.fuzz.iterations} (default 3000); a failure prints the seed.
 */
class MqttPayloadFuzzTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String HA = """
            {"~":"zigbee2mqtt/front door","stat_t":"~","name":"Lamp","state_topic":"zigbee2mqtt/lamp",
             "brightness":true,"device_class":"door","dev":{"name":"Front Door","sa":"Hall Way","ids":["0x1"]}}""";
    private static final String Z2M = """
            [{"friendly_name":"Coordinator","type":"Coordinator"},
             {"friendly_name":"garden_plug","type":"Router","definition":{"exposes":[
               {"type":"switch","features":[{"name":"state","property":"state"}]},
               {"type":"numeric","name":"power","property":"power"}]}},
             {"friendly_name":"kitchen_light","type":"Router","definition":{"exposes":[
               {"type":"light","features":[{"name":"state"},{"name":"brightness"}]}]}}]""";
    private static final String STATE = """
            {"state":"ON","brightness":120,"lock_state":"locked","contact":true,"occupancy":false,
             "temperature":21.5,"current_heating_setpoint":20.0,"local_temperature":19.0,"power":12}""";
    private static final String[] PIECES = {"{", "}", "[", "]", ",", ":", "\"", "null", "true", "-1", "1e309", "NaN",
        "\\u0000", "\\ud800", "#", "+", "/", "~", "🔥", "\u0000", "9999999999999999999999", "[[[[[[[[", "{\"a\":"};

    @Test
    void discoveryAndStateParsersNeverThrowOnGarbage() {
        long seed = Long.getLong("hearth.fuzz.seed", System.nanoTime());
        int iterations = Integer.getInteger("hearth.fuzz.iterations", 3000);
        Random r = new Random(seed);
        Device lamp = new Device(DeviceId.of("lamp"), "Lamp", "", EnumSet.allOf(Capability.class),
                DeviceTopic.parse("zigbee2mqtt/lamp"), List.of());
        List<String> topics = List.of("homeassistant/light/x/config", "homeassistant/lock/a/b/config",
                "homeassistant/+/x/config", "homeassistant//config", "homeassistant/light/x/y/z/config");
        for (int i = 0; i < iterations; i++) {
            String ha = mutate(HA, r);
            String z2m = mutate(Z2M, r);
            String state = mutate(STATE, r);
            try {
                HomeAssistantDiscovery.parse(topics.get(r.nextInt(topics.size())), ha.getBytes(StandardCharsets.UTF_8));
                Zigbee2MqttDevices.parse("zigbee2mqtt", z2m.getBytes(StandardCharsets.UTF_8));
                byte[] raw = new byte[r.nextInt(64)];
                r.nextBytes(raw);
                HomeAssistantDiscovery.parse(topics.get(0), raw);
                Zigbee2MqttDevices.parse("zigbee2mqtt", raw);
                JsonNode node = readOrNull(state);
                if (node != null) {
                    DeviceState.read(lamp, node);
                }
            } catch (RuntimeException | StackOverflowError e) {
                fail("a parser threw " + e + " (seed " + seed + ", iteration " + i + ")\nHA: " + ha + "\nZ2M: " + z2m
                        + "\nSTATE: " + state, e);
            }
        }
    }

    private static JsonNode readOrNull(String text) {
        try {
            return JSON.readTree(text);
        } catch (Exception e) {
            return null; // the gateway drops payloads that are not JSON before reading state
        }
    }

    private static String mutate(String base, Random r) {
        StringBuilder s = new StringBuilder(base);
        int edits = r.nextInt(6);
        for (int e = 0; e < edits && s.length() > 0; e++) {
            int at = r.nextInt(s.length());
            switch (r.nextInt(3)) {
                case 0 -> s.insert(at, PIECES[r.nextInt(PIECES.length)]);
                case 1 -> s.delete(at, Math.min(s.length(), at + 1 + r.nextInt(20)));
                default -> s.setCharAt(at, (char) (32 + r.nextInt(95)));
            }
        }
        return s.toString();
    }
}
