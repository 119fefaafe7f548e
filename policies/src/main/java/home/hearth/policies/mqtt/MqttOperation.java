package home.hearth.policies.mqtt;

/** What an MQTT client does with a topic. */
public enum MqttOperation {
    PUBLISH,
    SUBSCRIBE
}
