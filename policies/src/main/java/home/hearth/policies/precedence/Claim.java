package home.hearth.policies.precedence;

import home.hearth.policies.Role;
import java.util.Objects;

/**
 * One wish about a structured key: "Sam (child) asks for brightness 100 %" or "guardian rule:
 * Sam's bedtime is 21:00".
 *
 * @param kind where it comes from
 * @param role the role of the member it applies to (for a rule: the member it is being applied to)
 * @param key the structured key
 * @param value the wanted value, normalised
 */
public record Claim(ClaimKind kind, Role role, String key, String value) {
    public Claim {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(value, "value");
    }
}
