package home.hearth.policies.access;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.ScopeType;
import home.hearth.policies.config.ConsentRules;
import home.hearth.policies.memory.ReadAccess;
import java.util.Optional;
import java.util.Set;

/**
 * Which memories a principal may read (hub/README.md, identity levels): verified members → their
 * own plus shared; uncertain → household and room only; unknown speakers and guests → household
 * only; technicians → device and task only. The consent settings of the policy go with it, so
 * every reader of the result applies the same {@link MemoryVisibility} rule.
 */
public final class ReadAccessPolicy {
    private static final Set<ScopeType> ALL_SHARED = Set.of(ScopeType.HOUSEHOLD, ScopeType.ROOM, ScopeType.DEVICE, ScopeType.TASK);
    private final ConsentRules rules;

    public ReadAccessPolicy(ConsentRules rules) {
        this.rules = rules;
    }

    public ReadAccess readAccess(Principal p) {
        if (p.level() == IdentityLevel.UNKNOWN || p.role() == Role.GUEST) {
            return of(Optional.empty(), Set.of(ScopeType.HOUSEHOLD));
        }
        if (p.role() == Role.TECHNICIAN) {
            return of(Optional.empty(), Set.of(ScopeType.DEVICE, ScopeType.TASK));
        }
        if (p.level() == IdentityLevel.UNCERTAIN) {
            return of(Optional.empty(), Set.of(ScopeType.HOUSEHOLD, ScopeType.ROOM));
        }
        return of(p.member(), ALL_SHARED);
    }

    private ReadAccess of(Optional<home.hearth.policies.MemberId> own, Set<ScopeType> shared) {
        return new ReadAccess(own, shared, rules.sharedNeedsOwnerConsent(), rules.aboutMemberNeedsConsent());
    }
}
