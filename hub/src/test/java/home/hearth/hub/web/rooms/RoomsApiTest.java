package home.hearth.hub.web.rooms;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.Plaintext;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rooms and microphone tokens over REST in the running hub with the demo household. */
class RoomsApiTest {
    @TempDir
    static Path dir;

    static RunningHub hub;
    static Http admin;
    static Http adult;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        admin = hub.admin();
        adult = hub.member("olga", "adult", null);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void aFreshHubHasTheDemoRooms() {
        HttpResponse<String> r = admin.get("/api/v1/rooms");
        assertEquals(200, r.statusCode(), r.body());
        List<String> ids = new ArrayList<>();
        json(r).get("rooms").forEach(room -> ids.add(room.get("id").asText()));
        assertTrue(ids.containsAll(List.of("kitchen", "living-room", "bedroom", "hall")), ids.toString());
    }

    @Test
    void theAdminAddsListsAndRemovesARoom() {
        HttpResponse<String> added = admin.post("/api/v1/rooms", "{\"id\":\"attic\",\"name\":\"Attic\"}");
        assertEquals(201, added.statusCode(), added.body());
        assertEquals("Attic", json(added).get("name").asText());
        assertEquals(409, admin.post("/api/v1/rooms", "{\"id\":\"attic\",\"name\":\"Again\"}").statusCode());
        assertTrue(admin.get("/api/v1/rooms").body().contains("\"attic\""));
        assertEquals(204, admin.delete("/api/v1/rooms/attic").statusCode());
        assertFalse(admin.get("/api/v1/rooms").body().contains("\"attic\""));
        assertEquals(404, admin.delete("/api/v1/rooms/attic").statusCode());
    }

    @Test
    void badRoomsAreRefusedWithTheRule() {
        HttpResponse<String> r = admin.post("/api/v1/rooms", "{\"id\":\"Not A Room!\",\"name\":\"x\"}");
        assertEquals(400, r.statusCode());
        assertTrue(json(r).get("message").asText().contains("[a-z0-9_-]"), r.body());
        assertEquals(400, admin.post("/api/v1/rooms", "{\"id\":\"cellar\"}").statusCode());
        assertEquals(400, admin.post("/api/v1/rooms", "not json").statusCode());
    }

    @Test
    void aRoomWithDevicesIsNotRemoved() {
        HttpResponse<String> r = admin.delete("/api/v1/rooms/kitchen");
        assertEquals(409, r.statusCode());
        assertTrue(json(r).get("message").asText().contains("kitchen-light"), r.body());
    }

    @Test
    void onlyTheAdminManagesRooms() {
        assertEquals(403, adult.get("/api/v1/rooms").statusCode());
        assertEquals(403, adult.post("/api/v1/rooms", "{\"id\":\"den\",\"name\":\"Den\"}").statusCode());
        assertEquals(403, adult.post("/api/v1/rooms/kitchen/microphones", "{\"name\":\"mine\"}").statusCode());
        assertEquals(401, hub.http().get("/api/v1/rooms").statusCode());
    }

    @Test
    void aMicrophoneTokenIsShownOnceAndStoredOnlyHashed() {
        HttpResponse<String> r = admin.post("/api/v1/rooms/bedroom/microphones", "{\"name\":\"Bedside Pi\"}");
        assertEquals(201, r.statusCode(), r.body());
        JsonNode mic = json(r);
        String token = mic.get("token").asText();
        assertTrue(token.startsWith("hmic_"), token);
        HttpResponse<String> list = admin.get("/api/v1/rooms/bedroom/microphones");
        assertEquals(200, list.statusCode());
        assertTrue(list.body().contains(mic.get("id").asText()));
        assertFalse(list.body().contains(token), "listing never shows a token");
        assertFalse(list.body().contains("token"), list.body());
        Plaintext.assertAbsent(hub.dataDir(), token);
    }

    @Test
    void aRevokedMicrophoneIsGoneAndUnknownOnesAreNotFound() {
        String id = json(admin.post("/api/v1/rooms/hall/microphones", "{\"name\":\"Door mic\"}")).get("id").asText();
        assertEquals(404, admin.delete("/api/v1/rooms/kitchen/microphones/" + id).statusCode(), "another room's microphone");
        assertEquals(204, admin.delete("/api/v1/rooms/hall/microphones/" + id).statusCode());
        assertFalse(admin.get("/api/v1/rooms/hall/microphones").body().contains(id));
        assertEquals(404, admin.delete("/api/v1/rooms/hall/microphones/" + id).statusCode());
        assertEquals(404, admin.post("/api/v1/rooms/nowhere/microphones", "{\"name\":\"x\"}").statusCode());
        assertEquals(400, admin.post("/api/v1/rooms/hall/microphones", "{}").statusCode());
    }

    @Test
    void theOpenApiDocumentDescribesRoomsAndTheRoomSocket() {
        String doc = hub.http().get("/openapi").body();
        assertTrue(doc.contains("/api/v1/rooms/{id}/microphones"));
        assertTrue(doc.contains("/ws/rooms/{room}"));
        assertTrue(doc.contains("hello_required"));
    }
}
