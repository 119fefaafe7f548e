package home.hearth.devices.mqtt;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;

/**
 * A message the client received.
 *
 * @param topic where it was published
 * @param payload its bytes
 * @param responseTopic the MQTT 5 response topic, when the sender asked for an answer
 * @param correlationData the MQTT 5 correlation data, empty when none
 * @param userProperties MQTT 5 user properties (last value wins for repeated names)
 * @param retained whether the broker handed over its retained copy (at a subscription) rather than a message
 *     published just now
 */
public record Incoming(
        String topic, byte[] payload, Optional<String> responseTopic, byte[] correlationData,
        Map<String, String> userProperties, boolean retained) {
    /** A message published just now. */
    public Incoming(String topic, byte[] payload, Optional<String> responseTopic, byte[] correlationData,
            Map<String, String> userProperties) {
        this(topic, payload, responseTopic, correlationData, userProperties, false);
    }

    public Incoming {
        payload = payload == null ? new byte[0] : payload;
        correlationData = correlationData == null ? new byte[0] : correlationData;
        userProperties = Map.copyOf(userProperties);
    }

    public String text() {
        return new String(payload, StandardCharsets.UTF_8);
    }
}
