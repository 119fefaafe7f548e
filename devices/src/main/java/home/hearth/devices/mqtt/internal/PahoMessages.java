package home.hearth.devices.mqtt.internal;

import home.hearth.devices.mqtt.Incoming;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.paho.mqttv5.common.MqttMessage;
import org.eclipse.paho.mqttv5.common.packet.MqttProperties;
import org.eclipse.paho.mqttv5.common.packet.UserProperty;

/** Converts between Paho's message type and the module's own. */
public final class PahoMessages {
    private PahoMessages() {}

    public static Incoming incoming(String topic, MqttMessage m) {
        MqttProperties p = m.getProperties();
        Map<String, String> user = new LinkedHashMap<>();
        if (p != null && p.getUserProperties() != null) {
            for (UserProperty u : p.getUserProperties()) {
                user.put(u.getKey(), u.getValue());
            }
        }
        return new Incoming(topic, m.getPayload(),
                Optional.ofNullable(p == null ? null : p.getResponseTopic()).filter(s -> !s.isEmpty()),
                p == null ? null : p.getCorrelationData(), user, m.isRetained());
    }

    /** The subscription identifiers a copy of a message names: none when the broker sent none. */
    public static List<Integer> subscriptionIds(MqttMessage m) {
        MqttProperties p = m.getProperties();
        return p == null || p.getSubscriptionIdentifiers() == null ? List.of() : List.copyOf(p.getSubscriptionIdentifiers());
    }

    public static MqttMessage message(byte[] payload, int qos, boolean retained) {
        MqttMessage m = new MqttMessage(payload);
        m.setQos(qos);
        m.setRetained(retained);
        return m;
    }

    /** A message answering a request: the request's correlation data travels back. */
    public static MqttMessage reply(byte[] payload, byte[] correlationData) {
        MqttMessage m = message(payload, 1, false);
        MqttProperties props = new MqttProperties();
        if (correlationData.length > 0) {
            props.setCorrelationData(correlationData);
        }
        m.setProperties(props);
        return m;
    }

    /** A request carrying a response topic and correlation data. */
    public static MqttMessage request(byte[] payload, String responseTopic, byte[] correlationData) {
        MqttMessage m = message(payload, 1, false);
        MqttProperties props = new MqttProperties();
        props.setResponseTopic(responseTopic);
        props.setCorrelationData(correlationData);
        m.setProperties(props);
        return m;
    }
}
