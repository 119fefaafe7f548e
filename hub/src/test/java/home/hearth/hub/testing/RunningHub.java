package home.hearth.hub.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.Hub;
import home.hearth.hub.HubWiring;
import home.hearth.hub.VoiceParts;
import home.hearth.hub.config.ConfigLoader;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;

/**
 * A whole hub for end-to-end tests: real encrypted database, embedded broker with the demo
 * household, real HTTP. One per test class (the broker takes seconds to stop).
 */
public final class RunningHub implements AutoCloseable {
    public static final String ADMIN_PASSWORD = "admin-password-for-tests";
    private final Hub hub;
    private final Path dir;

    private final int mqttPort;

    private RunningHub(Hub hub, Path dir, int mqttPort) {
        this.hub = hub;
        this.dir = dir;
        this.mqttPort = mqttPort;
    }

    public static RunningHub start(Path dir) {
        return start(dir, Map.of());
    }

    /** Starts a hub with extra environment settings (a policy file, MQTT client accounts, …). */
    public static RunningHub start(Path dir, Map<String, String> extraEnv) {
        return start(dir, extraEnv, VoiceParts.CONFIGURED);
    }

    /** Starts a hub whose voice pipeline uses the given parts (a scripted recogniser or turn service). */
    public static RunningHub start(Path dir, Map<String, String> extraEnv, VoiceParts voice) {
        return start(dir, extraEnv, voice, Clock.systemUTC());
    }

    /** Starts a hub on a clock the test may move (a {@link ShiftedClock}), so deadlines need no waiting. */
    public static RunningHub start(Path dir, Map<String, String> extraEnv, VoiceParts voice, Clock clock) {
        Map<String, String> env = TestHub.environment(dir);
        env.put("HEARTH_ADMIN_PASSWORD", ADMIN_PASSWORD);
        env.putAll(extraEnv);
        return new RunningHub(HubWiring.create(ConfigLoader.load(env), voice, clock).start(), dir,
                Integer.parseInt(env.get("HEARTH_MQTT_PORT")));
    }


    /** The embedded broker's port. */
    public int mqttPort() {
        return mqttPort;
    }

    public int httpPort() {
        return hub.httpPort();
    }

    /** The hub's turn service, for turns through no HTTP door (a voice principal, say). */
    public home.hearth.hub.conversation.TurnService turns() {
        return hub.turns();
    }

    /** The rooms that can speak (a test registers a room's speaker here to hear announcements). */
    public home.hearth.hub.house.RoomSpeakers speakers() {
        return hub.speakers();
    }

    public Http http() {
        return new Http(hub.httpPort());
    }

    public Path dataDir() {
        return dir.resolve("data");
    }

    /** Signs in and returns a client that sends the bearer token. */
    public Http signIn(String username, String password) {
        HttpResponse<String> r = http().post("/api/v1/auth/login",
                Json.write(Map.of("username", username, "password", password)));
        assertEquals(200, r.statusCode(), r.body());
        return http().withToken(json(r).get("token").asText());
    }

    public Http admin() {
        return signIn("admin", ADMIN_PASSWORD);
    }

    /** Creates a member as the admin and signs them in. */
    public Http member(String id, String role, String guardian) {
        String body = guardian == null
                ? Json.write(Map.of("id", id, "displayName", id, "role", role, "password", id + "-password-123"))
                : Json.write(Map.of("id", id, "displayName", id, "role", role, "guardian", guardian, "password", id + "-password-123"));
        HttpResponse<String> r = admin().post("/api/v1/members", body);
        assertEquals(201, r.statusCode(), r.body());
        return signIn(id, id + "-password-123");
    }

    public static JsonNode json(HttpResponse<String> r) {
        return Json.readTree(r.body());
    }

    @Override
    public void close() {
        hub.close();
    }
}
