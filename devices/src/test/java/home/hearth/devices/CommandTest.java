package home.hearth.devices;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.devices.ActionKind;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CommandTest {
    @Test
    void buildsZigbee2mqttSetPayloads() {
        assertEquals(Map.of("state", "ON"), new Command.SwitchTo(true).payload());
        assertEquals(Map.of("brightness", 77), new Command.DimTo(77).payload());
        assertEquals(Map.of("current_heating_setpoint", 21.5), new Command.SetTemperature(21.5).payload());
        assertEquals(Map.of("state", "UNLOCK"), new Command.LockTo(false).payload());
        assertEquals(ActionKind.UNLOCK, new Command.LockTo(false).kind());
    }

    @Test
    void isConfirmedOnlyByAStateShowingTheRequestedValue() {
        assertTrue(new Command.LockTo(true).confirmedBy(new DeviceState(Map.of("locked", true))));
        assertFalse(new Command.LockTo(true).confirmedBy(new DeviceState(Map.of("locked", false))));
        assertFalse(new Command.SetTemperature(21).confirmedBy(new DeviceState(Map.of("local_temperature", 21.0))));
        assertTrue(new Command.SetTemperature(21).confirmedBy(new DeviceState(Map.of("set_point", 21.0))));
        assertFalse(new Command.DimTo(10).confirmedBy(new DeviceState(Map.of())));
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 255, 1000})
    void refusesBrightnessOutsideTheZigbeeScale(int value) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Command.DimTo(value));
        assertEquals("brightness must be 0–254, got: " + value, e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(doubles = {4.5, 35.5, 21.3, Double.NaN})
    void refusesSetPointsOutsideTheThermostatRange(double value) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Command.SetTemperature(value));
        assertTrue(e.getMessage().startsWith("set point must be 5–35 °C in steps of 0.5"), e.getMessage());
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "1e309        | a number too large to read",
        "99999999999  | 99999999999",
        "12.5         | 12.5",
        "\"bright\"   | \"bright\""})
    void aDimValueThatIsNotAWholeNumberIsRefusedNamingWhatWasSent(String value, String named) throws Exception {
        var body = new com.fasterxml.jackson.databind.ObjectMapper().readTree("{\"command\":\"dim\",\"value\":" + value + "}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CommandJson.parse(body));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().endsWith("got: " + named), e.getMessage());
    }
}
