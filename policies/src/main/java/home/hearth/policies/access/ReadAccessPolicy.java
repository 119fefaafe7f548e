package home.hearth.policies.access;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.util.Optional;
import java.util.Set;

/**
 * Which memories a principal may read, as a filter the memory index applies inside its queries
 * (DESIGN.md, identity levels): verified members → their own plus shared; uncertain → household
 * and room only; unknown speakers and guests → household only; technicians → device and task only.
 */
public final class ReadAccessPolicy {
    private static final Set<ScopeType> ALL_SHARED = Set.of(ScopeType.HOUSEHOLD, ScopeType.ROOM, ScopeType.DEVICE, ScopeType.TASK);

    public ReadAccess readAccess(Principal p) {
        if (p.level() == IdentityLevel.UNKNOWN || p.role() == Role.GUEST) {
            return new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD));
        }
        if (p.role() == Role.TECHNICIAN) {
            return new ReadAccess(Optional.empty(), Set.of(ScopeType.DEVICE, ScopeType.TASK));
        }
        if (p.level() == IdentityLevel.UNCERTAIN) {
            return new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD, ScopeType.ROOM));
        }
        return new ReadAccess(p.member(), ALL_SHARED);
    }
}
