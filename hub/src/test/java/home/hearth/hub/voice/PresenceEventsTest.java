package home.hearth.hub.voice;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.devices.mqtt.Incoming;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.hub.VoiceParts;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RoomClient;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.ShiftedClock;
import home.hearth.hub.web.Json;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Presence events as a household would see them: a member turns her setting on through the API as herself, a room
 * microphone hears her enrolled voice (real espeak-ng speech, the real speaker model, a real WebSocket), and an
 * automation subscribed on the embedded broker receives {@code hub/v1/events/member.recognised/<room>/<member>} —
 * and nothing while her setting is off, for a voice that is not verified, for her personal microphone or a typed turn,
 * nor again within a minute in the same room, nor once the household admin turned her setting off (the admin may
 * not turn it on). A client whose ACL grants only Bob's presence never receives Alice's.
 * Each test uses rooms of its own, so the minute's rule of one does not reach another.
 */
class PresenceEventsTest {
    private static final String PRESENCE = "hub/v1/events/member.recognised/";
    private static final String POLICY = """
            mqtt:
              clients:
                node-red:
                  publish: [hub/v1/request/node-red/+]
                  subscribe: [hub/v1/events/#]
                  members: ["*"]
                bobs-lamp:
                  publish: []
                  subscribe: [hub/v1/events/member.recognised/+/bob]
                  members: []
            """;
    /** Alice's and Bob's voices (enrolled), and one nobody enrolled. */
    private static final String ALICE = "en+steph";
    private static final String BOB = "en+zac";
    private static final String STRANGER = "en+rob";

    @TempDir
    static Path dir;

    static RunningHub hub;
    static final ShiftedClock clock = new ShiftedClock();
    static final ScriptedRecognizer recognizer = new ScriptedRecognizer();
    static final ScriptedTurns turns = new ScriptedTurns();
    static Speech speech;
    static Http admin;
    static Http alice;
    static Http bob;
    static MqttHubClient nodeRed;
    static MqttHubClient bobsLamp;
    static final List<Incoming> seen = new CopyOnWriteArrayList<>();
    static final List<Incoming> seenByBobsLamp = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        Path policy = Files.writeString(dir.resolve("household-policy.yaml"), POLICY);
        Path clients = Files.writeString(dir.resolve("mqtt-clients"),
                "node-red:node-red-secret\nbobs-lamp:bobs-lamp-secret\n");
        Files.setPosixFilePermissions(clients, PosixFilePermissions.fromString("rw-------"));
        hub = RunningHub.start(dir, Map.of("HEARTH_MODEL_CACHE", TestModel.dir().getParent().toString(),
                "HEARTH_POLICY_FILE", policy.toString(), "HEARTH_MQTT_CLIENTS_FILE", clients.toString()),
                new VoiceParts(Optional.of(recognizer), Optional.of(new TestVad()), Optional.of(turns)), clock);
        admin = hub.admin();
        speech = new Speech(Files.createDirectories(dir.resolve("speech")));
        for (String room : List.of("study", "office", "garage", "attic", "porch", "cellar", "loft", "shed")) {
            HttpResponse<String> r = admin.post("/api/v1/rooms", Json.write(Map.of("id", room, "name", room)));
            assertEquals(201, r.statusCode(), r.body());
        }
        alice = enrolled("alice", ALICE);
        bob = enrolled("bob", BOB);
        nodeRed = subscriber("node-red", PRESENCE + "#", seen);
        // Asks for everybody's presence; the broker grants only what its ACL says: Bob's.
        bobsLamp = subscriber("bobs-lamp", PRESENCE + "#", seenByBobsLamp);
        bobsLamp.subscribe(PRESENCE + "+/bob", seenByBobsLamp::add);
    }

    @AfterAll
    static void stop() {
        bobsLamp.close();
        nodeRed.close();
        hub.close();
    }

    @Test
    void herVerifiedVoiceIsPublishedOnlyOnceSheTurnedHerSettingOnWithWhoWhereAndWhenOnly() {
        setPresence(alice, "alice", false);
        assertVerified("alice", speakIn("kitchen", ALICE));
        assertNoEvent("kitchen", "alice");

        HttpResponse<String> on = alice.patch("/api/v1/members/alice", "{\"presenceEvents\":true}");
        assertEquals(200, on.statusCode(), on.body());
        assertTrue(json(on).get("presenceEvents").asBoolean(), on.body());
        assertTrue(json(alice.get("/api/v1/members/alice")).get("presenceEvents").asBoolean());

        assertVerified("alice", speakIn("kitchen", ALICE));
        Incoming event = awaitEvent("kitchen", "alice");
        assertFalse(event.retained());
        JsonNode body = Json.readTree(event.text());
        Set<String> fields = new TreeSet<>();
        body.fieldNames().forEachRemaining(fields::add);
        assertEquals(Set.of("at", "member", "room"), fields, body.toString());
        assertEquals("alice", body.get("member").asText());
        assertEquals("kitchen", body.get("room").asText());
    }

    @Test
    void aSecondUtteranceInTheSameRoomWithinAMinuteIsNotPublishedButAnotherRoomIsAtOnce() {
        setPresence(alice, "alice", true);
        assertVerified("alice", speakIn("study", ALICE));
        awaitEvent("study", "alice");
        assertVerified("alice", speakIn("study", ALICE));
        assertEquals(1, events("study", "alice").size(), "a second utterance within 60 s in the same room");
        assertNoEvent("study", "alice", 1);

        assertVerified("alice", speakIn("office", ALICE));
        awaitEvent("office", "alice");

        clock.moveForward(Duration.ofSeconds(61));
        assertVerified("alice", speakIn("study", ALICE));
        await("a new event in the study after the minute").atMost(Duration.ofSeconds(10))
                .until(() -> events("study", "alice").size() == 2);
    }

    @Test
    void turningTheSettingOffStopsTheEventsAtOnce() {
        setPresence(alice, "alice", true);
        assertVerified("alice", speakIn("garage", ALICE));
        awaitEvent("garage", "alice");
        setPresence(alice, "alice", false);
        assertVerified("alice", speakIn("attic", ALICE));
        assertNoEvent("attic", "alice");
    }

    @Test
    void noEventForAVoiceNotVerifiedNorForHerPersonalMicrophoneOrATypedTurn() {
        setPresence(alice, "alice", true);
        JsonNode stranger = speakIn("porch", STRANGER);
        assertNotEquals("verified", stranger.get("level").asText(), stranger.toString());
        // Her token on a personal microphone says who signed in, not whose voice was heard.
        try (RoomClient phone = RoomClient.ready(hub.httpPort(), "porch", alice.token())) {
            recognizer.willHear("hello");
            phone.speak(say(ALICE, Speech.SENTENCES.get(5)));
            JsonNode speaker = phone.next("speaker");
            assertEquals("token", speaker.get("via").asText(), speaker.toString());
            phone.next("end");
        }
        alice.post("/api/v1/turns", "{\"text\":\"hello\",\"room\":\"porch\"}");
        assertTrue(seen.stream().noneMatch(m -> m.topic().startsWith(PRESENCE + "porch/")), seen.toString());
        assertNoEvent("porch", "alice");
        assertTrue(events("porch", null).isEmpty(), "nobody's presence in the porch");
    }

    @Test
    void anAdminCanTurnAnotherMembersSettingOffAndNoMoreEventsGoOutForHer() {
        setPresence(bob, "bob", true);
        assertVerified("bob", speakIn("loft", BOB));
        awaitEvent("loft", "bob");

        HttpResponse<String> off = admin.patch("/api/v1/members/bob", "{\"presenceEvents\":false}");
        assertEquals(200, off.statusCode(), off.body());
        assertFalse(json(off).has("presenceEvents"), "hers to know, not the admin's: " + off.body());
        assertFalse(json(bob.get("/api/v1/members/bob")).get("presenceEvents").asBoolean());
        // another room than her last event's would go out at once, were the setting still on
        assertVerified("bob", speakIn("shed", BOB));
        assertNoEvent("shed", "bob");

        JsonNode audit = json(admin.get("/api/v1/audit?limit=50")).get("events");
        assertTrue(stream(audit).anyMatch(e -> e.get("actor").asText().equals("admin")
                && e.get("action").asText().equals("member.presence") && e.get("target").asText().equals("bob")
                && e.get("outcome").asText().equals("ok") && e.get("reason").asText().contains("household admin")),
                audit.toString());
    }

    @Test
    void anAdminCannotTurnAnotherMembersSettingOnNorSeeIt() {
        setPresence(bob, "bob", false);
        HttpResponse<String> on = admin.patch("/api/v1/members/bob", "{\"presenceEvents\":true}");
        assertEquals(403, on.statusCode(), on.body());
        assertEquals("forbidden", json(on).get("error").asText());
        assertEquals("Only bob can let automations know where the hub recognises their voice; the household admin can"
                + " only turn it off.", json(on).get("message").asText());
        assertFalse(json(bob.get("/api/v1/members/bob")).get("presenceEvents").asBoolean());
        assertFalse(json(admin.get("/api/v1/members/bob")).has("presenceEvents"), "hers to know, not the admin's");
        JsonNode audit = json(admin.get("/api/v1/audit?limit=50")).get("events");
        assertTrue(stream(audit).anyMatch(e -> e.get("action").asText().equals("member.presence")
                && e.get("target").asText().equals("bob") && e.get("outcome").asText().equals("denied")),
                audit.toString());
        // Another member does not even see her (404, as for every other change of someone else).
        assertEquals(404, alice.patch("/api/v1/members/bob", "{\"presenceEvents\":false}").statusCode());
    }

    @Test
    void aClientGrantedOnlyBobsPresenceNeverReceivesAlices() {
        setPresence(alice, "alice", true);
        setPresence(bob, "bob", true);
        assertVerified("alice", speakIn("cellar", ALICE));
        awaitEvent("cellar", "alice");
        assertVerified("bob", speakIn("cellar", BOB));
        awaitEvent("cellar", "bob");
        await("bob's event reaches the client granted bob's presence").atMost(Duration.ofSeconds(10))
                .until(() -> seenByBobsLamp.stream().anyMatch(m -> m.topic().equals(PRESENCE + "cellar/bob")));
        assertTrue(seenByBobsLamp.stream().allMatch(m -> m.topic().endsWith("/bob")), seenByBobsLamp.toString());
        setPresence(bob, "bob", false);
    }

    private static Stream<JsonNode> stream(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false);
    }

    private static Http enrolled(String id, String voice) {
        Http member = hub.member(id, "adult", null);
        for (int sentence : new int[] {0, 1, 3}) {
            byte[] wav = speech.sayFile(voice, Speech.SENTENCES.get(sentence), List.of());
            HttpResponse<String> r = member.postBytes("/api/v1/voice/enrolments/" + id + "/utterances", "audio/wav", wav);
            assertEquals(200, r.statusCode(), r.body());
        }
        assertEquals(200, member.post("/api/v1/voice/enrolments/" + id + "/finish", "{}").statusCode());
        return member;
    }

    private static MqttHubClient subscriber(String name, String filter, List<Incoming> into) {
        MqttHubClient c = new MqttHubClient(MqttSettings.of("127.0.0.1", hub.mqttPort(), name + "-presence", name,
                name + "-secret"));
        c.subscribe(filter, into::add);
        c.start();
        await(name + " connected").atMost(Duration.ofSeconds(30)).until(c::isConnected);
        return c;
    }

    private static void setPresence(Http member, String id, boolean on) {
        HttpResponse<String> r = member.patch("/api/v1/members/" + id, "{\"presenceEvents\":" + on + "}");
        assertEquals(200, r.statusCode(), r.body());
    }

    /** A room microphone of {@code room} hears a full sentence in {@code voice}; the speaker event. */
    private static JsonNode speakIn(String room, String voice) {
        String token = json(admin.post("/api/v1/rooms/" + room + "/microphones", "{\"name\":\"mic\"}")).get("token").asText();
        try (RoomClient mic = RoomClient.ready(hub.httpPort(), room, token)) {
            recognizer.willHear("what is on my shopping list");
            mic.speak(say(voice, Speech.SENTENCES.get(5)));
            JsonNode speaker = mic.next("speaker");
            mic.next("end");
            return speaker;
        }
    }

    private static short[] say(String voice, String text) {
        short[] words = speech.say(voice, text).samples();
        return Arrays.copyOf(words, words.length + 9_600);
    }

    private static void assertVerified(String member, JsonNode speaker) {
        assertEquals(member, speaker.path("member").asText(), speaker.toString());
        assertEquals("verified", speaker.get("level").asText(), speaker.toString());
        assertEquals("voice", speaker.get("via").asText(), speaker.toString());
    }

    /** The events of {@code member} (null: anybody's) in {@code room} the automation received. */
    private static List<Incoming> events(String room, String member) {
        return seen.stream().filter(m -> member == null ? m.topic().startsWith(PRESENCE + room + "/")
                : m.topic().equals(PRESENCE + room + "/" + member)).toList();
    }

    private static Incoming awaitEvent(String room, String member) {
        await(member + " in " + room).atMost(Duration.ofSeconds(10)).until(() -> !events(room, member).isEmpty());
        return events(room, member).get(0);
    }

    private static void assertNoEvent(String room, String member) {
        assertNoEvent(room, member, 0);
    }

    /** For 3 s the automation receives no more than {@code expected} events of {@code member} in {@code room}. */
    private static void assertNoEvent(String room, String member, int expected) {
        await().during(Duration.ofSeconds(3)).atMost(Duration.ofSeconds(4))
                .until(() -> events(room, member).size() == expected);
    }
}
