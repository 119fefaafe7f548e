package home.hearth.hub.memory;

import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.util.Optional;
import java.util.Set;

/**
 * DESIGN.md's identity levels as a read rule, for tests until the policies module's read-access
 * policy is merged: verified → own memories and every shared scope (a technician: devices and
 * tasks only); uncertain → household and room; unknown → household only.
 */
final class HouseholdReadRule implements ReadRule {
    @Override
    public ReadAccess readAccess(Principal p) {
        return switch (p.level()) {
            case VERIFIED -> p.role() == Role.TECHNICIAN
                    ? new ReadAccess(Optional.empty(), Set.of(ScopeType.DEVICE, ScopeType.TASK))
                    : new ReadAccess(p.member(), Set.of(ScopeType.HOUSEHOLD, ScopeType.ROOM, ScopeType.DEVICE, ScopeType.TASK));
            case UNCERTAIN -> new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD, ScopeType.ROOM));
            case UNKNOWN -> new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD));
        };
    }
}
