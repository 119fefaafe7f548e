package home.hearth.devices.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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

    /** Sends a request on another client's topic (to prove the broker refuses it). */
    public CompletableFuture<JsonNode> callAs(String topicClient, String operation, String body) {
        String correlation = UUID.randomUUID().toString();
        CompletableFuture<JsonNode> f = new CompletableFuture<>();
        pending.put(correlation, f);
        mqtt.request("hub/v1/request/" + topicClient + "/" + operation, body.getBytes(StandardCharsets.UTF_8),
                "hub/v1/response/" + name + "/replies", correlation.getBytes(StandardCharsets.UTF_8));
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
