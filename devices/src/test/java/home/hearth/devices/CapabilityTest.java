package home.hearth.devices;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CapabilityTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest(name = "{0} reads {1} as {2}")
    @CsvSource(delimiter = '|', value = {
        "switch      | {\"state\":\"ON\",\"linkquality\":80}                  | {\"on\":true}",
        "dimmer      | {\"state\":\"OFF\",\"brightness\":120}                 | {\"on\":false,\"brightness\":120}",
        "plug        | {\"state\":\"ON\",\"power\":1250.5}                    | {\"on\":true,\"power\":1250.5}",
        "thermostat  | {\"current_heating_setpoint\":21,\"local_temperature\":19.5} | {\"set_point\":21.0,\"local_temperature\":19.5}",
        "lock        | {\"state\":\"LOCK\",\"lock_state\":\"unlocked\"}       | {\"locked\":false}",
        "lock        | {\"state\":\"LOCK\"}                                    | {\"locked\":true}",
        "contact     | {\"contact\":false}                                     | {\"contact\":false}",
        "motion      | {\"occupancy\":true}                                    | {\"occupancy\":true}",
        "temperature | {\"temperature\":20.25}                                 | {\"temperature\":20.25}",
    })
    void readsZigbee2mqttStatePayloads(String capability, String payload, String expected) throws Exception {
        Map<String, Object> read = Capability.parse(capability).read(JSON.readTree(payload));
        assertEquals(JSON.readTree(expected), JSON.valueToTree(read));
    }

    @ParameterizedTest(name = "{0} ignores {1}")
    @CsvSource(delimiter = '|', value = {
        "switch      | {\"state\":\"MAYBE\"}",
        "switch      | {\"state\":1}",
        "dimmer      | {\"brightness\":\"high\"}",
        "lock        | {\"lock_state\":\"jammed\",\"state\":\"UNKNOWN\"}",
        "contact     | {\"contact\":\"open\"}",
        "temperature | {\"temperature\":null}",
    })
    void leavesOutFieldsOfTheWrongTypeInsteadOfGuessing(String capability, String payload) throws Exception {
        assertTrue(Capability.parse(capability).read(JSON.readTree(payload)).isEmpty());
    }

    @ParameterizedTest
    @CsvSource({"toaster", "''"})
    void namesTheAcceptedValuesWhenACapabilityIsUnknown(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Capability.parse(text));
        assertTrue(e.getMessage().startsWith("capability must be one of switch, dimmer"), e.getMessage());
    }
}
