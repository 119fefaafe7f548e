package home.hearth.hub.web;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo household's simulated devices, asked and commanded through the running hub. */
class DevicesApiTest {
    @TempDir
    static Path dir;

    static RunningHub hub;
    static Http adult;
    static Http child;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        adult = hub.member("olga", "adult", null);
        child = hub.member("pia", "child", "olga");
        // The simulator connects to the embedded broker just after start.
        await().atMost(Duration.ofSeconds(30)).until(() -> adult.get("/api/v1/devices/kitchen-light/state").statusCode() == 200);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void listsTheInventoryWithoutAnyState() {
        HttpResponse<String> r = adult.get("/api/v1/devices");
        assertEquals(200, r.statusCode());
        assertEquals(7, json(r).get("devices").size(), r.body());
        assertTrue(!r.body().contains("\"state\""), "the inventory never carries a remembered state");
    }

    @Test
    void readsStateLiveFromTheDevice() {
        HttpResponse<String> r = adult.get("/api/v1/devices/front-door-lock/state");
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(json(r).get("fresh").asBoolean());
        assertTrue(json(r).get("state").get("locked").asBoolean(), r.body());
    }

    @Test
    void aCommandIsConfirmedByTheDevicesNextReport() {
        HttpResponse<String> r = adult.post("/api/v1/devices/coffee-plug/commands", "{\"command\":\"switch\",\"value\":true}");
        assertEquals(200, r.statusCode(), r.body());
        assertEquals("confirmed", json(r).get("outcome").asText());
        assertTrue(json(adult.get("/api/v1/devices/coffee-plug/state")).get("state").get("on").asBoolean());
    }

    @Test
    void unlockingNeedsAConfirmationAndAChildCannotAtAll() {
        String unlock = "{\"command\":\"lock\",\"value\":false}";
        HttpResponse<String> childTry = child.post("/api/v1/devices/front-door-lock/commands", unlock);
        assertEquals(403, childTry.statusCode(), childTry.body());
        HttpResponse<String> ask = adult.post("/api/v1/devices/front-door-lock/commands", unlock);
        assertEquals(409, ask.statusCode(), ask.body());
        assertEquals("confirmation_required", json(ask).get("error").asText());
        HttpResponse<String> yes = adult.post("/api/v1/devices/front-door-lock/commands",
                "{\"command\":\"lock\",\"value\":false,\"confirmed\":true}");
        assertEquals(200, yes.statusCode(), yes.body());
        adult.post("/api/v1/devices/front-door-lock/commands", "{\"command\":\"lock\",\"value\":true}");
    }

    @Test
    void aDeviceThatDoesNotAnswerIsSaidToBeSilentNotGuessed() {
        HttpResponse<String> add = hub.admin().post("/api/v1/devices", "{\"id\":\"garage-light\",\"name\":\"Garage light\","
                + "\"room\":\"garage\",\"capabilities\":[\"switch\"],\"topic\":\"zigbee2mqtt/garage_light\"}");
        assertEquals(201, add.statusCode(), add.body());
        HttpResponse<String> r = adult.get("/api/v1/devices/garage-light/state");
        assertEquals(504, r.statusCode(), r.body());
        assertEquals("no_answer", json(r).get("error").asText());
        assertTrue(json(r).get("message").asText().contains("garage light did not answer"), r.body());
    }

    @Test
    void badInputGetsClearErrors() {
        assertEquals(404, adult.get("/api/v1/devices/no-such-thing/state").statusCode());
        HttpResponse<String> bad = adult.post("/api/v1/devices/kitchen-light/commands", "{\"command\":\"explode\",\"value\":1}");
        assertEquals(400, bad.statusCode(), bad.body());
        assertTrue(json(bad).get("message").asText().contains("switch, dim, set_temperature, lock"), bad.body());
        assertEquals(422, adult.post("/api/v1/devices/front-door-contact/commands", "{\"command\":\"switch\",\"value\":true}")
                .statusCode());
        assertEquals(403, adult.post("/api/v1/devices", "{\"id\":\"x\",\"name\":\"X\",\"capabilities\":[\"switch\"],"
                + "\"topic\":\"zigbee2mqtt/x\"}").statusCode());
    }
}
