package home.hearth.hub.web.voice;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.database.KeySource;
import home.hearth.hub.database.SqlCipherDatabase;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.LogCapture;
import home.hearth.hub.testing.RoomClient;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The room protocol's doors and every bad input, against the running hub: each is answered with a
 * clear error event, the connection survives where it can, and other rooms are not affected.
 */
class RoomSocketTest {
    @TempDir
    static Path dir;

    static RunningHub hub;
    static Http admin;
    static String kitchenMic;
    static String hallMic;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        admin = hub.admin();
        kitchenMic = microphone("kitchen");
        hallMic = microphone("hall");
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    static String microphone(String room) {
        return json(admin.post("/api/v1/rooms/" + room + "/microphones", "{\"name\":\"test mic\"}")).get("token").asText();
    }

    @Test
    void aMicrophoneOfTheRoomIsReady() {
        try (RoomClient c = RoomClient.connect(hub.httpPort(), "kitchen")) {
            c.hello(kitchenMic);
            JsonNode ready = c.next();
            assertEquals("ready", ready.get("type").asText(), ready.toString());
            assertEquals("kitchen", ready.get("room").asText());
            assertEquals("microphone", ready.get("identity").asText());
            assertEquals(32768, ready.get("maxFrameBytes").asInt());
        }
    }

    @Test
    void aMembersBearerTokenIsAPersonalMicrophone() {
        String token = admin.token();
        try (RoomClient c = RoomClient.ready(hub.httpPort(), "bedroom", token)) {
            c.end();
            assertEquals("no_speech", c.next("error").get("code").asText());
        }
    }

    @Test
    void audioOrCommandsBeforeHelloAskForHelloAndTheConnectionSurvives() {
        try (RoomClient c = RoomClient.connect(hub.httpPort(), "kitchen")) {
            c.bytes(new byte[640]);
            assertEquals("hello_required", c.next().get("code").asText());
            c.end();
            assertEquals("hello_required", c.next().get("code").asText());
            c.hello(kitchenMic);
            assertEquals("ready", c.next().get("type").asText());
        }
    }

    @Test
    void aWrongSampleRateOrFormatOrMissingTokenIsABadHello() {
        try (RoomClient c = RoomClient.connect(hub.httpPort(), "kitchen")) {
            c.text("{\"type\":\"hello\",\"token\":\"" + kitchenMic + "\",\"sampleRate\":44100,\"format\":\"pcm_s16le\"}");
            JsonNode e = c.next();
            assertEquals("bad_hello", e.get("code").asText());
            assertTrue(e.get("message").asText().contains("16000"), e.toString());
            c.text("{\"type\":\"hello\",\"token\":\"" + kitchenMic + "\",\"sampleRate\":16000,\"format\":\"opus\"}");
            assertEquals("bad_hello", c.next().get("code").asText());
            c.text("{\"type\":\"hello\",\"sampleRate\":16000,\"format\":\"pcm_s16le\"}");
            assertEquals("bad_hello", c.next().get("code").asText());
            c.hello(kitchenMic);
            assertEquals("ready", c.next().get("type").asText());
        }
    }

    @Test
    void aWrongTokenIsRefusedAndThreeRefusalsClose() {
        try (RoomClient c = RoomClient.connect(hub.httpPort(), "kitchen")) {
            c.hello("hmic_not-a-real-token");
            assertEquals("unauthorized", c.next().get("code").asText());
            c.hello("hth_not-a-member-token");
            assertEquals("unauthorized", c.next().get("code").asText());
            c.hello(hallMic);
            JsonNode e = c.next();
            assertEquals("wrong_room", e.get("code").asText(), "a token of another room");
            assertEquals(1008, c.closeCode());
        }
    }

    @Test
    void aHelloTheDatabaseCannotCheckIsAnsweredAndTheConnectionStaysForAnotherTry() throws SQLException {
        try (LogCapture logs = new LogCapture(); RoomClient c = RoomClient.connect(hub.httpPort(), "kitchen")) {
            renameMicrophones("hub_microphones", "hub_microphones_away");
            try {
                c.hello(kitchenMic);
                JsonNode e = c.next();
                assertEquals("unavailable", e.get("code").asText(), e.toString());
                assertFalse(e.toString().contains("SQL") || e.toString().contains("hub_microphones"), e.toString());
            } finally {
                renameMicrophones("hub_microphones_away", "hub_microphones");
            }
            c.hello(kitchenMic);
            assertEquals("ready", c.next().get("type").asText(), "the same connection says hello again");
            assertEquals(1, logs.containing("a hello could not be answered").size(), logs.all());
            assertEquals(List.of(), logs.containing(kitchenMic));
        }
    }

    /** Makes every microphone token check fail inside the real database (as a broken file would), or mends it. */
    private static void renameMicrophones(String from, String to) throws SQLException {
        try (SqlCipherDatabase db = KeySource.openDatabase(TestHub.config(dir).storage());
                Connection c = db.dataSource().getConnection(); Statement s = c.createStatement()) {
            s.execute("ALTER TABLE " + from + " RENAME TO " + to);
        }
    }

    /**
     * A connection that says nothing is closed after the hello deadline; one that said hello, and one that sent anything
     * at all (it was answered hello_required), stay. Before, a silent connection was held open for ever.
     */
    @Test
    void aConnectionNotGreetedWithinTheDeadlineIsClosedWhateverItSent() {
        try (RoomClient silent = RoomClient.connect(hub.httpPort(), "kitchen");
                RoomClient talking = RoomClient.connect(hub.httpPort(), "kitchen");
                RoomClient late = RoomClient.connect(hub.httpPort(), "kitchen");
                RoomClient ready = RoomClient.ready(hub.httpPort(), "kitchen", kitchenMic)) {
            talking.end();
            assertEquals("hello_required", talking.next().get("code").asText());
            talking.bytes(new byte[640]);
            assertEquals("hello_required", talking.next().get("code").asText(), "refused frames do not keep it open");
            late.end();
            assertEquals("hello_required", late.next().get("code").asText());
            late.hello(kitchenMic);
            assertEquals("ready", late.next().get("type").asText(), "a hello after a refused frame is still taken");
            for (RoomClient ungreeted : List.of(silent, talking)) {
                JsonNode timeout = ungreeted.next("error");
                assertEquals("hello_timeout", timeout.get("code").asText(), timeout.toString());
                assertEquals(1008, ungreeted.closeCode());
            }
            ready.end();
            assertEquals("no_speech", ready.next("error").get("code").asText(), "the greeted connection is still open");
            late.end();
            assertEquals("no_speech", late.next("error").get("code").asText(), "and so is the one greeted late");
        }
    }

    @Test
    void anUnknownRoomIsSaidAndClosed() {
        try (RoomClient c = RoomClient.connect(hub.httpPort(), "dungeon")) {
            c.hello(kitchenMic);
            assertEquals("unknown_room", c.next().get("code").asText());
            assertEquals(1008, c.closeCode());
        }
    }

    @Test
    void badFramesAndBadTextAreErrorsAndTheConnectionSurvives() {
        try (RoomClient c = RoomClient.ready(hub.httpPort(), "kitchen", kitchenMic)) {
            c.bytes(new byte[40_000]);
            assertEquals("frame_too_large", c.next().get("code").asText());
            c.bytes(new byte[641]);
            assertEquals("bad_frame", c.next().get("code").asText());
            c.text("this is not json, it is text where audio is expected");
            assertEquals("bad_message", c.next().get("code").asText());
            c.text("{\"type\":\"dance\"}");
            assertEquals("bad_message", c.next().get("code").asText());
            c.text("{\"no\":\"type\"}");
            assertEquals("bad_message", c.next().get("code").asText());
            c.hello(kitchenMic);
            assertEquals("bad_message", c.next().get("code").asText(), "a second hello");
            c.bytes(new byte[640]);
            c.cancel();
            assertEquals("end", c.next("end").get("type").asText(), "after all that, the connection still answers");
            assertFalse(c.isClosed());
        }
    }

    @Test
    void revokingTheMicrophoneClosesItsOpenConnectionAtOnceAndOtherRoomsGoOn() {
        JsonNode issued = json(admin.post("/api/v1/rooms/living-room/microphones", "{\"name\":\"sofa\"}"));
        try (RoomClient living = RoomClient.ready(hub.httpPort(), "living-room", issued.get("token").asText());
                RoomClient hall = RoomClient.ready(hub.httpPort(), "hall", hallMic)) {
            assertEquals(204, admin.delete("/api/v1/rooms/living-room/microphones/" + issued.get("id").asText()).statusCode());
            assertEquals("revoked", living.next().get("code").asText());
            assertEquals(1008, living.closeCode());
            hall.end();
            assertEquals("no_speech", hall.next().get("code").asText(), "the hall's connection still answers");
        }
        try (RoomClient again = RoomClient.connect(hub.httpPort(), "living-room")) {
            again.hello(issued.get("token").asText());
            assertEquals("unauthorized", again.next().get("code").asText());
        }
    }

    @Test
    void removingARoomClosesItsConnections() {
        assertEquals(201, admin.post("/api/v1/rooms", "{\"id\":\"porch\",\"name\":\"Porch\"}").statusCode());
        try (RoomClient porch = RoomClient.ready(hub.httpPort(), "porch", microphone("porch"))) {
            assertEquals(204, admin.delete("/api/v1/rooms/porch").statusCode());
            assertEquals("revoked", porch.next().get("code").asText());
            assertEquals(1008, porch.closeCode());
        }
    }

    @Test
    void withoutPreparedModelsTheHubRunsAndHealthSaysWhatIsMissingAndHowToAddIt() {
        // Just after the start the hub's MQTT client may still be connecting (DOWN, 503): wait for it.
        await().atMost(Duration.ofSeconds(30)).until(() -> hub.http().get("/health").statusCode() == 200);
        var health = hub.http().get("/health");
        assertEquals(200, health.statusCode(), health.body());
        String missing = json(health).get("missing").get("speaker-model").asText();
        assertTrue(missing.contains("make models"), missing);
    }

    @Test
    void metricsCountConnections() {
        try (RoomClient c = RoomClient.ready(hub.httpPort(), "hall", hallMic)) {
            await().atMost(Duration.ofSeconds(10)).until(() ->
                    !hub.http().get("/metrics").body().contains("hearth_voice_connections_open 0"));
            assertTrue(hub.http().get("/metrics").body().contains("hearth_voice_action_confirmed_ms_p95"));
        }
    }
}
