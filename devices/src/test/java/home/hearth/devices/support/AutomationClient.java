package home.hearth.devices.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.devices.mqtt.BrokerUnreachableException;
import home.hearth.devices.mqtt.Incoming;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.awaitility.Awaitility;

/** An automation client (like Node-RED) calling the hub's MQTT 5 request/response API. */
public final class AutomationClient implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    public final MqttHubClient mqtt;
    private final String name;
    private final Map<String, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();

    public AutomationClient(String name, int port, String password) {
        this.name = name;
        this.mqtt = new MqttHubClient(MqttSettings.of("127.0.0.1", port, "auto-" + name, name, password)
                .withReconnectMaxSeconds(1));
        mqtt.subscribe("hub/v1/response/" + name + "/#", this::onReply);
        mqtt.start();
        Awaitility.await(name + " connected").atMost(Duration.ofSeconds(10)).until(mqtt::isConnected);
    }

    /** Sends a request for {@code operation} as this client and returns the future reply. */
    public CompletableFuture<JsonNode> call(String operation, String body) {
        return callAs(name, operation, body);
    }

    /**
     * Like {@link #call}, at QoS 0: the broker hands it to the hub without waiting for the hub's acknowledgement of the
     * one before (a QoS 1 delivery waits while the broker's window towards the hub is full). Paho refuses it too while
     * this client's own window is full, so it is tried again as in {@link #callWhenTheWindowLets}.
     */
    public CompletableFuture<JsonNode> callAtMostOnce(String operation, String body) {
        return whenTheWindowLets(() -> send(name, operation, body, 0));
    }

    /**
     * Like {@link #call}, but as fast as the broker's in-flight window lets this client: while it is full the client
     * refuses a publish at once, and this tries again (for floods).
     */
    public CompletableFuture<JsonNode> callWhenTheWindowLets(String operation, String body) {
        return whenTheWindowLets(() -> call(operation, body));
    }

    private static CompletableFuture<JsonNode> whenTheWindowLets(Supplier<CompletableFuture<JsonNode>> call) {
        AtomicReference<CompletableFuture<JsonNode>> sent = new AtomicReference<>();
        Awaitility.await().atMost(Duration.ofSeconds(10)).pollDelay(Duration.ZERO).pollInterval(Duration.ofMillis(1))
                .ignoreException(BrokerUnreachableException.class)
                .until(() -> {
                    sent.set(call.get());
                    return true;
                });
        return sent.get();
    }

    /** Sends a request on another client's topic (to prove the broker refuses it). */
    public CompletableFuture<JsonNode> callAs(String topicClient, String operation, String body) {
        return send(topicClient, operation, body, 1);
    }

    private CompletableFuture<JsonNode> send(String topicClient, String operation, String body, int qos) {
        String correlation = UUID.randomUUID().toString();
        CompletableFuture<JsonNode> f = new CompletableFuture<>();
        pending.put(correlation, f);
        mqtt.request("hub/v1/request/" + topicClient + "/" + operation, body.getBytes(StandardCharsets.UTF_8),
                "hub/v1/response/" + name + "/replies", correlation.getBytes(StandardCharsets.UTF_8), qos);
        return f;
    }

    private void onReply(Incoming m) {
        CompletableFuture<JsonNode> f = pending.remove(new String(m.correlationData(), StandardCharsets.UTF_8));
        if (f != null) {
            try {
                f.complete(JSON.readTree(m.payload()));
            } catch (IOException e) {
                f.completeExceptionally(new UncheckedIOException(e));
            }
        }
    }

    @Override
    public void close() {
        mqtt.close();
    }
}
