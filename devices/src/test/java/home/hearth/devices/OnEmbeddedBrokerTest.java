package home.hearth.devices;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.broker.BrokerAccount;
import home.hearth.devices.broker.BrokerSettings;
import home.hearth.devices.broker.EmbeddedBroker;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.AutomationClient;
import home.hearth.devices.support.Ports;
import home.hearth.devices.support.TestHub;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Every contract against the embedded HiveMQ broker with passwords and ACLs, and the ACL's own refusals. */
class OnEmbeddedBrokerTest extends OnBrokerContracts {
    private EmbeddedBroker broker;

    @Override
    int startBroker(Path dir) {
        broker = new EmbeddedBroker(new BrokerSettings("127.0.0.1", Ports.free(), dir.resolve("broker")),
                new BrokerAccount(TestHub.HUB_USER, TestHub.HUB_PASSWORD),
                List.of(new BrokerAccount(TestHub.SIM_USER, TestHub.SIM_PASSWORD),
                        new BrokerAccount("node-red", TestHub.CLIENT_PASSWORD),
                        new BrokerAccount("intruder", TestHub.CLIENT_PASSWORD),
                        new BrokerAccount("watcher", TestHub.CLIENT_PASSWORD),
                        new BrokerAccount("everything", TestHub.CLIENT_PASSWORD)),
                TestHub.acl());
        broker.start();
        return broker.port();
    }

    @Override
    Logins logins() {
        return new Logins(TestHub.HUB_USER, TestHub.SIM_USER, TestHub.SIM_PASSWORD, TestHub.CLIENT_PASSWORD);
    }

    @Override
    void stopBroker() {
        if (broker != null) {
            broker.close();
        }
    }

    @Nested
    class Devices extends DevicesOnThisBroker {}

    @Nested
    class Automations extends AutomationsOnThisBroker {}

    @Nested
    class Reconnection extends ReconnectionOnThisBroker {}

    @Nested
    class Burst extends BurstOnThisBroker {}

    @Nested
    class Acl {
        @Test
        void refusesAClientWithAWrongPasswordAndKeepsItOut() {
            MqttHubClient c = new MqttHubClient(MqttSettings.of("127.0.0.1", broker.port(), "liar", "node-red", "wrong-pass")
                    .withReconnectMaxSeconds(1));
            c.start();
            try {
                await().during(Duration.ofMillis(1500)).atMost(Duration.ofSeconds(3)).until(() -> !c.isConnected());
                assertThrows(home.hearth.devices.mqtt.BrokerUnreachableException.class, () -> c.publish("x", "y"));
            } finally {
                c.close();
            }
            MqttHubClient honest = client(broker.port(), "honest", "node-red", TestHub.CLIENT_PASSWORD);
            honest.close();
        }

        @Test
        void deniesAPublishOutsideTheClientsAclAndTheDeviceNeverSeesIt() {
            MqttHubClient c = client(broker.port(), "node-red-raw", "node-red", TestHub.CLIENT_PASSWORD);
            try {
                c.publish("zigbee2mqtt/front_door_lock/set", "{\"state\":\"UNLOCK\"}".getBytes(StandardCharsets.UTF_8), 1, false);
                await("denied client disconnected").atMost(Duration.ofSeconds(5)).until(() -> !c.isConnected());
                DeviceReading r = hub.gateway.readState(DevicesOverMqttContract.ALICE, DeviceId.of("front-door-lock"));
                assertEquals(Optional.of(true), assertInstanceOf(DeviceReading.Fresh.class, r).state().flag("locked"));
            } finally {
                c.close();
            }
        }

        @Test
        void deniesARequestPublishedUnderAnotherClientsName() throws Exception {
            AutomationClient intruder = new AutomationClient("intruder", broker.port(), TestHub.CLIENT_PASSWORD);
            try {
                CompletableFuture<?> spoofed = intruder.callAs("node-red", "member.preference",
                        "{\"member\":\"alice\",\"key\":\"preferred_temperature_night\"}");
                await("spoofing client disconnected").atMost(Duration.ofSeconds(5)).until(() -> !intruder.mqtt.isConnected());
                assertThrows(TimeoutException.class, () -> spoofed.get(1, TimeUnit.SECONDS));
            } finally {
                intruder.close();
            }
        }

        /**
         * watcher may subscribe to hub/v1/#, for events and status, but may read no member's preference: another client's
         * answers (alice's night temperature, for node-red) must not reach it through that wildcard.
         */
        @Test
        void anotherClientsAnswersNeverReachAClientWhoseWildcardCoversThem() throws Exception {
            MqttHubClient watcher = client(broker.port(), "watcher-1", "watcher", TestHub.CLIENT_PASSWORD);
            List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
            watcher.subscribe("hub/v1/#", m -> seen.add(m.topic() + " " + m.text()));
            try {
                await("watcher subscribed").atMost(Duration.ofSeconds(5)).until(() -> {
                    hub.hub.publish("hub/v1/events/probe", "{}");
                    return seen.stream().anyMatch(s -> s.startsWith("hub/v1/events/probe"));
                });
                var r = AutomationsContract.answer(nodeRed.call("member.preference",
                        "{\"member\":\"alice\",\"key\":\"preferred_temperature_night\"}"));
                assertEquals("22 °C", r.path("value").asText(), r.toString());
                hub.hub.publish("hub/v1/events/probe-after", "{}");
                await().atMost(Duration.ofSeconds(5)).until(() -> seen.stream().anyMatch(s -> s.startsWith("hub/v1/events/probe-after")));
                assertTrue(seen.stream().noneMatch(s -> s.startsWith("hub/v1/response/") || s.startsWith("hub/v1/request/")),
                        "neither node-red's question nor its answer: " + seen);
            } finally {
                watcher.close();
            }
        }

        /**
         * Only the hub answers requests: a client whose publish grant covers hub/v1/response/ (intruder's hub/v1/request/#
         * does not; a grant of # would) must not put a forged answer before another client.
         */
        @Test
        void aClientMayNotPublishAnAnswerUnderAnotherClientsResponses() throws Exception {
            List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
            hub.hub.subscribe("hub/v1/response/node-red/#", m -> seen.add(m.topic() + " " + m.text()));
            MqttHubClient everything = client(broker.port(), "everything-1", "everything", TestHub.CLIENT_PASSWORD);
            try {
                everything.publish("hub/v1/response/node-red/replies",
                        "{\"device\":\"front-door-lock\",\"state\":{\"locked\":true},\"fresh\":true}".getBytes(
                                StandardCharsets.UTF_8), 1, false);
                await("the forger disconnected").atMost(Duration.ofSeconds(5)).until(() -> !everything.isConnected());
                hub.hub.publish("hub/v1/response/node-red/probe", "{}");
                await().atMost(Duration.ofSeconds(5)).until(() -> seen.stream().anyMatch(s -> s.startsWith("hub/v1/response/node-red/probe")));
                assertTrue(seen.stream().noneMatch(s -> s.startsWith("hub/v1/response/node-red/replies")), seen.toString());
            } finally {
                everything.close();
            }
        }

        /**
         * A device command published with the retain flag would stay in the broker and reach the device again at every
         * subscription (zigbee2mqtt's restart): the client is refused, the device never sees it and the broker keeps
         * nothing; the same command without the flag still goes through.
         */
        @Test
        void refusesADeviceCommandPublishedRetainedAndKeepsNoCopy() throws Exception {
            DeviceId light = DeviceId.of("kitchen-light");
            boolean on = assertInstanceOf(DeviceReading.Fresh.class, hub.gateway.readState(DevicesOverMqttContract.ALICE,
                    light)).state().flag("on").orElseThrow();
            byte[] flip = ("{\"state\":\"" + (on ? "OFF" : "ON") + "\"}").getBytes(StandardCharsets.UTF_8);
            MqttHubClient everything = client(broker.port(), "everything-retains", "everything", TestHub.CLIENT_PASSWORD);
            try {
                everything.publish("zigbee2mqtt/kitchen_light/set", flip, 1, true);
                await("the client publishing a retained command disconnected").atMost(Duration.ofSeconds(5))
                        .until(() -> !everything.isConnected());
            } finally {
                everything.close();
            }
            DeviceReading after = hub.gateway.readState(DevicesOverMqttContract.ALICE, light);
            assertEquals(Optional.of(on), assertInstanceOf(DeviceReading.Fresh.class, after).state().flag("on"));

            List<String> kept = new java.util.concurrent.CopyOnWriteArrayList<>();
            MqttHubClient late = client(broker.port(), "late-subscriber", TestHub.HUB_USER, TestHub.HUB_PASSWORD);
            try {
                late.subscribe("zigbee2mqtt/kitchen_light/set", m -> kept.add(m.text()));
                await("no retained command").during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3)).until(kept::isEmpty);
            } finally {
                late.close();
            }

            MqttHubClient plain = client(broker.port(), "everything-plain", "everything", TestHub.CLIENT_PASSWORD);
            try {
                plain.publish("zigbee2mqtt/kitchen_light/set", flip, 1, false);
                await("the command without the flag applied").atMost(Duration.ofSeconds(5)).until(() -> hub.gateway.readState(
                        DevicesOverMqttContract.ALICE, light) instanceof DeviceReading.Fresh f
                        && f.state().flag("on").equals(Optional.of(!on)));
                assertTrue(plain.isConnected());
            } finally {
                plain.close();
            }
        }

        /**
         * A request published with the retain flag (Node-RED's MQTT node has one) stays in the broker, which hands it to
         * the hub again at every subscription: after a reconnect it must not be carried out a second time.
         */
        @Test
        void aRetainedRequestIsCarriedOutOnceNotAgainWhenTheHubReconnects() throws Exception {
            String text = "retained request " + System.nanoTime();
            String topic = "hub/v1/request/node-red/announce";
            org.eclipse.paho.mqttv5.client.MqttClient raw = new org.eclipse.paho.mqttv5.client.MqttClient(
                    "tcp://127.0.0.1:" + broker.port(), "node-red-retains",
                    new org.eclipse.paho.mqttv5.client.persist.MemoryPersistence());
            org.eclipse.paho.mqttv5.client.MqttConnectionOptions o = new org.eclipse.paho.mqttv5.client.MqttConnectionOptions();
            o.setUserName("node-red");
            o.setPassword(TestHub.CLIENT_PASSWORD.getBytes(StandardCharsets.UTF_8));
            raw.connect(o);
            try {
                org.eclipse.paho.mqttv5.common.packet.MqttProperties p = new org.eclipse.paho.mqttv5.common.packet.MqttProperties();
                p.setResponseTopic("hub/v1/response/node-red/replies");
                p.setCorrelationData(new byte[] {1});
                raw.publish(topic, new org.eclipse.paho.mqttv5.common.MqttMessage(
                        ("{\"room\":\"kitchen\",\"text\":\"" + text + "\"}").getBytes(StandardCharsets.UTF_8), 1, true, p));
                await("carried out once").atMost(Duration.ofSeconds(5))
                        .until(() -> hub.announcements.stream().filter(a -> a.contains(text)).count() == 1);

                assertEquals(1, broker.disconnect(TestHub.HUB_USER, "the hub reconnects"));
                await("the hub answers again after its reconnect").atMost(Duration.ofSeconds(20)).ignoreExceptions()
                        .until(() -> nodeRed.call("device.state", "{\"device\":\"the front door\"}")
                                .get(2, TimeUnit.SECONDS).path("fresh").asBoolean());
                assertEquals(1, hub.announcements.stream().filter(a -> a.contains(text)).count(), hub.announcements.toString());
            } finally {
                raw.publish(topic, new byte[0], 1, true); // the broker forgets the retained request
                raw.disconnect();
                raw.close();
            }
        }

        @Test
        void letsAClientRequestUnderItsOwnNameButStillAppliesTheApiAcl() throws Exception {
            AutomationClient intruder = new AutomationClient("intruder", broker.port(), TestHub.CLIENT_PASSWORD);
            try {
                var r = AutomationsContract.answer(intruder.call("member.preference",
                        "{\"member\":\"alice\",\"key\":\"preferred_temperature_night\"}"));
                assertEquals("forbidden", r.path("error").asText(), r.toString());
                assertTrue(intruder.mqtt.isConnected());
            } finally {
                intruder.close();
            }
        }
    }
}
