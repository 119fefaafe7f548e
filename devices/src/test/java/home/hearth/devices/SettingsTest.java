package home.hearth.devices;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import home.hearth.devices.broker.BrokerAccount;
import home.hearth.devices.broker.BrokerSettings;
import home.hearth.devices.mqtt.GatewaySettings;
import home.hearth.devices.mqtt.MqttSettings;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class SettingsTest {
    @Test
    void refusesAServerThatIsNotTcpHostPort() {
        assertEquals("MQTT server must look like tcp://host:port, got: mqtt://hub", assertThrows(IllegalArgumentException.class,
                () -> new MqttSettings("mqtt://hub", "hub", "", "", 5, false)).getMessage());
    }

    @Test
    void refusesDeadlinesOutsideFiftyMillisecondsToThirtySeconds() {
        assertEquals("a device deadline must be 50 ms – 30 s, got: PT0.01S", assertThrows(IllegalArgumentException.class,
                () -> new GatewaySettings(Duration.ofMillis(10), Clock.systemUTC())).getMessage());
        assertEquals(Duration.ofMillis(1500), GatewaySettings.defaults().deadline());
    }

    @Test
    void refusesBrokerAccountsWithWildcardNamesOrShortPasswords() {
        assertThrows(IllegalArgumentException.class, () -> new BrokerAccount("node/red", "long-enough"));
        assertEquals("the broker password of 'node-red' must have at least 8 characters",
                assertThrows(IllegalArgumentException.class, () -> new BrokerAccount("node-red", "short")).getMessage());
        assertFalse(new BrokerAccount("node-red", "long-enough-secret").toString().contains("secret"));
    }

    @Test
    void refusesBrokerPortsAndBindAddressesThatCannotWork() {
        assertThrows(IllegalArgumentException.class, () -> new BrokerSettings("127.0.0.1", 0, Path.of("x")));
        assertThrows(IllegalArgumentException.class, () -> new BrokerSettings("<evil/>", 1883, Path.of("x")));
    }

    @Test
    void neverPrintsThePasswordOfAClient() {
        assertFalse(MqttSettings.of("h", 1, "c", "u", "pa55word").toString().contains("pa55word"));
    }
}
