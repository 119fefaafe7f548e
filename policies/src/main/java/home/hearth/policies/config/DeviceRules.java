package home.hearth.policies.config;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.Role;
import home.hearth.policies.devices.ActionKind;
import java.util.Map;
import java.util.Set;

/**
 * Device-action rules.
 *
 * @param roles what each role may do (a role not listed may do nothing)
 * @param needConfirmation action kinds that always need a yes first
 * @param minimumIdentity how sure the hub must be of the speaker per action kind (absent: anyone)
 */
public record DeviceRules(Map<Role, RoleActions> roles, Set<ActionKind> needConfirmation, Map<ActionKind, IdentityLevel> minimumIdentity) {
    public DeviceRules {
        roles = Map.copyOf(roles);
        needConfirmation = Set.copyOf(needConfirmation);
        minimumIdentity = Map.copyOf(minimumIdentity);
    }

    public RoleActions forRole(Role role) {
        return roles.getOrDefault(role, RoleActions.none());
    }

    public IdentityLevel minimumFor(ActionKind kind) {
        return minimumIdentity.getOrDefault(kind, IdentityLevel.UNKNOWN);
    }
}
