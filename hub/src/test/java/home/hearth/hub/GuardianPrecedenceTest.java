package home.hearth.hub;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.devices.mqtt.Incoming;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A guardian's rule against a child's own preference, decided by the household policy's
 * precedence: preferences written through REST by the child (Sam) and the guardian (Alice, a rule
 * {@code about} Sam), read back by an automation through the MQTT automations API, the door that
 * acts on them.
 */
class GuardianPrecedenceTest {
    private static final String CLIENTS = """
            mqtt:
              clients:
                node-red:
                  publish: [hub/v1/request/node-red/+]
                  subscribe: [hub/v1/response/node-red/#]
                  members: ["*"]
                  preference_keys: [bedtime, preferred_volume, wake_up_time]
                  acts_as: {role: adult, identity: verified}
            """;

    @TempDir
    static Path dir;

    static RunningHub hub;
    static MqttHubClient nodeRed;
    static Http alice;
    static Http sam;
    static final List<Incoming> replies = new CopyOnWriteArrayList<>();
    static final AtomicInteger requests = new AtomicInteger();

    @BeforeAll
    static void start() throws Exception {
        Path policy = Files.writeString(dir.resolve("household-policy.yaml"), CLIENTS);
        Path clients = Files.writeString(dir.resolve("mqtt-clients"), "node-red:node-red-secret\n");
        Files.setPosixFilePermissions(clients, PosixFilePermissions.fromString("rw-------"));
        hub = RunningHub.start(dir, Map.of("HEARTH_POLICY_FILE", policy.toString(),
                "HEARTH_MQTT_CLIENTS_FILE", clients.toString()));
        nodeRed = new MqttHubClient(MqttSettings.of("127.0.0.1", hub.mqttPort(), "node-red-1", "node-red", "node-red-secret"));
        nodeRed.subscribe("hub/v1/response/node-red/#", replies::add);
        nodeRed.start();
        await().atMost(Duration.ofSeconds(30)).until(nodeRed::isConnected);
        alice = hub.member("alice", "adult", null);
        sam = hub.member("sam", "child", "alice");
    }

    @AfterAll
    static void stop() {
        nodeRed.close();
        hub.close();
    }

    @Test
    void theGuardiansRuleWinsOverTheChildsOwnPreferenceWhichCountsWhereThereIsNoRule() {
        remember(sam, "{\"key\":\"bedtime\",\"value\":\"23:00\",\"scope\":\"user\"}");
        assertEquals("23:00", preference("sam", "bedtime"), "no rule yet: the child's own preference is the house's");

        remember(alice, "{\"text\":\"Sam goes to bed at nine\",\"key\":\"bedtime\",\"value\":\"21:00\","
                + "\"scope\":\"user\",\"about\":\"sam\"}");
        assertEquals("21:00", preference("sam", "bedtime"), "the guardian's rule wins over the child's preference");

        remember(sam, "{\"text\":\"I go to bed at half past eleven\",\"key\":\"bedtime\",\"value\":\"23:30\",\"scope\":\"user\"}");
        assertEquals("21:00", preference("sam", "bedtime"), "a newer wish of the child does not beat the rule");

        remember(sam, "{\"key\":\"wake_up_time\",\"value\":\"07:15\",\"scope\":\"user\"}");
        assertEquals("07:15", preference("sam", "wake_up_time"), "a key the guardian set no rule for stays the child's");
    }

    @Test
    void aKeyThePolicyLetsChildrenChooseIsTheChildsUntilALivePolicyEditTakesThatAway() {
        remember(sam, "{\"key\":\"preferred_volume\",\"value\":\"80\",\"unit\":\"%\",\"scope\":\"user\"}");
        remember(alice, "{\"text\":\"Sam's speaker stays at thirty percent\",\"key\":\"preferred_volume\",\"value\":\"30\","
                + "\"unit\":\"%\",\"scope\":\"user\",\"about\":\"sam\"}");
        assertEquals("80 %", preference("sam", "preferred_volume"), "the default policy lets children choose the volume");

        HttpResponse<String> edit = hub.admin().put("/api/v1/policy", CLIENTS + "precedence:\n  child_may_override: []\n");
        assertEquals(200, edit.statusCode(), edit.body());
        try {
            assertEquals("30 %", preference("sam", "preferred_volume"), "without that permission the guardian's rule wins, at once");
        } finally {
            assertEquals(200, hub.admin().put("/api/v1/policy", CLIENTS).statusCode());
        }
    }

    @Test
    void aGuardiansRuleDoesNotBindAMemberWhoIsNotTheirChild() {
        Http bob = hub.member("bob", "adult", null);
        remember(bob, "{\"key\":\"bedtime\",\"value\":\"23:45\",\"scope\":\"user\"}");
        remember(alice, "{\"text\":\"Bob should go to bed at ten\",\"key\":\"bedtime\",\"value\":\"22:00\","
                + "\"scope\":\"user\",\"about\":\"bob\"}");
        assertEquals("23:45", preference("bob", "bedtime"), "an adult's own preference stands");
    }

    @Test
    void whatAMemberSaidAboutSomeoneElseIsNotHerOwnPreference() {
        Http erin = hub.member("erin", "adult", null);
        hub.member("finn", "adult", null);
        remember(erin, "{\"key\":\"wake_up_time\",\"value\":\"08:00\",\"scope\":\"user\"}");
        remember(erin, "{\"text\":\"Finn gets up at six\",\"key\":\"wake_up_time\",\"value\":\"06:00\","
                + "\"scope\":\"user\",\"about\":\"finn\"}");
        assertEquals("08:00", preference("erin", "wake_up_time"),
                "a newer memory Erin keeps about Finn is Finn's wake-up time, not hers");
    }

    @Test
    void aPreferenceOutsideItsTimeOrContextsIsNotTheOneInForce() {
        Http gail = hub.member("gail", "adult", null);
        remember(gail, "{\"key\":\"bedtime\",\"value\":\"22:30\",\"scope\":\"user\"}");
        remember(gail, "{\"text\":\"From 2099 I go to bed at one\",\"key\":\"bedtime\",\"value\":\"01:00\","
                + "\"scope\":\"user\",\"validFrom\":\"2099-01-01T00:00:00Z\"}");
        assertEquals("22:30", preference("gail", "bedtime"), "a bedtime valid only from 2099 is not hers yet");
        remember(gail, "{\"text\":\"On vacation I go to bed at half past midnight\",\"key\":\"bedtime\","
                + "\"value\":\"00:30\",\"scope\":\"user\",\"contexts\":[\"vacation\"]}");
        assertEquals("22:30", preference("gail", "bedtime"), "nobody is on vacation: the vacation bedtime is not in force");
    }

    private static void remember(Http member, String body) {
        HttpResponse<String> r = member.post("/api/v1/memories", body);
        assertEquals(201, r.statusCode(), r.body());
    }

    /** What the automations API answers an automation asking for the member's preference. */
    private static String preference(String member, String key) {
        String id = "c-" + requests.incrementAndGet();
        nodeRed.request("hub/v1/request/node-red/member.preference",
                Json.write(Map.of("member", member, "key", key)).getBytes(StandardCharsets.UTF_8),
                "hub/v1/response/node-red/replies", id.getBytes(StandardCharsets.UTF_8));
        await().atMost(Duration.ofSeconds(10)).until(() -> replies.stream().anyMatch(r -> correlation(r).equals(id)));
        JsonNode reply = Json.readTree(replies.stream().filter(r -> correlation(r).equals(id)).map(Incoming::text)
                .findFirst().orElseThrow());
        return reply.path("value").asText(reply.toString());
    }

    private static String correlation(Incoming m) {
        return new String(m.correlationData(), StandardCharsets.UTF_8);
    }
}
