package home.hearth.devices;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.devices.automations.ApiProbe;
import home.hearth.devices.automations.AutomationsApi;
import home.hearth.devices.mqtt.Incoming;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.AutomationClient;
import home.hearth.devices.support.TestHub;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** The MQTT 5 automations API and the hub's events: the same contract on every broker. */
abstract class AutomationsContract {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int FLOOD = 150;

    abstract TestHub hub();

    abstract AutomationClient nodeRed();

    static JsonNode answer(CompletableFuture<JsonNode> reply) throws Exception {
        return reply.get(5, TimeUnit.SECONDS);
    }

    @Test
    void answersDeviceStateOnTheResponseTopicWithTheCorrelationData() throws Exception {
        JsonNode r = answer(nodeRed().call("device.state", "{\"device\":\"the front door\"}"));
        assertEquals("front-door-lock", r.path("device").asText(), r.toString());
        assertTrue(r.path("state").path("locked").asBoolean(), r.toString());
        assertTrue(r.path("fresh").asBoolean(), r.toString());
    }

    @Test
    void runsACommandAndPublishesACommandExecutedEventWithoutPersonalContent() throws Exception {
        List<JsonNode> events = new CopyOnWriteArrayList<>();
        nodeRed().mqtt.subscribe("hub/v1/events/command.executed", m -> events.add(read(m.payload())));
        JsonNode r = answer(nodeRed().call("device.command", "{\"device\":\"kitchen-light\",\"command\":\"switch\",\"value\":true}"));
        assertEquals("confirmed", r.path("outcome").asText(), r.toString());
        await().atMost(Duration.ofSeconds(5)).until(() -> !events.isEmpty());
        JsonNode e = events.get(0);
        assertEquals("kitchen-light", e.path("device").asText());
        assertEquals("confirmed", e.path("outcome").asText());
        assertTrue(e.path("actor").isMissingNode(), "no actor in public events: " + e);
    }

    @Test
    void refusesDevicesOutsideTheClientsAcl() throws Exception {
        JsonNode r = answer(nodeRed().call("device.command", "{\"device\":\"front-door-lock\",\"command\":\"lock\",\"value\":false}"));
        assertEquals("forbidden", r.path("error").asText(), r.toString());
        assertEquals("this client may not command front-door-lock", r.path("message").asText());
    }

    @Test
    void readsAnAllowlistedPreferenceOnlyForMembersAndKeysInTheAcl() throws Exception {
        JsonNode ok = answer(nodeRed().call("member.preference", "{\"member\":\"alice\",\"key\":\"preferred_temperature_night\"}"));
        assertEquals("22 °C", ok.path("value").asText(), ok.toString());
        JsonNode bob = answer(nodeRed().call("member.preference", "{\"member\":\"bob\",\"key\":\"preferred_temperature_night\"}"));
        assertEquals("forbidden", bob.path("error").asText(), bob.toString());
        JsonNode key = answer(nodeRed().call("member.preference", "{\"member\":\"alice\",\"key\":\"diary\"}"));
        assertEquals("forbidden", key.path("error").asText(), key.toString());
    }

    @Test
    void announcesInARoomAndReportsWhyItCouldNot() throws Exception {
        JsonNode ok = answer(nodeRed().call("announce", "{\"room\":\"kitchen\",\"text\":\"dinner is ready\"}"));
        assertTrue(ok.path("announced").asBoolean(), ok.toString());
        assertTrue(hub().announcements.contains("kitchen: dinner is ready"));
        JsonNode no = answer(nodeRed().call("announce", "{\"room\":\"garage\",\"text\":\"hello\"}"));
        assertEquals("not_announced", no.path("error").asText());
        assertEquals("there is no speaker in the garage", no.path("message").asText());
    }

    @Test
    void answersBadRequestsWithTheRestErrorShape() throws Exception {
        assertError("bad_request", "the request body is not valid JSON", nodeRed().call("device.state", "{oops"));
        assertError("bad_request", "'device' must be a text of 1–100 characters", nodeRed().call("device.state", "{}"));
        assertError("not_found", "there is no device called 'toaster'", nodeRed().call("device.state", "{\"device\":\"toaster\"}"));
        assertError("bad_request", "brightness must be 0–254, got: 999",
                nodeRed().call("device.command", "{\"device\":\"kitchen-light\",\"command\":\"dim\",\"value\":999}"));
        assertError("unknown_operation", "operation must be one of device.state, device.command, member.preference, "
                + "announce, got: reboot", nodeRed().call("reboot", "{}"));
        assertError("unknown_operation", "operation must be one of device.state, device.command, member.preference, "
                + "announce, got: ", nodeRed().call("", "{}")); // hub/v1/request/node-red/: once never answered
    }

    @Test
    void publishesMemoryChangesWithIdsAndKindOnlyAndRecognitionOnlyWhenPolicyAllows() throws Exception {
        List<String> seen = new CopyOnWriteArrayList<>();
        nodeRed().mqtt.subscribe("hub/v1/events/#", m -> seen.add(m.topic() + " " + m.text()));
        await().atMost(Duration.ofSeconds(5)).until(() -> {
            hub().events.memoryChanged("m-42", "structured", "updated");
            return seen.stream().anyMatch(s -> s.startsWith("hub/v1/events/memory.changed"));
        });
        String memory = seen.stream().filter(s -> s.contains("memory.changed")).findFirst().orElseThrow();
        assertTrue(memory.contains("\"memory\":\"m-42\"") && memory.contains("\"kind\":\"structured\""), memory);
        assertEquals(false, hub().events.memberRecognised(MemberId.of("alice"), "kitchen", Decision.deny("private")));
        assertTrue(hub().events.memberRecognised(MemberId.of("alice"), "hall", Decision.allow("shared")));
        await().atMost(Duration.ofSeconds(5)).until(() -> seen.stream().anyMatch(s -> s.startsWith("hub/v1/events/member.recognised/hall")));
        assertTrue(seen.stream().noneMatch(s -> s.contains("member.recognised/kitchen")));
        // Who and where, in the topic too (so a broker ACL can grant one member's presence), and nothing more.
        String recognised = seen.stream().filter(s -> s.contains("member.recognised/hall")).findFirst().orElseThrow();
        assertTrue(recognised.startsWith("hub/v1/events/member.recognised/hall/alice {"), recognised);
        com.fasterxml.jackson.databind.JsonNode body = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(recognised.substring(recognised.indexOf(' ') + 1));
        java.util.Set<String> fields = new java.util.TreeSet<>();
        body.fieldNames().forEachRemaining(fields::add);
        assertEquals(java.util.Set.of("at", "member", "room"), fields, recognised);
    }

    @Test
    void aFloodGetsEveryRequestAnsweredWithAResultOrBusyAndTheHubKeepsAnswering() throws Exception {
        // A silent device holds a worker for the whole deadline: the queue fills while the flood arrives.
        hub().simulator.device("kitchen_light").orElseThrow().goSilent(true);
        long busyBefore = hub().api.busyAnswers();
        List<CompletableFuture<JsonNode>> replies = new ArrayList<>();
        try {
            for (int i = 0; i < FLOOD; i++) {
                replies.add(nodeRed().callWhenTheWindowLets("device.state", "{\"device\":\"kitchen-light\"}"));
            }
            // While the accepted requests still wait for the silent device, a new one is answered at once.
            JsonNode meanwhile = answer(nodeRed().call("device.state", "{\"device\":\"the front door\"}"));
            assertEquals("busy", meanwhile.path("error").asText(), meanwhile.toString());
            assertTrue(meanwhile.path("message").asText().contains("send the request again shortly"), meanwhile.toString());
            await("every flooded request answered").atMost(Duration.ofSeconds(60))
                    .until(() -> replies.stream().allMatch(CompletableFuture::isDone));
        } finally {
            hub().resetSimulator();
        }
        Map<String, Long> outcomes = new TreeMap<>();
        for (CompletableFuture<JsonNode> r : replies) {
            outcomes.merge(r.get().path("error").asText("result"), 1L, Long::sum);
        }
        assertEquals(outcomes.get("busy") + 1, hub().api.busyAnswers() - busyBefore, "each busy answer is counted");
        assertEquals(Set.of("busy", "no_answer"), outcomes.keySet(), "only results of the silent device or busy: " + outcomes);
        long accepted = outcomes.get("no_answer");
        assertTrue(accepted <= AutomationsApi.Limits.DEFAULT.workers() + AutomationsApi.Limits.DEFAULT.queued() + 5,
                "the queue is bounded: " + outcomes);
        JsonNode after = answer(nodeRed().call("device.state", "{\"device\":\"the front door\"}"));
        assertTrue(after.path("fresh").asBoolean(), "answers normally once the flood is worked off: " + after);
    }

    @Test
    void aRequestBodyOverTheLimitIsAnsweredTooLargeWithoutBeingRead() throws Exception {
        String padding = "x".repeat(64 * 1024);
        assertError("too_large", "a request body may be at most 65536 bytes, this one is 65607; nothing was done",
                nodeRed().call("device.command",
                        "{\"device\":\"kitchen-light\",\"command\":\"switch\",\"value\":true,\"padding\":\"" + padding + "\"}"));
    }

    /**
     * The embedded broker refuses the packet and drops its sender (which connects again); this suite's Mosquitto takes
     * it and drops it for the hub, whose client said it takes none so large. Either way the hub never reads it.
     */
    @Test
    void anOversizedRequestNeverReachesTheHubWhichKeepsAnswering() throws Exception {
        String padding = "x".repeat((int) MqttSettings.MAX_PACKET_BYTES);
        CompletableFuture<JsonNode> oversized = nodeRed().call("device.state",
                "{\"device\":\"the front door\",\"padding\":\"" + padding + "\"}");
        AtomicReference<JsonNode> after = new AtomicReference<>();
        await("the next request answered").atMost(Duration.ofSeconds(30)).ignoreExceptions().until(() -> {
            after.set(nodeRed().call("device.state", "{\"device\":\"the front door\"}").get(3, TimeUnit.SECONDS));
            return true;
        });
        assertTrue(after.get().path("fresh").asBoolean(), after.get().toString());
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3)).until(() -> !oversized.isDone());
        assertTrue(hub().hub.isConnected(), "the hub kept its connection");
    }

    @Test
    void neverAnswersOnAResponseTopicTheClientMayNotRead() {
        List<String> seen = new CopyOnWriteArrayList<>();
        hub().hub.subscribe("zigbee2mqtt/front_door_lock/set", m -> seen.add(m.topic()));
        hub().hub.subscribe("hub/v1/response/node-red/#", m -> seen.add(m.topic()));
        ApiProbe.handleNow(hub().api, request("zigbee2mqtt/front_door_lock/set"));
        ApiProbe.handleNow(hub().api, request("hub/v1/response/node-red/#"));
        ApiProbe.handleNow(hub().api, request("hub/v1/response/node-red/probe"));
        await().atMost(Duration.ofSeconds(5)).until(() -> seen.contains("hub/v1/response/node-red/probe"));
        assertEquals(List.of("hub/v1/response/node-red/probe"), seen);
    }

    /**
     * node-red may read the hub's events (and the broker would drop it for publishing there itself); naming an event
     * topic as the response topic must not make the hub publish there for it, nor carry the request out.
     */
    @Test
    void neitherCarriesOutNorAnswersARequestWhoseResponseTopicIsNotUnderTheClientsOwnResponses() {
        List<String> seen = new CopyOnWriteArrayList<>();
        hub().hub.subscribe("hub/v1/events/#", m -> seen.add(m.topic()));
        hub().hub.subscribe("hub/v1/response/node-red/#", m -> seen.add(m.topic()));
        String announce = "{\"room\":\"kitchen\",\"text\":\"not for the events topic\"}";
        ApiProbe.handleNow(hub().api, request("announce", announce, "hub/v1/events/command.executed"));
        ApiProbe.handleNow(hub().api, request("announce", announce, "hub/v1/response/node-red"));
        ApiProbe.handleNow(hub().api, request("device.state", "{oops", "hub/v1/response/node-red/probe"));
        await().atMost(Duration.ofSeconds(5)).until(() -> seen.contains("hub/v1/response/node-red/probe"));
        assertEquals(List.of("hub/v1/response/node-red/probe"), seen);
        assertTrue(hub().announcements.stream().noneMatch(a -> a.contains("not for the events topic")),
                hub().announcements.toString());
    }

    /**
     * A client that names a wrong response topic again and again (a misconfigured flow in a loop) gets each request
     * refused, but the journal gets the first ten warnings and then one in a hundred, each quoting at most 200
     * characters of the topic: one warning of the whole topic per request let any client flood the Pi's log.
     */
    @Test
    void aClientRepeatingAWrongResponseTopicCannotFloodTheLog() {
        String marker = "hub/v1/events/" + "x".repeat(5_000);
        List<String> warnings = new CopyOnWriteArrayList<>();
        Logger log = Logger.getLogger(AutomationsApi.class.getName());
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord r) {
                String text = r.getMessage() + " " + Arrays.toString(r.getParameters());
                if (text.contains("xxxxxxxxxx")) {
                    warnings.add(text);
                }
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        log.addHandler(capture);
        try {
            for (int i = 0; i < 250; i++) {
                ApiProbe.handleNow(hub().api, request(marker));
            }
        } finally {
            log.removeHandler(capture);
        }
        assertTrue(!warnings.isEmpty() && warnings.size() <= 13, warnings.size() + " warnings for 250 requests");
        assertTrue(warnings.stream().allMatch(w -> w.length() < 1_000), "a warning quoted the whole 5,000-character topic");
        assertTrue(warnings.get(0).contains("5014 characters"), warnings.get(0));
    }

    /**
     * reader's ACL grants only device.state among its requests. A broker may let it publish any operation under its own
     * name (Mosquitto's {@code pattern write hub/v1/request/%u/+}); the hub must still refuse what the ACL does not grant.
     */
    @Test
    void refusesAnOperationTheClientsAclDoesNotGrantEvenWhenTheBrokerLetItThrough() throws Exception {
        List<JsonNode> answers = new CopyOnWriteArrayList<>();
        hub().hub.subscribe("hub/v1/response/reader/#", m -> answers.add(read(m.payload())));
        ApiProbe.handleNow(hub().api, new Incoming("hub/v1/request/reader/announce",
                "{\"room\":\"kitchen\",\"text\":\"the reader may not speak\"}".getBytes(StandardCharsets.UTF_8),
                Optional.of("hub/v1/response/reader/probe"), new byte[] {7}, Map.of()));
        await().atMost(Duration.ofSeconds(5)).until(() -> !answers.isEmpty());
        assertEquals("forbidden", answers.get(0).path("error").asText(), answers.toString());
        assertTrue(hub().announcements.stream().noneMatch(a -> a.contains("the reader may not speak")),
                hub().announcements.toString());
    }

    private static Incoming request(String responseTopic) {
        return request("device.state", "{oops", responseTopic);
    }

    private static Incoming request(String operation, String body, String responseTopic) {
        return new Incoming("hub/v1/request/node-red/" + operation, body.getBytes(StandardCharsets.UTF_8),
                Optional.of(responseTopic), new byte[] {7}, Map.of());
    }

    private static void assertError(String code, String message, CompletableFuture<JsonNode> reply) throws Exception {
        JsonNode r = answer(reply);
        assertEquals(code, r.path("error").asText(), r.toString());
        assertEquals(message, r.path("message").asText(), r.toString());
    }

    private static JsonNode read(byte[] b) {
        try {
            return JSON.readTree(b);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
