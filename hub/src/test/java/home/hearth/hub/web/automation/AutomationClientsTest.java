package home.hearth.hub.web.automation;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.LogCapture;
import home.hearth.hub.testing.MqttAutomation;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Map;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Automation clients managed while the hub runs, through the REST API and real MQTT 5 clients
 * against the embedded broker the hub runs: a new client connects at once and may do exactly what
 * its policy ACL says; revoked, it is dropped at once and refused after; the secret is shown once
 * and never listed, audited or logged.
 */
class AutomationClientsTest {
    static final String SCRIPT_ACL = """
            mqtt:
              clients:
                ha-script:
                  publish: [hub/v1/request/ha-script/+, zigbee2mqtt/kitchen_light/get]
                  subscribe: [hub/v1/response/ha-script/#]
            """;
    static final String LIST = "/api/v1/automation-clients";

    @TempDir
    static Path dir;
    static RunningHub hub;
    static Http admin;

    @BeforeAll
    static void start() throws Exception {
        Path policy = Files.writeString(dir.resolve("household-policy.yaml"), SCRIPT_ACL);
        Path file = Files.writeString(dir.resolve("mqtt-clients"), "file-client:file-secret-123\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        hub = RunningHub.start(dir.resolve("hub"), Map.of("HEARTH_POLICY_FILE", policy.toString(),
                "HEARTH_MQTT_CLIENTS_FILE", file.toString()));
        admin = hub.admin();
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    static String add(String name) {
        HttpResponse<String> r = admin.post(LIST, "{\"name\":\"" + name + "\"}");
        assertEquals(201, r.statusCode(), r.body());
        String secret = json(r).get("secret").asText();
        assertTrue(secret.startsWith("hmqtt_") && secret.length() > 40, secret);
        return secret;
    }

    static void revoke(String name) {
        assertEquals(204, admin.delete(LIST + "/" + name).statusCode());
    }

    @Test
    void aNewClientConnectsAtOnceAndMayDoExactlyWhatItsAclAllows() throws Exception {
        String secret = add("ha-script");
        try (MqttAutomation script = MqttAutomation.connect(hub.mqttPort(), "ha-script", secret).listening()) {
            JsonNode state = script.call("device.state", "{\"device\":\"kitchen-light\"}");
            assertTrue(state.path("fresh").asBoolean(), state.toString());
            JsonNode lock = script.call("device.state", "{\"device\":\"front-door-lock\"}");
            assertEquals("forbidden", lock.path("error").asText(), "its ACL names only the kitchen light: " + lock);
            JsonNode command = script.call("device.command", "{\"device\":\"kitchen-light\",\"command\":\"switch\",\"value\":\"on\"}");
            assertEquals("forbidden", command.path("error").asText(), "reading is not switching: " + command);
            assertTrue(script.isConnected());
            script.publish("zigbee2mqtt/front_door_lock/set", "{\"state\":\"UNLOCK\"}");
            await("a publish outside its ACL closes the connection").atMost(Duration.ofSeconds(10)).until(() -> !script.isConnected());
        } finally {
            revoke("ha-script");
        }
        JsonNode lock = json(admin.get("/api/v1/devices/front-door-lock/state"));
        assertTrue(lock.path("state").path("locked").asBoolean(), "the lock never saw the refused publish: " + lock);
    }

    @Test
    void aRevokedClientIsDroppedAtOnceAndRefusedWhenItComesBack() throws Exception {
        String secret = add("node-red");
        MqttAutomation nodeRed = MqttAutomation.connect(hub.mqttPort(), "node-red", secret);
        revoke("node-red");
        await("the open connection is closed").atMost(Duration.ofSeconds(10)).until(() -> !nodeRed.isConnected());
        assertEquals(135, nodeRed.disconnectReason(), "DISCONNECT not authorised");
        MqttException refused = assertThrows(MqttException.class, () -> MqttAutomation.connect(hub.mqttPort(), "node-red", secret));
        assertEquals(134, refused.getReasonCode(), "CONNACK bad user name or password");
        assertFalse(json(admin.get(LIST)).get("clients").toString().contains("node-red"));
    }

    @Test
    void aNewSecretReplacesTheOldOneAndClosesConnectionsMadeWithIt() throws Exception {
        String old = add("rotating");
        try {
            MqttAutomation before = MqttAutomation.connect(hub.mqttPort(), "rotating", old);
            HttpResponse<String> r = admin.post(LIST + "/rotating/secret", "{}");
            assertEquals(200, r.statusCode(), r.body());
            String fresh = json(r).get("secret").asText();
            await().atMost(Duration.ofSeconds(10)).until(() -> !before.isConnected());
            assertThrows(MqttException.class, () -> MqttAutomation.connect(hub.mqttPort(), "rotating", old));
            MqttAutomation.connect(hub.mqttPort(), "rotating", fresh).close();
        } finally {
            revoke("rotating");
        }
    }

    @Test
    void badNamesTakenNamesUnknownNamesAndFileAccountsAreRefusedWithTheirStatus() {
        assertEquals(422, admin.post(LIST, "{\"name\":\"has/slash\"}").statusCode());
        assertEquals("bad_name", json(admin.post(LIST, "{\"name\":\"-dash-first\"}")).get("error").asText());
        assertEquals(400, admin.post(LIST, "{}").statusCode(), "no name");
        add("twice");
        try {
            assertEquals(409, admin.post(LIST, "{\"name\":\"twice\"}").statusCode());
            assertEquals(409, admin.post(LIST, "{\"name\":\"TWICE\"}").statusCode(), "names differ only in letter case");
        } finally {
            revoke("twice");
        }
        assertEquals(409, admin.post(LIST, "{\"name\":\"hearth-simulator\"}").statusCode(), "the hub's own account");
        assertEquals(409, admin.post(LIST, "{\"name\":\"file-client\"}").statusCode(), "a file account");
        HttpResponse<String> fileRevoke = admin.delete(LIST + "/file-client");
        assertEquals(409, fileRevoke.statusCode());
        assertEquals("read_only", json(fileRevoke).get("error").asText());
        assertEquals(404, admin.delete(LIST + "/nobody").statusCode());
        assertEquals(404, admin.post(LIST + "/nobody/secret", "{}").statusCode());
    }

    @Test
    void theListShowsEachClientsSourceAndAclAndNeverASecretWhichNoLogOrAuditHoldsEither() throws Exception {
        String secret;
        try (LogCapture log = new LogCapture()) {
            secret = add("ha-script");
            try {
                MqttAutomation.connect(hub.mqttPort(), "ha-script", secret).close();
                JsonNode body = json(admin.get(LIST));
                assertEquals("embedded", body.get("broker").asText());
                JsonNode script = client(body, "ha-script");
                assertEquals("hub", script.get("source").asText());
                assertEquals("zigbee2mqtt/kitchen_light/get", script.get("acl").get("publish").get(1).asText());
                assertEquals("guest", script.get("acl").get("actsAs").get("role").asText());
                JsonNode file = client(body, "file-client");
                assertEquals("file", file.get("source").asText());
                assertTrue(file.get("acl").isNull(), "no ACL entry: it may do nothing");
                assertFalse(body.toString().contains(secret));
                assertFalse(body.toString().contains("file-secret-123"));
            } finally {
                revoke("ha-script");
            }
            assertTrue(log.containing("ha-script").size() > 0, "the capture saw the hub's log lines about the client");
            assertTrue(log.containing(secret).isEmpty(), "the log never holds the secret");
            assertTrue(log.containing("hmqtt_").isEmpty(), "nor any secret");
        }
        String audit = admin.get("/api/v1/audit?limit=500").body();
        assertTrue(audit.contains("automation_client.create") && audit.contains("automation_client.revoke"), audit);
        assertFalse(audit.contains(secret), "the audit log never holds the secret");
    }

    @Test
    void aMemberIsRefusedEveryChange() {
        Http member = hub.member("ana", "adult", null);
        assertEquals(403, member.get(LIST).statusCode());
        assertEquals(403, member.post(LIST, "{\"name\":\"sneaky\"}").statusCode());
        assertEquals(403, member.delete(LIST + "/file-client").statusCode());
        assertEquals(403, member.post(LIST + "/file-client/secret", "{}").statusCode());
        assertFalse(admin.get(LIST).body().contains("sneaky"));
    }

    @Test
    void aPolicyEditGivesAConnectedClientItsNewAclWhenTheBrokerMakesItReconnect() throws Exception {
        String secret = add("ha-script");
        String wider = SCRIPT_ACL.replace("zigbee2mqtt/kitchen_light/get]", "zigbee2mqtt/kitchen_light/get, zigbee2mqtt/coffee_plug/get]");
        try (MqttAutomation before = MqttAutomation.connect(hub.mqttPort(), "ha-script", secret).listening()) {
            assertEquals("forbidden", before.call("device.state", "{\"device\":\"coffee-plug\"}").path("error").asText());
            HttpResponse<String> edit = admin.put("/api/v1/policy", wider);
            assertEquals(200, edit.statusCode(), edit.body());
            await("its connection is closed so it reconnects under the new entry").atMost(Duration.ofSeconds(10))
                    .until(() -> !before.isConnected());
            try (MqttAutomation after = MqttAutomation.connect(hub.mqttPort(), "ha-script", secret).listening()) {
                JsonNode plug = after.call("device.state", "{\"device\":\"coffee-plug\"}");
                assertTrue(plug.path("fresh").asBoolean(), plug.toString());
            }
            HttpResponse<String> bad = admin.put("/api/v1/policy", SCRIPT_ACL.replace("publish:", "publsh:"));
            assertEquals(422, bad.statusCode(), "an invalid ACL is refused by line like any policy edit: " + bad.body());
            assertTrue(bad.body().contains("household-policy.yaml:4"), bad.body());
        } finally {
            assertEquals(200, admin.put("/api/v1/policy", SCRIPT_ACL).statusCode());
            revoke("ha-script");
        }
    }

    private static JsonNode client(JsonNode list, String name) {
        for (JsonNode c : list.get("clients")) {
            if (c.get("name").asText().equals(name)) {
                return c;
            }
        }
        throw new AssertionError(name + " not in " + list);
    }
}
