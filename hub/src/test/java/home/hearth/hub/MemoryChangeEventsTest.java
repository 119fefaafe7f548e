package home.hearth.hub;

import static home.hearth.hub.testing.RunningHub.json;
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
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hub/v1/events/memory.changed} as an automation sees it over the real broker: each
 * committed change with the memory's real kind (a deletion included), nothing for a refused write,
 * and never more than id, kind and change.
 */
class MemoryChangeEventsTest {
    private static final String POLICY = """
            mqtt:
              clients:
                node-red:
                  publish: [hub/v1/request/node-red/+]
                  subscribe: [hub/v1/events/#]
                  members: ["*"]
                  acts_as: {role: adult, identity: verified}
            """;
    private static final String MEMORIES = "/api/v1/memories";

    @TempDir
    static Path dir;

    static RunningHub hub;
    static MqttHubClient nodeRed;
    static final List<JsonNode> events = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        Path policy = Files.writeString(dir.resolve("household-policy.yaml"), POLICY);
        Path clients = Files.writeString(dir.resolve("mqtt-clients"), "node-red:node-red-secret\n");
        Files.setPosixFilePermissions(clients, PosixFilePermissions.fromString("rw-------"));
        hub = RunningHub.start(dir, Map.of("HEARTH_POLICY_FILE", policy.toString(),
                "HEARTH_MQTT_CLIENTS_FILE", clients.toString()));
        nodeRed = new MqttHubClient(MqttSettings.of("127.0.0.1", hub.mqttPort(), "node-red-1", "node-red", "node-red-secret"));
        nodeRed.subscribe("hub/v1/events/memory.changed", (Incoming m) -> events.add(Json.readTree(m.text())));
        nodeRed.start();
        await().atMost(Duration.ofSeconds(30)).until(nodeRed::isConnected);
    }

    @AfterAll
    static void stop() {
        nodeRed.close();
        hub.close();
    }

    @Test
    void aDeletedMemorysEventCarriesItsRealKindAndARefusedWriteSendsNone() {
        Http alice = hub.member("alice", "adult", null);
        String note = created(alice, "{\"text\":\"The spare key hangs in the garden shed\",\"scope\":\"user\"}");
        String fact = created(alice, "{\"key\":\"preferred_temperature_night\",\"value\":\"19\",\"unit\":\"°C\",\"scope\":\"user\"}");
        assertEquals(204, alice.delete(MEMORIES + "/" + note).statusCode());
        HttpResponse<String> refused = alice.post(MEMORIES, "{\"text\":\"my bank password is hunter2\",\"scope\":\"user\"}");
        assertEquals(422, refused.statusCode(), refused.body());
        assertEquals(204, alice.delete(MEMORIES + "/" + fact).statusCode());

        // Events arrive in order: once the last one is here, an event for the refused write would be too.
        await().atMost(Duration.ofSeconds(15)).until(() -> events.stream().anyMatch(e -> seen(e, fact, "deleted")));
        assertEquals(List.of(
                List.of(note, "episodic", "created"), List.of(fact, "structured", "created"),
                List.of(note, "episodic", "deleted"), List.of(fact, "structured", "deleted")),
                events.stream().map(e -> List.of(e.get("memory").asText(), e.get("kind").asText(), e.get("change").asText()))
                        .toList());
        for (JsonNode e : events) {
            assertEquals(List.of("at", "memory", "kind", "change"), iterableToList(e.fieldNames()), "ids and kind only: " + e);
        }
    }

    private static String created(Http who, String body) {
        HttpResponse<String> r = who.post(MEMORIES, body);
        assertEquals(201, r.statusCode(), r.body());
        return json(r).get("memory").get("id").asText();
    }

    private static boolean seen(JsonNode e, String id, String change) {
        return e.get("memory").asText().equals(id) && e.get("change").asText().equals(change);
    }

    private static List<String> iterableToList(java.util.Iterator<String> names) {
        List<String> out = new java.util.ArrayList<>();
        names.forEachRemaining(out::add);
        return out;
    }
}
