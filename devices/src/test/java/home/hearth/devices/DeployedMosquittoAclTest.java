package home.hearth.devices;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.automations.HubEvents;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.MosquittoProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ACL file shipped in deploy/mosquitto, loaded by a real Mosquitto with passwords. */
class DeployedMosquittoAclTest {
    static final Path ACL = Path.of("..", "deploy", "mosquitto", "acl");

    @Test
    void letsAnAutomationClientRequestOnlyUnderItsOwnNameAndTheHubEverywhere(@TempDir Path dir) throws Exception {
        assertTrue(MosquittoProcess.available() && Files.isExecutable(Path.of("/usr/bin/mosquitto_passwd")),
                "mosquitto and mosquitto_passwd are needed: run bin/install-test-deps (make test does)");
        Path passwd = dir.resolve("passwd");
        for (String user : List.of("hearth-hub", "node-red")) {
            List<String> cmd = new java.util.ArrayList<>(List.of("/usr/bin/mosquitto_passwd", "-b"));
            if (!Files.exists(passwd)) {
                cmd.add("-c");
            }
            cmd.addAll(List.of(passwd.toString(), user, user + "-pass"));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            assertEquals(0, p.waitFor());
        }
        Files.copy(ACL, dir.resolve("acl"));
        try (MosquittoProcess m = MosquittoProcess.start(dir, "allow_anonymous false",
                "password_file " + passwd, "acl_file " + dir.resolve("acl"));
                MqttHubClient hub = connect(m.port(), "hearth-hub");
                MqttHubClient nodeRed = connect(m.port(), "node-red")) {
            List<String> seen = new CopyOnWriteArrayList<>();
            hub.subscribe("hub/v1/request/#", msg -> seen.add(msg.topic()));
            nodeRed.publish("hub/v1/request/alice-phone/device.state", "{}");
            nodeRed.publish("zigbee2mqtt/front_door_lock/set", "{}");
            nodeRed.publish("hub/v1/request/node-red/device.state", "{}");
            await().atMost(Duration.ofSeconds(5)).until(() -> seen.contains("hub/v1/request/node-red/device.state"));
            assertEquals(List.of("hub/v1/request/node-red/device.state"), seen);
            List<String> device = new CopyOnWriteArrayList<>();
            hub.subscribe("zigbee2mqtt/#", msg -> device.add(msg.topic()));
            hub.publish("zigbee2mqtt/front_door_lock/get", "{}");
            await().atMost(Duration.ofSeconds(5)).until(() -> device.contains("zigbee2mqtt/front_door_lock/get"));
            assertFalse(device.contains("zigbee2mqtt/front_door_lock/set"));
        }
    }

    @Test
    void grantsThePresenceClientBobsPresenceAndNeverAlices(@TempDir Path dir) throws Exception {
        assertTrue(MosquittoProcess.available() && Files.isExecutable(Path.of("/usr/bin/mosquitto_passwd")),
                "mosquitto and mosquitto_passwd are needed: run bin/install-test-deps (make test does)");
        Path passwd = passwords(dir, List.of("hearth-hub", "node-red", "bobs-lamp"));
        Files.copy(ACL, dir.resolve("acl"));
        try (MosquittoProcess m = MosquittoProcess.start(dir, "allow_anonymous false",
                "password_file " + passwd, "acl_file " + dir.resolve("acl"));
                MqttHubClient hub = connect(m.port(), "hearth-hub");
                MqttHubClient nodeRed = connect(m.port(), "node-red");
                MqttHubClient bobsLamp = connect(m.port(), "bobs-lamp")) {
            List<String> lamp = new CopyOnWriteArrayList<>();
            List<String> others = new CopyOnWriteArrayList<>();
            bobsLamp.subscribe("hub/v1/events/member.recognised/#", msg -> lamp.add(msg.topic()));
            nodeRed.subscribe("hub/v1/events/#", msg -> others.add(msg.topic()));
            HubEvents events = new HubEvents(hub, Clock.systemUTC());
            await().atMost(Duration.ofSeconds(10)).until(() -> {
                events.memberRecognised(MemberId.of("alice"), "kitchen", Decision.allow("she agreed"));
                events.memberRecognised(MemberId.of("bob"), "kitchen", Decision.allow("he agreed"));
                return lamp.contains("hub/v1/events/member.recognised/kitchen/bob");
            });
            events.memoryChanged("m-1", "episodic", "created"); // node-red's own events still come
            await().atMost(Duration.ofSeconds(5)).until(() -> others.contains("hub/v1/events/memory.changed"));
            assertTrue(lamp.stream().allMatch("hub/v1/events/member.recognised/kitchen/bob"::equals), lamp.toString());
            assertTrue(others.stream().noneMatch(t -> t.contains("member.recognised")), others.toString());
        }
    }

    static Path passwords(Path dir, List<String> users) throws Exception {
        Path passwd = dir.resolve("passwd");
        for (String user : users) {
            List<String> cmd = new java.util.ArrayList<>(List.of("/usr/bin/mosquitto_passwd", "-b"));
            if (!Files.exists(passwd)) {
                cmd.add("-c");
            }
            cmd.addAll(List.of(passwd.toString(), user, user + "-pass"));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            assertEquals(0, p.waitFor());
        }
        return passwd;
    }

    static MqttHubClient connect(int port, String user) {
        MqttHubClient c = new MqttHubClient(MqttSettings.of("127.0.0.1", port, "acl-" + user, user, user + "-pass"));
        c.start();
        await(user + " connected").atMost(Duration.ofSeconds(10)).until(c::isConnected);
        return c;
    }
}
