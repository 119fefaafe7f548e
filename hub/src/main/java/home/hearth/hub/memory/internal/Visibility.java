package home.hearth.hub.memory.internal;

import home.hearth.hub.memory.Memory;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.memory.ReadAccess;

/** Who may see and who may change a memory, read the same way as the index's filter. */
public final class Visibility {
    private Visibility() {}

    /** Everything one owns, plus shared memories of an allowed scope type, consented and not sensitive. */
    public static boolean canSee(ReadAccess access, Memory m) {
        if (access.ownMemoriesOf().filter(m::isOwnedBy).isPresent()) {
            return true;
        }
        return m.scope().isShared()
                && access.sharedScopes().contains(m.scope().type())
                && !m.content().sensitive()
                && m.ownership().consent().permitsOthers();
    }

    /** Its verified owner may change it; an admin may change a household-owned (ownerless) one. */
    public static boolean canChange(Principal p, Memory m) {
        if (!p.isVerified() || p.member().isEmpty()) {
            return false;
        }
        return m.isOwnedBy(p.member().get()) || (m.ownership().owner().isEmpty() && p.role() == Role.ADMIN);
    }
}
