package home.hearth.devices;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class InventoryFileTest {
    @Test
    void readsDevicesWithAliasesAndMakesMissingIdsFromNames() {
        List<Device> devices = InventoryFile.parse("""
                devices:
                  - id: front-door-lock
                    name: Front door lock
                    room: hall
                    capabilities: [lock]
                    topic: zigbee2mqtt/front_door_lock
                    aliases: [the front door]
                  - name: Coffee Machine
                    capabilities: [plug]
                    topic: zigbee2mqtt/coffee
                """, "inventory.yaml");
        assertEquals(2, devices.size());
        assertEquals(List.of("the front door"), devices.get(0).aliases());
        assertEquals(DeviceId.of("coffee-machine"), devices.get(1).id());
        assertEquals(Set.of(Capability.PLUG), devices.get(1).capabilities());
        assertEquals("", devices.get(1).room());
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', value = {
        "devices:\\n  - name: Lamp\\n    capabilities: [lamp]\\n    topic: z/lamp | 2 | capability must be one of",
        "devices:\\n  - name: Lamp\\n    capabilities: [switch]                   | 2 | a device needs 'topic'",
        "devices:\\n  - name: Lamp\\n    colour: red\\n    topic: z/l             | 3 | unknown key 'colour'",
        "devices:\\n  - name: Lamp\\n    capabilities: [switch]\\n    topic: nolevel | 2 | a device topic must look like",
        "devices:\\n  - id: Bad Id\\n    name: L\\n    capabilities: [switch]\\n    topic: z/l | 2 | DeviceId must be",
        "devices: [a, b]                                                           | 1 | each device must be a mapping",
        "rooms: []                                                                 | 1 | the file must have a 'devices:' list",
        "devices:\\n  - name: [unclosed                                            | 2 | not valid YAML",
    })
    void namesTheLineAndTheRuleOfEveryMistake(String text, int line, String rule) {
        DevicesException e = assertThrows(DevicesException.class,
                () -> InventoryFile.parse(text.replace("\\n", "\n"), "inventory.yaml"));
        String expectedStart = "inventory.yaml line " + line + ": ";
        assertEquals(expectedStart, e.getMessage().substring(0, expectedStart.length()), e.getMessage());
        assertEquals(true, e.getMessage().contains(rule), e.getMessage());
    }

    @Test
    void refusesTheSameIdTwice() {
        String twice = "devices:\n  - {id: a, name: A, capabilities: [switch], topic: z/a}\n"
                + "  - {id: a, name: B, capabilities: [switch], topic: z/b}\n";
        DevicesException e = assertThrows(DevicesException.class, () -> InventoryFile.parse(twice, "inv.yaml"));
        assertEquals("inv.yaml line 3: device id a appears twice", e.getMessage());
    }
}
