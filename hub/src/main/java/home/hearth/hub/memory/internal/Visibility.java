package home.hearth.hub.memory.internal;

import home.hearth.hub.memory.values.Memory;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.access.MemoryVisibility;
import home.hearth.policies.memory.ReadAccess;

/** Who may see and who may change a memory: seeing is the policies module's one read rule. */
public final class Visibility {
    private Visibility() {}

    /** {@link MemoryVisibility#canRead(ReadAccess, home.hearth.policies.access.MemoryFacts)} for a stored memory. */
    public static boolean canSee(ReadAccess access, Memory m) {
        return MemoryVisibility.canRead(access, m.access()).allowed();
    }

    /** Its verified owner may change it; an admin may change a household-owned (ownerless) one. */
    public static boolean canChange(Principal p, Memory m) {
        if (!p.isVerified() || p.member().isEmpty()) {
            return false;
        }
        return m.isOwnedBy(p.member().get()) || (m.ownership().owner().isEmpty() && p.role() == Role.ADMIN);
    }
}
