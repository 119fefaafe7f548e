package home.hearth.hub.reliability;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** With no MQTT broker to reach, the hub serves members and memories and says plainly that devices are out of reach. */
class BrokerLossTest {
    @TempDir
    static Path dir;

    static RunningHub hub;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir, Map.of("HEARTH_MQTT_URL", "tcp://127.0.0.1:" + TestHub.freePort(), "HEARTH_DEMO", "false"));
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void healthNamesTheBrokerAsDownWhileTheDatabaseIsUp() {
        HttpResponse<String> health = hub.http().get("/health");
        assertEquals(503, health.statusCode(), health.body());
        assertEquals("DOWN", json(health).get("checks").get("mqtt").asText());
        assertEquals("UP", json(health).get("checks").get("database").asText());
    }

    @Test
    void membersAndMemoriesKeepWorking() {
        Http dana = hub.member("dana", "adult", null);
        HttpResponse<String> created = dana.post("/api/v1/memories",
                "{\"text\":\"The recycling goes out on Thursday evening\",\"kind\":\"episodic\",\"scope\":\"user\"}");
        assertEquals(201, created.statusCode(), created.body());
        assertTrue(dana.post("/api/v1/memories/search", "{\"q\":\"when does the recycling go out\",\"k\":3}").body()
                .contains(json(created).get("memory").get("id").asText()));
    }

    @Test
    void aDeviceCommandSaysTheDeviceIsOutOfReachAndWhatToDo() {
        Http admin = hub.admin();
        HttpResponse<String> added = admin.post("/api/v1/devices", "{\"id\":\"hall-lamp\",\"name\":\"Hall lamp\","
                + "\"capabilities\":[\"switch\"],\"topic\":\"zigbee2mqtt/hall_lamp\"}");
        assertTrue(added.statusCode() == 200 || added.statusCode() == 201, added.body());
        HttpResponse<String> r = admin.post("/api/v1/devices/hall-lamp/commands", "{\"command\":\"switch\",\"value\":true}");
        assertEquals(503, r.statusCode(), r.body());
        assertEquals("unreachable", json(r).get("error").asText());
        assertFalse(json(r).get("message").asText().isBlank());
    }
}
