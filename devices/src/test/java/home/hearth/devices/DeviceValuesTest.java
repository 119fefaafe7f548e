package home.hearth.devices;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DeviceValuesTest {
    @ParameterizedTest
    @ValueSource(strings = {"", "Front-Door", "-lock", "a b", "ünïcode"})
    void refusesMalformedDeviceIdsNamingTheRule(String value) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DeviceId.of(value));
        assertEquals("DeviceId must be 1–64 of [a-z0-9-] starting with a letter or digit, got: " + value, e.getMessage());
    }

    @Test
    void makesIdsFromNamesWithAccentsAndSpaces() {
        assertEquals(DeviceId.of("lampada-da-sala"), DeviceId.slug("  Lâmpada da Sala! "));
        assertThrows(IllegalArgumentException.class, () -> DeviceId.slug("###"));
    }

    @Test
    void comparesNamesWithoutCaseAccentsOrExtraSpaces() {
        assertEquals("the moon lamp", Names.normalise("  The MOON_lämp "));
    }

    @ParameterizedTest
    @ValueSource(strings = {"zigbee2mqtt", "/x", "zigbee2mqtt/", "zigbee2mqtt/+", "zigbee2mqtt/#/a"})
    void refusesDeviceTopicsThatAreNotBaseSlashName(String topic) {
        assertThrows(IllegalArgumentException.class, () -> DeviceTopic.parse(topic));
    }

    @Test
    void derivesGetAndSetTopicsZigbee2mqttStyle() {
        DeviceTopic t = DeviceTopic.parse("zigbee2mqtt/hall/front door");
        assertEquals("zigbee2mqtt/hall/front door/get", t.get());
        assertEquals("zigbee2mqtt/hall/front door/set", t.set());
    }

    @Test
    void refusesADeviceWithoutCapabilitiesOrWithABadRoom() {
        DeviceTopic t = DeviceTopic.parse("z/lamp");
        assertEquals("device lamp needs at least one capability", assertThrows(IllegalArgumentException.class,
                () -> new Device(DeviceId.of("lamp"), "Lamp", "", Set.of(), t, List.of())).getMessage());
        assertEquals("room must be 1–64 of [a-z0-9_-] or empty, got: 'Living Room'", assertThrows(IllegalArgumentException.class,
                () -> new Device(DeviceId.of("lamp"), "Lamp", "Living Room", Set.of(Capability.SWITCH), t, List.of()))
                .getMessage());
    }
}
