package home.hearth.devices.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.Capability;
import home.hearth.devices.Device;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DiscoveryParsingTest {
    static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "{0} {1} → {3}")
    @CsvSource(delimiter = '|', value = {
        "light         | {\"brightness\":true}                  | z/lamp   | DIMMER",
        "light         | {}                                      | z/lamp   | SWITCH",
        "switch        | {\"device_class\":\"outlet\"}          | z/plug   | PLUG",
        "lock          | {}                                      | z/lock   | LOCK",
        "climate       | {}                                      | z/trv    | THERMOSTAT",
        "binary_sensor | {\"device_class\":\"door\"}            | z/door   | CONTACT",
        "binary_sensor | {\"dev_cla\":\"motion\"}               | z/pir    | MOTION",
        "sensor        | {\"device_class\":\"temperature\"}     | z/temp   | TEMPERATURE",
    })
    void mapsHomeAssistantComponentsToCapabilities(String component, String extra, String stateTopic, Capability cap) {
        String json = extra.substring(0, extra.length() - 1) + (extra.length() > 2 ? "," : "")
                + "\"name\":\"Thing\",\"state_topic\":\"" + stateTopic + "\"}";
        Discovered d = HomeAssistantDiscovery.parse("homeassistant/" + component + "/node1/obj/config", b(json));
        assertEquals(1, d.devices().size(), d.skipped().toString());
        assertEquals(Set.of(cap), d.devices().get(0).capabilities());
    }

    @Test
    void expandsTheTildeBaseAndTakesNameAndAreaFromTheDevice() {
        Discovered d = HomeAssistantDiscovery.parse("homeassistant/lock/door/config", b("""
                {"~":"zigbee2mqtt/front door","stat_t":"~","dev":{"name":"Front Door","sa":"Hall Way"}}"""));
        Device dev = d.devices().get(0);
        assertEquals("zigbee2mqtt/front door", dev.topic().state());
        assertEquals("front-door", dev.id().value());
        assertEquals("hall-way", dev.room());
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', value = {
        "homeassistant/light/x/config     | {oops                              | payload is not valid JSON",
        "homeassistant/light/x/config     | 42                                 | payload must be a JSON object",
        "homeassistant/light/x/config     | {\"name\":\"L\"}                   | no state_topic",
        "homeassistant/sensor/x/config    | {\"device_class\":\"humidity\",\"state_topic\":\"z/h\"} | is not supported",
        "homeassistant/light/x/config     | {\"name\":\"L\",\"state_topic\":\"z/#\"} | without MQTT wildcards",
        "homeassistant/light/config       | {}                                 | not a discovery topic",
    })
    void skipsMalformedHomeAssistantPayloadsWithAReasonAndNoContent(String topic, String payload, String reason) {
        Discovered d = HomeAssistantDiscovery.parse(topic, b(payload));
        assertTrue(d.devices().isEmpty());
        assertTrue(d.skipped().get(0).contains(reason), d.skipped().toString());
        assertTrue(d.skipped().get(0).startsWith(topic), d.skipped().toString());
    }

    @Test
    void readsTheZigbee2mqttDeviceListSkippingBadEntriesOneByOne() {
        Discovered d = Zigbee2MqttDevices.parse("zigbee2mqtt", b("""
                [{"friendly_name":"Coordinator","type":"Coordinator"},
                 {"friendly_name":"hall/motion","definition":{"exposes":[
                    {"type":"binary","property":"occupancy"},{"type":"numeric","property":"temperature"}]}},
                 {"friendly_name":"trv","definition":{"exposes":[{"type":"climate","features":[]}]}},
                 {"friendly_name":"remote","definition":{"exposes":[{"type":"enum","property":"action"}]}},
                 {"friendly_name":"bad+name","definition":{"exposes":[{"type":"lock"}]}},
                 {"definition":{}}]"""));
        assertEquals(2, d.devices().size());
        assertEquals(Set.of(Capability.MOTION, Capability.TEMPERATURE), d.devices().get(0).capabilities());
        assertEquals("zigbee2mqtt/hall/motion", d.devices().get(0).topic().state());
        assertEquals(3, d.skipped().size(), d.skipped().toString());
    }

    @Test
    void skipsADeviceListThatIsNotAnArray() {
        assertEquals("zigbee2mqtt/bridge/devices: payload must be a JSON array of devices",
                Zigbee2MqttDevices.parse("zigbee2mqtt", b("{}")).skipped().get(0));
        assertEquals("zigbee2mqtt/bridge/devices: payload is not valid JSON",
                Zigbee2MqttDevices.parse("zigbee2mqtt", b("[")).skipped().get(0));
    }
}
