package home.hearth.devices.simulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SimulatedDeviceTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void locksAndUnlocksLikeZigbee2mqttReportingLockState() throws Exception {
        SimulatedDevice lock = new SimulatedDevice("door", Map.of("state", "LOCK", "lock_state", "locked"));
        assertTrue(lock.apply(JSON.readTree("{\"state\":\"UNLOCK\"}")));
        assertEquals("unlocked", lock.state().path("lock_state").asText());
    }

    @Test
    void aLockTakesNoSwitchCommandSoNothingCanLookConfirmed() throws Exception {
        SimulatedDevice lock = new SimulatedDevice("door", Map.of("state", "LOCK", "lock_state", "locked"));
        assertFalse(lock.apply(JSON.readTree("{\"state\":\"ON\"}")));
        assertEquals("LOCK", lock.state().path("state").asText());
    }

    @Test
    void refusesToSetReadingsUnknownFieldsOrValuesOfTheWrongType() throws Exception {
        SimulatedDevice trv = new SimulatedDevice("trv", Map.of("current_heating_setpoint", 20.0, "local_temperature", 19.0));
        assertFalse(trv.apply(JSON.readTree("{\"local_temperature\":30.0}")));
        assertFalse(trv.apply(JSON.readTree("{\"colour\":\"red\"}")));
        assertFalse(trv.apply(JSON.readTree("{\"current_heating_setpoint\":\"hot\"}")));
        assertFalse(trv.apply(JSON.readTree("[1]")));
        assertTrue(trv.apply(JSON.readTree("{\"current_heating_setpoint\":22.5}")));
        assertEquals(22.5, trv.state().path("current_heating_setpoint").asDouble());
    }

    @Test
    void ignoresSetsWhenToldToAndStillChangesWhatItSenses() throws Exception {
        SimulatedDevice lamp = new SimulatedDevice("lamp", Map.of("state", "OFF"));
        lamp.ignoreSets(true);
        assertFalse(lamp.apply(JSON.readTree("{\"state\":\"ON\"}")));
        assertEquals("OFF", lamp.state().path("state").asText());
        SimulatedDevice door = new SimulatedDevice("door", Map.of("contact", true));
        door.sense("contact", false);
        assertFalse(door.state().path("contact").asBoolean());
    }
}
