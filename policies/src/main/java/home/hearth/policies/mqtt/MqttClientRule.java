package home.hearth.policies.mqtt;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.Sha256;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One MQTT client's permissions (the automations API and device traffic).
 *
 * @param username the client's broker username
 * @param publish topic filters it may publish to (MQTT wildcards {@code +} and {@code #})
 * @param subscribe topic filters it may subscribe to
 * @param members member ids whose allowlisted preferences it may read ({@code *} for all)
 * @param preferenceKeys structured keys it may read ({@code *} for all allowlisted ones)
 * @param actsAs the principal its device commands are judged as (policy {@code acts_as}); by
 *     default {@link #defaultPrincipal} — its own principal, never the unknown speaker's
 */
public record MqttClientRule(
        String username, List<String> publish, List<String> subscribe, Set<String> members, Set<String> preferenceKeys,
        Principal actsAs) {
    public MqttClientRule(String username, List<String> publish, List<String> subscribe, Set<String> members,
            Set<String> preferenceKeys) {
        this(username, publish, subscribe, members, preferenceKeys, defaultPrincipal(username));
    }

    public MqttClientRule {
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(actsAs, "actsAs");
        publish = List.copyOf(publish);
        subscribe = List.copyOf(subscribe);
        members = Set.copyOf(members);
        preferenceKeys = Set.copyOf(preferenceKeys);
    }

    /**
     * The member-like id a client's principal carries (audit, rules): {@code automation-<username>}. A member id allows
     * only lower-case letters, digits and dashes, up to 64: a username that is not already one is cleaned and cut, and
     * then carries the first 8 hex digits of its SHA-256, so "Node_Red", "node.red" and "node-red" (or two long names
     * alike in their first 53 characters) never share an audit trail.
     */
    public static MemberId principalId(String username) {
        String cleaned = username.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9-]", "-");
        String id = "automation-" + cleaned;
        if (cleaned.equals(username) && id.length() <= 64) {
            return MemberId.of(id);
        }
        String tag = "-" + Sha256.hex(username).substring(0, 8);
        return MemberId.of(id.substring(0, Math.min(id.length(), 64 - tag.length())) + tag);
    }

    /** A client the policy gives no {@code acts_as}: a guest the hub is not sure of. */
    public static Principal defaultPrincipal(String username) {
        return principal(username, Role.GUEST, IdentityLevel.UNCERTAIN);
    }

    /** The principal a client acts as with {@code role} at {@code level}. */
    public static Principal principal(String username, Role role, IdentityLevel level) {
        return level == IdentityLevel.UNKNOWN
                ? Principal.unknown()
                : new Principal(Optional.of(principalId(username)), role, level, Optional.empty());
    }
}
