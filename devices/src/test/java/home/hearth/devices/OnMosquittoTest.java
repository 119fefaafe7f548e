package home.hearth.devices;

import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.support.AutomationClient;
import home.hearth.devices.support.MosquittoProcess;
import home.hearth.devices.support.TestHub;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.io.TempDir;

/** Everything against a real Mosquitto started on a free port, and reconnection through a cuttable proxy. */
class OnMosquittoTest {
    static MosquittoProcess mosquitto;
    static TestHub hub;
    static MqttHubClient deviceSide;
    static AutomationClient nodeRed;

    @BeforeAll
    static void start(@TempDir Path dir) throws Exception {
        assertTrue(MosquittoProcess.available(), "mosquitto is not installed: run bin/install-test-deps (make test does)");
        mosquitto = MosquittoProcess.start(dir);
        hub = new TestHub(dir, mosquitto.port()).start();
        deviceSide = OnEmbeddedBrokerTest.client(mosquitto.port(), "device-side", "", "");
        nodeRed = new AutomationClient("node-red", mosquitto.port(), "");
    }

    @AfterAll
    static void stop() {
        if (mosquitto != null) {
            nodeRed.close();
            deviceSide.close();
            hub.close();
            mosquitto.close();
        }
    }

    @Nested
    class Devices extends DevicesOverMqttContract {
        TestHub hub() {
            return hub;
        }

        MqttHubClient deviceSide() {
            return deviceSide;
        }
    }

    @Nested
    class Automations extends AutomationsContract {
        TestHub hub() {
            return hub;
        }

        AutomationClient nodeRed() {
            return nodeRed;
        }
    }

    @Nested
    class Reconnection extends ReconnectionContract {
        TestHub hub() {
            return hub;
        }

        int brokerPort() {
            return mosquitto.port();
        }

        String hubUser() {
            return "";
        }
    }
}
