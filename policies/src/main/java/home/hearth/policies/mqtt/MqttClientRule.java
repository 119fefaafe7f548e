package home.hearth.policies.mqtt;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One MQTT client's permissions (the automations API and device traffic).
 *
 * @param username the client's broker username
 * @param publish topic filters it may publish to (MQTT wildcards {@code +} and {@code #})
 * @param subscribe topic filters it may subscribe to
 * @param members member ids whose allowlisted preferences it may read ({@code *} for all)
 * @param preferenceKeys structured keys it may read ({@code *} for all allowlisted ones)
 */
public record MqttClientRule(
        String username, List<String> publish, List<String> subscribe, Set<String> members, Set<String> preferenceKeys) {
    public MqttClientRule {
        Objects.requireNonNull(username, "username");
        publish = List.copyOf(publish);
        subscribe = List.copyOf(subscribe);
        members = Set.copyOf(members);
        preferenceKeys = Set.copyOf(preferenceKeys);
    }
}
