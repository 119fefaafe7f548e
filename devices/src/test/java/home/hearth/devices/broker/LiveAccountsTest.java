package home.hearth.devices.broker;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.DisconnectReason;
import home.hearth.devices.support.Ports;
import home.hearth.policies.mqtt.MqttAcl;
import home.hearth.policies.mqtt.MqttClientRule;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.paho.mqttv5.client.MqttClient;
import org.eclipse.paho.mqttv5.client.MqttConnectionOptions;
import org.eclipse.paho.mqttv5.client.persist.MemoryPersistence;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.MqttMessage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded broker with accounts and an ACL that change while it runs, through plain Paho
 * MQTT 5 clients: a live account connects at once, a removed one is refused from its next connect,
 * {@link EmbeddedBroker#disconnect} closes its open connection with NOT_AUTHORIZED, and a
 * reconnecting client gets the ACL in force then; a packet over the hub's limit disconnects its sender.
 */
class LiveAccountsTest {
    private static final String SECRET = "live-secret-123";
    private final Map<String, String> live = new ConcurrentHashMap<>();
    private final AtomicReference<MqttAcl> acl = new AtomicReference<>(aclFor(List.of("zigbee2mqtt/lamp/get")));
    private final CountDownLatch checking = new CountDownLatch(1);
    private final CountDownLatch revoked = new CountDownLatch(1);
    private EmbeddedBroker broker;

    @TempDir
    Path dir;

    @BeforeEach
    void start() {
        broker = new EmbeddedBroker(new BrokerSettings("127.0.0.1", Ports.free(), dir.resolve("broker")),
                new BrokerAccount("hub", "hub-secret-1"), List.of(new BrokerAccount("fixed", "fixed-secret-1")),
                (user, password) -> {
                    boolean ok = SECRET.equals(live.get(user)) && SECRET.equals(new String(password, StandardCharsets.UTF_8));
                    if (user.equals("slow")) { // a password check that takes its time, as a revocation lands
                        checking.countDown();
                        awaitQuietly(revoked);
                    }
                    return ok;
                },
                acl::get);
        broker.start();
    }

    @AfterEach
    void stop() {
        broker.close();
    }

    private static MqttAcl aclFor(List<String> publish) {
        return new MqttAcl(List.of(new MqttClientRule("script", publish, List.of(), Set.of(), Set.of())));
    }

    @Test
    void anAccountAddedWhileTheBrokerRunsConnectsAtOnce() throws Exception {
        assertEquals(134, refusal("script", SECRET), "not yet an account: bad user name or password");
        live.put("script", SECRET);
        Watched c = connect("script", SECRET);
        assertTrue(c.client.isConnected());
        c.client.disconnect();
    }

    @Test
    void aRevokedAccountIsDisconnectedAtOnceAndRefusedWhenItComesBack() throws Exception {
        live.put("script", SECRET);
        Watched c = connect("script", SECRET);
        live.remove("script");
        assertEquals(1, broker.disconnect("script", "the account was revoked"));
        await().atMost(Duration.ofSeconds(10)).until(() -> !c.client.isConnected());
        assertEquals(135, c.reason.get(), "DISCONNECT NOT_AUTHORIZED");
        assertEquals(134, refusal("script", SECRET), "bad user name or password");
        assertEquals(0, broker.disconnect("script", "again"), "nothing left to close");
    }

    @Test
    void aRevocationLandingWhileALoginIsCheckedRefusesThatLogin() throws Exception {
        live.put("slow", SECRET);
        Future<Watched> login = Executors.newVirtualThreadPerTaskExecutor().submit(() -> connect("slow", SECRET));
        assertTrue(checking.await(10, TimeUnit.SECONDS), "the login reached its password check");
        live.remove("slow");
        broker.disconnect("slow", "the account was revoked");
        revoked.countDown(); // the check now answers with what it read before: the right password

        ExecutionException e = assertThrows(ExecutionException.class, () -> login.get(10, TimeUnit.SECONDS),
                "the login must not end connected");
        assertEquals(135, ((MqttException) e.getCause()).getReasonCode(), "CONNACK NOT_AUTHORIZED");
        await().atMost(Duration.ofSeconds(10)).until(() -> broker.rememberedClients() == 0);
    }

    @Test
    void aWrongSecretForALiveAccountIsRefused() {
        live.put("script", SECRET);
        assertEquals(134, refusal("script", "not-the-secret"), "bad user name or password");
    }

    @Test
    void refusedLoginsAndEndedConnectionsLeaveNothingBehind() throws Exception {
        for (int i = 0; i < 20; i++) {
            refusal("nobody-" + i, "guess-" + i);
        }
        live.put("script", SECRET);
        for (int i = 0; i < 5; i++) {
            Watched c = connect("script", SECRET);
            c.client.disconnect();
            c.client.close();
        }
        await("every ended connection forgotten").atMost(Duration.ofSeconds(10))
                .until(() -> broker.rememberedClients() == 0);
    }

    @Test
    void aClientIdTakenOverByANewConnectionStaysRevocable() throws Exception {
        live.put("script", SECRET);
        Watched first = connectAs("same-id", "script", SECRET);
        Watched second = connectAs("same-id", "script", SECRET);
        await("the first connection was taken over").atMost(Duration.ofSeconds(10)).until(() -> !first.client.isConnected());
        assertEquals(1, broker.rememberedClients());
        assertEquals(1, broker.disconnect("script", "revoked"));
        await().atMost(Duration.ofSeconds(10)).until(() -> !second.client.isConnected());
    }

    @Test
    void aLiveAccountCannotTakeAFixedAccountsName() {
        live.put("fixed", SECRET);
        assertEquals(134, refusal("fixed", SECRET), "the fixed account's own password decides");
    }

    @Test
    void aReconnectingClientGetsTheAclInForceWhenItLogsIn() throws Exception {
        Watched hub = connect("hub", "hub-secret-1");
        List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        hub.client.subscribe(new org.eclipse.paho.mqttv5.common.MqttSubscription[] {
                new org.eclipse.paho.mqttv5.common.MqttSubscription("zigbee2mqtt/#", 1)},
                new org.eclipse.paho.mqttv5.client.IMqttMessageListener[] {(topic, m) -> seen.add(topic)});
        live.put("script", SECRET);
        Watched c = connect("script", SECRET);
        publish(c, "zigbee2mqtt/lamp/get");
        await().atMost(Duration.ofSeconds(10)).until(() -> seen.contains("zigbee2mqtt/lamp/get"));
        acl.set(aclFor(List.of("zigbee2mqtt/other/get")));
        assertTrue(c.client.isConnected(), "the old permissions hold until the client logs in again");
        broker.disconnect("script", "its ACL changed");
        await().atMost(Duration.ofSeconds(10)).until(() -> !c.client.isConnected());
        seen.clear();
        Watched again = connect("script", SECRET);
        publish(again, "zigbee2mqtt/other/get");
        await().atMost(Duration.ofSeconds(10)).until(() -> seen.contains("zigbee2mqtt/other/get"));
        try {
            publish(again, "zigbee2mqtt/lamp/get");
        } catch (MqttException refusedOrClosed) {
            // HiveMQ answers PUBACK 135 and closes the connection; either way the message goes nowhere
        }
        await("a publish outside the new ACL closes the connection").atMost(Duration.ofSeconds(10))
                .until(() -> !again.client.isConnected());
        assertEquals(List.of("zigbee2mqtt/other/get"), seen, "the old ACL's topic reached nobody");
        hub.client.disconnect();
    }

    @Test
    void aGrantOfSomeOperationsLetsTheClientRequestThoseUnderItsOwnNameAndNoOthers() throws Exception {
        Watched hub = connect("hub", "hub-secret-1");
        List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        hub.client.subscribe(new org.eclipse.paho.mqttv5.common.MqttSubscription[] {
                new org.eclipse.paho.mqttv5.common.MqttSubscription("hub/v1/request/+/+", 1)},
                new org.eclipse.paho.mqttv5.client.IMqttMessageListener[] {(topic, m) -> seen.add(topic)});
        acl.set(aclFor(List.of("hub/v1/request/script/device.state", "hub/v1/request/+/device.command")));
        live.put("script", SECRET);
        Watched c = connect("script", SECRET);
        publish(c, "hub/v1/request/script/device.state");
        publish(c, "hub/v1/request/script/device.command");
        await("the granted operations reach the hub").atMost(Duration.ofSeconds(10)).until(() -> seen.size() == 2);
        assertEquals(List.of("hub/v1/request/script/device.state", "hub/v1/request/script/device.command"), seen);
        assertTrue(c.client.isConnected());
        for (String notGranted : List.of("hub/v1/request/script/announce", "hub/v1/request/other/device.command")) {
            Watched again = connect("script", SECRET);
            try {
                publish(again, notGranted);
            } catch (MqttException refusedOrClosed) {
                // HiveMQ answers PUBACK 135 and closes the connection
            }
            await(notGranted + " refused").atMost(Duration.ofSeconds(10)).until(() -> !again.client.isConnected());
        }
        assertEquals(2, seen.size(), "nothing outside the grant reached the hub: " + seen);
        hub.client.disconnect();
    }

    private static void publish(Watched c, String topic) throws MqttException {
        c.client.publish(topic, new MqttMessage("{}".getBytes(StandardCharsets.UTF_8), 1, false, null));
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The CONNACK reason code of a refused connect. */
    private int refusal(String user, String password) {
        MqttException e = assertThrows(MqttException.class, () -> connect(user, password));
        return e.getReasonCode();
    }

    @Test
    void aPacketOverTheLimitIsRefusedAndItsSenderDisconnectedWhileOthersStay() throws Exception {
        Watched sender = connect("fixed", "fixed-secret-1");
        Watched other = connectAs("other", "fixed", "fixed-secret-1");
        try {
            byte[] oversized = new byte[(int) MqttSettings.MAX_PACKET_BYTES];
            sender.client().publish("zigbee2mqtt/lamp/get", new MqttMessage(oversized));
        } catch (MqttException dropped) {
            // the broker may close the connection before the client has written the whole packet
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> !sender.client().isConnected());
        assertEquals(0x95, sender.reason().get(), "PACKET_TOO_LARGE");
        assertTrue(other.client().isConnected(), "the broker's other clients stay");
        other.client().disconnect();
    }

    private record Watched(MqttClient client, AtomicReference<Integer> reason) {}

    private Watched connect(String user, String password) throws MqttException {
        return connectAs("c-" + System.nanoTime(), user, password);
    }

    private Watched connectAs(String clientId, String user, String password) throws MqttException {
        MqttClient c = new MqttClient("tcp://127.0.0.1:" + broker.port(), clientId, new MemoryPersistence());
        AtomicReference<Integer> reason = new AtomicReference<>();
        c.setCallback(new DisconnectReason(reason::set));
        MqttConnectionOptions o = new MqttConnectionOptions();
        o.setUserName(user);
        o.setPassword(password.getBytes(StandardCharsets.UTF_8));
        o.setAutomaticReconnect(false);
        o.setConnectionTimeout(5);
        c.connect(o);
        return new Watched(c, reason);
    }
}
