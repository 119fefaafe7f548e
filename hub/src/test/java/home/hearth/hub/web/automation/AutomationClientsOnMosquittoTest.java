package home.hearth.hub.web.automation;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.devices.support.MosquittoProcess;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.MqttAutomation;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hub on an external broker (a real Mosquitto): broker accounts are Mosquitto's business
 * ({@code mosquitto_passwd}, its ACL file), so the hub manages none and says so; what still applies
 * is the policy's ACL in the hub's automations API, live, as with the embedded broker.
 */
class AutomationClientsOnMosquittoTest {
    static final String LIST = "/api/v1/automation-clients";

    @TempDir
    static Path dir;
    static MosquittoProcess mosquitto;
    static RunningHub hub;
    static Http admin;

    @BeforeAll
    static void start() throws Exception {
        mosquitto = MosquittoProcess.start(dir.resolve("mosquitto"));
        Path policy = Files.writeString(dir.resolve("household-policy.yaml"), AutomationClientsTest.SCRIPT_ACL);
        hub = RunningHub.start(dir.resolve("hub"), Map.of("HEARTH_POLICY_FILE", policy.toString(),
                "HEARTH_MQTT_URL", mosquitto.url()));
        admin = hub.admin();
        await("the hub's client on Mosquitto").atMost(Duration.ofSeconds(30))
                .until(() -> json(admin.get("/api/v1/devices/kitchen-light/state")).path("state").isObject());
    }

    @AfterAll
    static void stop() {
        hub.close();
        mosquitto.close();
    }

    @Test
    void theHubManagesNoAccountsOnAnExternalBrokerAndSaysWhereTheyAre() {
        JsonNode list = json(admin.get(LIST));
        assertEquals("external", list.get("broker").asText());
        assertEquals(0, list.get("clients").size());
        HttpResponse<String> add = admin.post(LIST, "{\"name\":\"ha-script\"}");
        assertEquals(409, add.statusCode(), add.body());
        assertEquals("external_broker", json(add).get("error").asText());
        assertTrue(json(add).get("message").asText().contains("mosquitto_passwd"), add.body());
        assertEquals(409, admin.delete(LIST + "/ha-script").statusCode());
    }

    @Test
    void thePolicysAclStillDecidesWhatAClientMayAskTheHubAndAnEditAppliesWithoutARestart() throws Exception {
        try (MqttAutomation script = MqttAutomation.connect(mosquitto.port(), "ha-script", "mosquitto-ignores-it").listening()) {
            assertTrue(script.call("device.state", "{\"device\":\"kitchen-light\"}").path("fresh").asBoolean());
            assertEquals("forbidden", script.call("device.state", "{\"device\":\"coffee-plug\"}").path("error").asText());
            String wider = AutomationClientsTest.SCRIPT_ACL.replace("zigbee2mqtt/kitchen_light/get]",
                    "zigbee2mqtt/kitchen_light/get, zigbee2mqtt/coffee_plug/get]");
            try {
                assertEquals(200, admin.put("/api/v1/policy", wider).statusCode());
                JsonNode plug = script.call("device.state", "{\"device\":\"coffee-plug\"}");
                assertTrue(plug.path("fresh").asBoolean(), "the next request is judged by the new entry: " + plug);
            } finally {
                assertEquals(200, admin.put("/api/v1/policy", AutomationClientsTest.SCRIPT_ACL).statusCode());
            }
        }
    }
}
