package home.hearth.hub.load;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.devices.mqtt.BrokerUnreachableException;
import home.hearth.devices.mqtt.Incoming;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.hub.web.Json;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An automation client (its broker account from the MQTT clients file, its rights from the
 * household policy) sending {@code device.state} requests of the demo devices through the MQTT 5
 * automations API at a fixed rate, each with a response topic and its own correlation data. Every
 * request must be answered: one still unanswered at the end is counted as lost.
 */
final class MqttLoad implements AutoCloseable {
    static final String CLIENT = "loadbot";
    static final String PASSWORD = "loadbot-secret-for-tests";
    static final String RESPONSES = "hub/v1/response/" + CLIENT + "/load";
    private static final List<String> DEVICES = List.of("kitchen-light", "coffee-plug", "living-room-lamp",
            "hall-motion", "bedroom-thermostat", "front-door-contact");

    private final MqttHubClient client;
    private final Map<String, Long> waiting = new ConcurrentHashMap<>();
    private final AtomicLong sequence = new AtomicLong();
    private volatile Latencies requests = new Latencies("mqtt_warmup");

    MqttLoad(int brokerPort) {
        client = new MqttHubClient(MqttSettings.of("127.0.0.1", brokerPort, CLIENT + "-1", CLIENT, PASSWORD));
        client.subscribe(RESPONSES, this::answered);
        client.start();
    }

    boolean ready() {
        return client.isConnected();
    }

    /** The household policy's rule for this client: device reads only. */
    static String policy() {
        return """
                mqtt:
                  clients:
                    %s:
                      publish: [hub/v1/request/%s/+, zigbee2mqtt/+/get]
                      subscribe: [hub/v1/response/%s/#]
                      acts_as: {role: adult, identity: verified}
                """.formatted(CLIENT, CLIENT, CLIENT);
    }

    /** One request now (warm-up); the answer is recorded in the current latencies. */
    void requestOne() {
        send(requests);
    }

    /**
     * Requests at {@code perSecond} until {@code deadline}, then waits up to 60 s for the last answers
     * (late is slow, not lost); a request still unanswered then is lost.
     */
    void run(int perSecond, long deadline, Latencies into) throws InterruptedException {
        requests = into;
        ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform()
                .name("load-mqtt-clock").daemon().factory());
        clock.scheduleAtFixedRate(() -> {
            if (System.nanoTime() < deadline) {
                send(into);
            }
        }, 0, 1_000_000 / perSecond, TimeUnit.MICROSECONDS);
        long wait = deadline - System.nanoTime();
        if (wait > 0) {
            TimeUnit.NANOSECONDS.sleep(wait);
        }
        clock.shutdownNow();
        clock.awaitTermination(5, TimeUnit.SECONDS);
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!waiting.isEmpty() && System.nanoTime() < giveUp) {
            Thread.sleep(50);
        }
        waiting.keySet().forEach(k -> {
            if (waiting.remove(k) != null) {
                into.error("unanswered");
            }
        });
    }

    private void send(Latencies into) {
        long n = sequence.incrementAndGet();
        String correlation = "load-" + n;
        String device = DEVICES.get((int) (n % DEVICES.size()));
        waiting.put(correlation, System.nanoTime());
        try {
            client.request("hub/v1/request/" + CLIENT + "/device.state",
                    Json.write(Map.of("device", device)).getBytes(StandardCharsets.UTF_8), RESPONSES,
                    correlation.getBytes(StandardCharsets.UTF_8));
        } catch (BrokerUnreachableException e) {
            waiting.remove(correlation);
            if (client.isConnected()) {
                // Connected but Paho refused: the broker has not acknowledged the last window of
                // publishes yet. The request was never sent, so nothing is lost; the rate falls short.
                into.skipped();
            } else {
                into.error("client_disconnected");
            }
        }
    }

    /** On Paho's callback thread: records and returns at once. */
    private void answered(Incoming m) {
        long now = System.nanoTime();
        Long sent = waiting.remove(new String(m.correlationData(), StandardCharsets.UTF_8));
        if (sent == null) {
            requests.error("unexpected_answer");
            return;
        }
        JsonNode reply;
        try {
            reply = Json.readTree(m.text());
        } catch (RuntimeException e) {
            requests.error("answer_not_json");
            return;
        }
        if (reply.has("error")) {
            requests.error(reply.get("error").asText());
        } else if (!reply.path("fresh").asBoolean(false)) {
            requests.error("not_fresh");
        } else {
            requests.ok(now - sent);
        }
    }

    @Override
    public void close() {
        client.close();
    }
}
