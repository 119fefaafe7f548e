package home.hearth.hub.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bodies of members, rooms, sessions and turns are bound like the memory bodies: an unknown
 * field or a wrong type is a 400 naming the field and its form, and nothing is created; a turn
 * keeps its own codes for an empty and an over-long text.
 */
class RequestBodiesTest {
    @TempDir
    static Path dir;
    private static RunningHub hub;
    private static Http admin;
    private static Http ana;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        admin = hub.admin();
        ana = hub.member("ana", "adult", null);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void aMemberBodyWithAnUnknownFieldOrAWrongTypeCreatesNobody() {
        assertBadRequest(admin.post("/api/v1/members", "{\"id\":\"ivo\",\"displayName\":\"Ivo\",\"role\":\"adult\","
                + "\"password\":\"long-enough-pw\",\"admin\":true}"), "Unknown field 'admin'", "displayName");
        assertBadRequest(admin.post("/api/v1/members", "{\"id\":\"ivo\",\"displayName\":[\"Ivo\"],\"role\":\"adult\","
                + "\"password\":\"long-enough-pw\"}"), "displayName: expected a string, got an array");
        assertBadRequest(admin.post("/api/v1/members", "{\"id\":\"ivo\",\"displayName\":\"Ivo\",\"role\":\"adult\"}"),
                "password: required");
        assertEquals(404, admin.get("/api/v1/members/ivo").statusCode());
        assertBadRequest(ana.patch("/api/v1/members/ana", "{\"displayName\":7}"), "displayName: expected a string");
        assertBadRequest(admin.patch("/api/v1/members/ana", "{\"guardian\":5}"), "guardian: expected a member id");
        assertEquals("ana", RunningHub.json(ana.get("/api/v1/members/ana")).get("displayName").asText());
    }

    @Test
    void aRoomBodyWithAnUnknownFieldOrAMissingNameAddsNoRoom() {
        assertBadRequest(admin.post("/api/v1/rooms", "{\"id\":\"loft\",\"name\":\"Loft\",\"floor\":2}"), "Unknown field 'floor'");
        assertBadRequest(admin.post("/api/v1/rooms", "{\"id\":\"loft\",\"name\":null}"), "name: required");
        assertBadRequest(admin.post("/api/v1/rooms/kitchen/microphones", "{\"name\":true}"), "name: expected a string");
        assertTrue(RunningHub.json(admin.get("/api/v1/rooms")).get("rooms").findValuesAsText("id").stream()
                .noneMatch("loft"::equals));
    }

    @Test
    void aTurnBodyIsBoundWithItsOwnCodesKept() {
        assertBadRequest(ana.post("/api/v1/turns", "{\"text\":\"hello\",\"voice\":\"loud\"}"), "Unknown field 'voice'");
        assertBadRequest(ana.post("/api/v1/turns", "{\"text\":42}"), "text: expected a string");
        assertBadRequest(ana.post("/api/v1/turns", "{\"text\":\"hello\",\"room\":\"Not A Room\"}"), "room: expected a room id");
        HttpResponse<String> empty = ana.post("/api/v1/turns", "{\"text\":\"  \"}");
        assertEquals(400, empty.statusCode(), empty.body());
        assertEquals("empty_turn", RunningHub.json(empty).get("error").asText());
    }

    @Test
    void aSessionRenameNamesTheFieldAndItsLimit() {
        HttpResponse<String> turn = ana.post("/api/v1/turns", "{\"text\":\"is the marzipan-lamp on?\",\"room\":\"kitchen\"}");
        assertEquals(200, turn.statusCode(), turn.body());
        String session = RunningHub.json(turn).get("session").asText();
        assertBadRequest(ana.patch("/api/v1/sessions/" + session, "{\"title\":\"" + "t".repeat(101) + "\"}"),
                "title: at most 100 characters");
        assertBadRequest(ana.patch("/api/v1/sessions/" + session, "{\"name\":\"Kitchen\"}"), "Unknown field 'name'", "title");
        assertEquals(200, ana.patch("/api/v1/sessions/" + session, "{\"title\":\"  Kitchen chat \"}").statusCode());
    }

    private static void assertBadRequest(HttpResponse<String> r, String... phrases) {
        assertEquals(400, r.statusCode(), r.body());
        String message = RunningHub.json(r).get("message").asText();
        for (String phrase : phrases) {
            assertTrue(message.contains(phrase), "expected '" + phrase + "' in: " + message);
        }
    }
}
