package home.hearth.policies.config;

import home.hearth.policies.devices.ActionKind;
import java.util.Optional;
import java.util.Set;

/**
 * What one role may do to devices.
 *
 * @param allow the action kinds allowed
 * @param rooms the rooms where they are allowed; empty Optional means every room
 */
public record RoleActions(Set<ActionKind> allow, Optional<Set<String>> rooms) {
    public RoleActions {
        allow = Set.copyOf(allow);
        rooms = rooms.map(Set::copyOf);
    }

    public static RoleActions none() {
        return new RoleActions(Set.of(), Optional.of(Set.of()));
    }
}
