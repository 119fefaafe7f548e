package home.hearth.devices;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.mqtt.GatewaySettings;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.CuttableTcpProxy;
import home.hearth.devices.support.HouseRules;
import home.hearth.devices.support.RecordingAudit;
import home.hearth.devices.support.TestHub;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A hub client behind a TCP proxy the test cuts and restores; the simulator stays on the broker. */
abstract class ReconnectionContract {
    static final DeviceId LOCK = DeviceId.of("front-door-lock");
    static final DeviceId LAMP = DeviceId.of("living-room-lamp");
    static final Requester ALICE = DevicesOverMqttContract.ALICE;

    abstract TestHub hub();

    abstract int brokerPort();

    /** The hub's broker username, empty for an anonymous broker. */
    abstract String hubUser();

    MqttDeviceGateway gatewayThrough(MqttHubClient client) {
        return new MqttDeviceGateway(client, hub().inventory, new HouseRules(), new RecordingAudit(),
                CommandObserver.NONE, new GatewaySettings(TestHub.DEADLINE, Clock.systemUTC()));
    }

    MqttHubClient hubThrough(CuttableTcpProxy proxy, String id) {
        String password = hubUser().isEmpty() ? "" : TestHub.HUB_PASSWORD;
        return new MqttHubClient(MqttSettings.of("127.0.0.1", proxy.port(), id, hubUser(), password)
                .asHub().withReconnectMaxSeconds(1));
    }

    @Test
    void reconnectsAfterTheBrokerIsCutAndRestoredAndAnswersLiveAgain() throws Exception {
        List<String> status = new CopyOnWriteArrayList<>();
        hub().hub.subscribe(MqttHubClient.STATUS_TOPIC, m -> status.add(m.text()));
        try (CuttableTcpProxy proxy = new CuttableTcpProxy(brokerPort());
                MqttHubClient client = hubThrough(proxy, "hub-proxied")) {
            MqttDeviceGateway gateway = gatewayThrough(client);
            client.start();
            await().atMost(Duration.ofSeconds(10)).until(client::isConnected);
            assertInstanceOf(DeviceReading.Fresh.class, gateway.readState(ALICE, LOCK));
            proxy.cut();
            await().atMost(Duration.ofSeconds(10)).until(() -> !client.isConnected());
            assertInstanceOf(DeviceReading.Unreachable.class, gateway.readState(ALICE, LOCK));
            await("last will").atMost(Duration.ofSeconds(10)).until(() -> status.contains("offline"));
            status.clear();
            proxy.restore();
            await().atMost(Duration.ofSeconds(15)).until(client::isConnected);
            await("online again").atMost(Duration.ofSeconds(10)).until(() -> status.contains("online"));
            assertInstanceOf(DeviceReading.Fresh.class, gateway.readState(ALICE, LOCK));
            status.clear();
            client.close();
            await("offline on a clean shutdown").atMost(Duration.ofSeconds(10)).until(() -> status.contains("offline"));
        }
    }

    /**
     * The connection lost after the question went out and before the device answered: the hub must not say the device
     * was silent, or that a command was simply not confirmed, when it was its own connection that failed. The proxy is
     * cut the moment the broker passes the question on, with the simulator told to keep quiet so no answer races it.
     */
    @Test
    void aConnectionLostWhileWaitingIsSaidAsTheConnectionsFaultNotTheDevices() throws Exception {
        AtomicReference<CuttableTcpProxy> cutOnRequest = new AtomicReference<>();
        Device lock = hub().inventory.byId(LOCK).orElseThrow();
        Device lamp = hub().inventory.byId(LAMP).orElseThrow();
        for (String topic : List.of(lock.topic().get(), lamp.topic().set())) {
            hub().hub.subscribe(topic, m -> Optional.ofNullable(cutOnRequest.getAndSet(null)).ifPresent(CuttableTcpProxy::cut));
        }
        hub().simulator.device("front_door_lock").orElseThrow().goSilent(true);
        hub().simulator.device("living_room_lamp").orElseThrow().ignoreSets(true);
        try (CuttableTcpProxy proxy = new CuttableTcpProxy(brokerPort());
                MqttHubClient client = hubThrough(proxy, "hub-lost-midway")) {
            MqttDeviceGateway gateway = gatewayThrough(client);
            client.start();
            await().atMost(Duration.ofSeconds(10)).until(client::isConnected);
            cutOnRequest.set(proxy);
            assertInstanceOf(DeviceReading.Unreachable.class, gateway.readState(ALICE, LOCK));

            proxy.restore();
            await().atMost(Duration.ofSeconds(15)).until(client::isConnected);
            cutOnRequest.set(proxy);
            CommandResult.Unconfirmed sent = assertInstanceOf(CommandResult.Unconfirmed.class,
                    gateway.command(ALICE, LAMP, new Command.DimTo(120), false));
            assertTrue(sent.connectionLost());
            assertTrue(sent.message().contains("lost its connection to the device network"), sent.message());

            proxy.restore();
            await().atMost(Duration.ofSeconds(15)).until(client::isConnected);
            assertInstanceOf(DeviceReading.NoAnswer.class, gateway.readState(ALICE, LOCK), "a silent device is still that");
            CommandResult.Unconfirmed ignored = assertInstanceOf(CommandResult.Unconfirmed.class,
                    gateway.command(ALICE, LAMP, new Command.DimTo(60), false));
            assertFalse(ignored.connectionLost(), ignored.message());
        } finally {
            cutOnRequest.set(null);
            hub().resetSimulator();
        }
    }

    /**
     * A connection the far end closes before the broker's CONNACK (a broker starting, a proxy with no
     * broker behind it) is a failed attempt like a refused one: the client tries again, and connects once
     * the broker answers. (Checked while looking for why the test above once found no reconnection within
     * 15 s on Mosquitto; this is not why.)
     */
    @Test
    void aConnectionClosedBeforeTheBrokerAnswersIsTriedAgain() throws Exception {
        try (CuttableTcpProxy proxy = new CuttableTcpProxy(brokerPort());
                MqttHubClient client = hubThrough(proxy, "hub-refused")) {
            proxy.cut();
            client.start();
            await("a second attempt").atMost(Duration.ofSeconds(40)).until(() -> proxy.refused() >= 2);
            proxy.restore();
            await().atMost(Duration.ofSeconds(40)).until(client::isConnected);
        }
    }

    /**
     * A broker that takes the connection and never answers the CONNECT: Paho bounds only the TCP connect, so without the
     * client's own limit on an attempt it would wait for the CONNACK for ever (what the test above once saw on Mosquitto:
     * no reconnection within 15 s and no failed attempt logged). The attempt is dropped and tried again.
     */
    @Test
    void aBrokerThatTakesTheConnectionAndNeverAnswersIsTriedAgain() throws Exception {
        try (CuttableTcpProxy proxy = new CuttableTcpProxy(brokerPort());
                MqttHubClient client = hubThrough(proxy, "hub-unanswered")) {
            proxy.hang();
            client.start();
            await("a second attempt").atMost(Duration.ofSeconds(40)).until(() -> proxy.held() >= 2);
            proxy.restore();
            await().atMost(Duration.ofSeconds(40)).until(client::isConnected);
        }
    }

    /**
     * Closing the client (the hub shutting down) while a connect waits for the broker's CONNACK: Paho refused to close
     * a client with a connect in progress, and its three threads and the socket stayed for good.
     */
    @Test
    void closingWhileAConnectWaitsForTheBrokersAnswerLeavesNoThreadBehind() throws Exception {
        try (CuttableTcpProxy proxy = new CuttableTcpProxy(brokerPort())) {
            MqttHubClient client = hubThrough(proxy, "hub-closing");
            proxy.hang();
            client.start();
            await("the CONNECT sent, its answer awaited").atMost(Duration.ofSeconds(10))
                    .until(() -> threadsNamed("hub-closing"),
                            t -> t.contains("MQTT Rec: hub-closing") && !t.contains("MQTT Con: hub-closing"));
            client.close();
            await("no thread of the client left").atMost(Duration.ofSeconds(5))
                    .until(() -> threadsNamed("hub-closing"), List::isEmpty);
        }
    }

    private static List<String> threadsNamed(String clientId) {
        return Thread.getAllStackTraces().keySet().stream().map(Thread::getName).filter(n -> n.contains(clientId))
                .toList();
    }

    @Test
    void startsWithTheBrokerDownAnswersUnreachableThenConnectsWhenItComesUp() throws Exception {
        try (CuttableTcpProxy proxy = new CuttableTcpProxy(brokerPort());
                MqttHubClient client = hubThrough(proxy, "hub-late")) {
            proxy.cut();
            MqttDeviceGateway gateway = gatewayThrough(client);
            client.start();
            assertInstanceOf(DeviceReading.Unreachable.class, gateway.readState(ALICE, LOCK));
            assertInstanceOf(CommandResult.Unreachable.class, gateway.command(ALICE, LOCK, new Command.LockTo(true), false));
            proxy.restore();
            await().atMost(Duration.ofSeconds(15)).until(client::isConnected);
            assertInstanceOf(DeviceReading.Fresh.class, gateway.readState(ALICE, LOCK));
        }
    }
}
