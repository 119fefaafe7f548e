package home.hearth.policies.config;

import home.hearth.policies.mqtt.MqttAcl;
import home.hearth.policies.mqtt.MqttClientRule;
import java.util.List;
import java.util.Objects;

/**
 * One complete, validated household policy: the defaults with the household's override merged
 * over them. Immutable; build it with {@link PolicyFiles}.
 *
 * @param memory the memory-type allowlist (categories per scope and role, structured keys)
 * @param retention lifetimes per kind and scope, and decay rates
 * @param consent consent and precedence rules
 * @param gate the entry gate's thresholds, inferred-memory rules and sensitive categories
 * @param devices device-action rules per role, confirmations and identity requirements
 * @param mqttClients the MQTT automation clients' ACL entries
 */
public record PolicySet(
        MemoryTypes memory,
        RetentionRules retention,
        ConsentRules consent,
        GateRules gate,
        DeviceRules devices,
        List<MqttClientRule> mqttClients) {
    public PolicySet {
        Objects.requireNonNull(memory, "memory");
        Objects.requireNonNull(retention, "retention");
        Objects.requireNonNull(consent, "consent");
        Objects.requireNonNull(gate, "gate");
        Objects.requireNonNull(devices, "devices");
        mqttClients = List.copyOf(mqttClients);
    }

    /** The MQTT ACL the broker and the automations API enforce (default deny). */
    public MqttAcl mqttAcl() {
        return new MqttAcl(mqttClients);
    }
}
