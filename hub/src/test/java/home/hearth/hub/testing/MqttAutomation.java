package home.hearth.hub.testing;

import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.devices.support.DisconnectReason;
import home.hearth.hub.web.Json;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.paho.mqttv5.client.IMqttMessageListener;
import org.eclipse.paho.mqttv5.client.MqttClient;
import org.eclipse.paho.mqttv5.client.MqttConnectionOptions;
import org.eclipse.paho.mqttv5.client.persist.MemoryPersistence;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.MqttMessage;
import org.eclipse.paho.mqttv5.common.MqttSubscription;
import org.eclipse.paho.mqttv5.common.packet.MqttProperties;

/**
 * An automation client as a household would run one: a plain Paho MQTT 5 client logging in to the
 * hub's broker with its name and secret, calling the automations API (request/response with a
 * response topic and correlation data), and noticing when the broker closes its connection.
 * No automatic reconnect: a test sees each refusal as it happens.
 */
public final class MqttAutomation implements AutoCloseable {
    private final MqttClient client;
    private final String name;
    private final Map<String, JsonNode> replies = new ConcurrentHashMap<>();
    private final AtomicReference<Integer> disconnectReason = new AtomicReference<>();

    private MqttAutomation(MqttClient client, String name) {
        this.client = client;
        this.name = name;
    }

    /** Connects, or throws the broker's refusal (its CONNACK reason code in {@link MqttException#getReasonCode()}). */
    public static MqttAutomation connect(int port, String name, String secret) throws MqttException {
        MqttClient c = new MqttClient("tcp://127.0.0.1:" + port, name + "-" + UUID.randomUUID(), new MemoryPersistence());
        MqttAutomation a = new MqttAutomation(c, name);
        c.setCallback(new DisconnectReason(a.disconnectReason::set));
        MqttConnectionOptions o = new MqttConnectionOptions();
        o.setUserName(name);
        o.setPassword(secret.getBytes(StandardCharsets.UTF_8));
        o.setAutomaticReconnect(false);
        o.setConnectionTimeout(10);
        c.connect(o);
        return a;
    }

    /** Subscribes to its own response topic (the ACL must allow it). */
    public MqttAutomation listening() throws MqttException {
        IMqttMessageListener onReply = (topic, m) -> {
            byte[] corr = m.getProperties().getCorrelationData();
            if (corr != null) {
                replies.put(new String(corr, StandardCharsets.UTF_8), Json.readTree(new String(m.getPayload(), StandardCharsets.UTF_8)));
            }
        };
        client.subscribe(new MqttSubscription[] {new MqttSubscription("hub/v1/response/" + name + "/#", 1)},
                new IMqttMessageListener[] {onReply});
        return this;
    }

    /** Calls the automations API and waits for the answer. */
    public JsonNode call(String operation, String jsonBody) throws MqttException {
        String correlation = UUID.randomUUID().toString();
        MqttProperties p = new MqttProperties();
        p.setResponseTopic("hub/v1/response/" + name + "/replies");
        p.setCorrelationData(correlation.getBytes(StandardCharsets.UTF_8));
        MqttMessage m = new MqttMessage(jsonBody.getBytes(StandardCharsets.UTF_8), 1, false, p);
        client.publish("hub/v1/request/" + name + "/" + operation, m);
        await(name + " answered " + operation).atMost(Duration.ofSeconds(15)).until(() -> replies.containsKey(correlation));
        return replies.remove(correlation);
    }

    /** Publishes straight to a topic (a device's, say), as a script might. */
    public void publish(String topic, String payload) throws MqttException {
        client.publish(topic, new MqttMessage(payload.getBytes(StandardCharsets.UTF_8), 1, false, null));
    }

    public boolean isConnected() {
        return client.isConnected();
    }

    /** The reason code of the broker's DISCONNECT, once it closed the connection. */
    public Integer disconnectReason() {
        return disconnectReason.get();
    }

    @Override
    public void close() {
        try {
            if (client.isConnected()) {
                client.disconnect();
            }
            client.close();
        } catch (MqttException e) {
            // already gone
        }
    }
}
