package home.hearth.policies.mqtt;

import home.hearth.policies.Principal;
import home.hearth.policies.Decision;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The MQTT automation ACLs: which client may publish or subscribe where, and whose allowlisted
 * preferences it may read. Default deny: a client without a rule may do nothing.
 */
public final class MqttAcl {
    private final Map<String, MqttClientRule> rules;

    public MqttAcl(List<MqttClientRule> rules) {
        this.rules = rules.stream().collect(Collectors.toUnmodifiableMap(MqttClientRule::username, Function.identity()));
    }

    public List<MqttClientRule> rules() {
        return List.copyOf(rules.values());
    }

    public Decision allows(String username, MqttOperation operation, String topic) {
        MqttClientRule rule = rules.get(username);
        if (rule == null) {
            return Decision.deny("MQTT client '" + username + "' has no ACL entry");
        }
        List<String> granted = operation == MqttOperation.PUBLISH ? rule.publish() : rule.subscribe();
        boolean ok = operation == MqttOperation.PUBLISH
                ? granted.stream().anyMatch(f -> TopicFilter.matches(f, topic))
                : granted.stream().anyMatch(f -> TopicFilter.covers(f, topic));
        return ok
                ? Decision.allow("ACL grants " + operation.name().toLowerCase() + " on " + topic)
                : Decision.deny("MQTT client '" + username + "' may not " + operation.name().toLowerCase() + " " + topic);
    }

    /** The principal a client's device commands are judged as; a client without a rule is unknown. */
    public Principal principalOf(String username) {
        MqttClientRule rule = rules.get(username);
        return rule == null ? Principal.unknown() : rule.actsAs();
    }

    public Decision allowsPreference(String username, String memberId, String key) {
        MqttClientRule rule = rules.get(username);
        if (rule == null) {
            return Decision.deny("MQTT client '" + username + "' has no ACL entry");
        }
        boolean member = rule.members().contains("*") || rule.members().contains(memberId);
        boolean keyOk = rule.preferenceKeys().contains("*") || rule.preferenceKeys().contains(key);
        return member && keyOk
                ? Decision.allow("ACL grants preference " + key)
                : Decision.deny("this client may not read that member's preference");
    }
}
