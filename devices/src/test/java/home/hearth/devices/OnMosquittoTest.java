package home.hearth.devices;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import home.hearth.devices.mqtt.GatewaySettings;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.AutomationClient;
import home.hearth.devices.support.CuttableTcpProxy;
import home.hearth.devices.support.HouseRules;
import home.hearth.devices.support.MosquittoProcess;
import home.hearth.devices.support.RecordingAudit;
import home.hearth.devices.support.TestHub;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Everything against a real Mosquitto started on a free port, and reconnection through a cuttable proxy. */
class OnMosquittoTest {
    static MosquittoProcess mosquitto;
    static TestHub hub;
    static MqttHubClient deviceSide;
    static AutomationClient nodeRed;

    @BeforeAll
    static void start(@TempDir Path dir) throws Exception {
        assumeTrue(MosquittoProcess.available(), "mosquitto is not installed");
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
    class Reconnection {
        static final DeviceId LOCK = DeviceId.of("front-door-lock");

        MqttDeviceGateway gatewayThrough(MqttHubClient client) {
            return new MqttDeviceGateway(client, hub.inventory, new HouseRules(), new RecordingAudit(),
                    CommandObserver.NONE, new GatewaySettings(TestHub.DEADLINE, Clock.systemUTC()));
        }

        MqttHubClient hubThrough(CuttableTcpProxy proxy, String id) {
            return new MqttHubClient(MqttSettings.of("127.0.0.1", proxy.port(), id, "", "").asHub().withReconnectMaxSeconds(1));
        }

        @Test
        void reconnectsAfterTheBrokerIsCutAndRestoredAndAnswersLiveAgain() throws Exception {
            List<String> status = new CopyOnWriteArrayList<>();
            deviceSide.subscribe(MqttHubClient.STATUS_TOPIC, m -> status.add(m.text()));
            try (CuttableTcpProxy proxy = new CuttableTcpProxy(mosquitto.port());
                    MqttHubClient client = hubThrough(proxy, "hub-proxied")) {
                MqttDeviceGateway gateway = gatewayThrough(client);
                client.start();
                await().atMost(Duration.ofSeconds(10)).until(client::isConnected);
                assertInstanceOf(DeviceReading.Fresh.class, gateway.readState(DevicesOverMqttContract.ALICE, LOCK));
                proxy.cut();
                await().atMost(Duration.ofSeconds(10)).until(() -> !client.isConnected());
                assertInstanceOf(DeviceReading.Unreachable.class, gateway.readState(DevicesOverMqttContract.ALICE, LOCK));
                await("last will").atMost(Duration.ofSeconds(10)).until(() -> status.contains("offline"));
                status.clear();
                proxy.restore();
                await().atMost(Duration.ofSeconds(15)).until(client::isConnected);
                await("online again").atMost(Duration.ofSeconds(10)).until(() -> status.contains("online"));
                assertInstanceOf(DeviceReading.Fresh.class, gateway.readState(DevicesOverMqttContract.ALICE, LOCK));
            }
        }

        @Test
        void startsWithTheBrokerDownAnswersUnreachableThenConnectsWhenItComesUp() throws Exception {
            try (CuttableTcpProxy proxy = new CuttableTcpProxy(mosquitto.port());
                    MqttHubClient client = hubThrough(proxy, "hub-late")) {
                proxy.cut();
                MqttDeviceGateway gateway = gatewayThrough(client);
                client.start();
                DeviceReading r = gateway.readState(DevicesOverMqttContract.ALICE, LOCK);
                assertInstanceOf(DeviceReading.Unreachable.class, r);
                assertInstanceOf(CommandResult.Unreachable.class,
                        gateway.command(DevicesOverMqttContract.ALICE, LOCK, new Command.LockTo(true), false));
                proxy.restore();
                await().atMost(Duration.ofSeconds(15)).until(client::isConnected);
                assertInstanceOf(DeviceReading.Fresh.class, gateway.readState(DevicesOverMqttContract.ALICE, LOCK));
            }
        }
    }
}
