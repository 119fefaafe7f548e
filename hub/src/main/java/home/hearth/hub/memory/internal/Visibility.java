package home.hearth.hub.memory.internal;

import home.hearth.hub.memory.Memory;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.memory.ReadAccess;

/** Who may see and who may change a memory, read the same way as the index's filter. */
public final class Visibility {
    private Visibility() {}

    /**
     * Everything one owns, plus shared memories of an allowed scope type that are not sensitive and
     * shared with the owner's consent and (unless the reader is that member) the consent of the
     * member they are about.
     */
    public static boolean canSee(ReadAccess access, Memory m) {
        if (access.ownMemoriesOf().filter(m::isOwnedBy).isPresent()) {
            return true;
        }
        boolean isAbout = access.ownMemoriesOf().flatMap(me -> m.ownership().about().filter(me::equals)).isPresent();
        return m.scope().isShared()
                && access.sharedScopes().contains(m.scope().type())
                && !m.content().sensitive()
                && m.ownership().consent().permitsOthers()
                && (isAbout || m.ownership().aboutConsent().permitsOthers());
    }

    /** Its verified owner may change it; an admin may change a household-owned (ownerless) one. */
    public static boolean canChange(Principal p, Memory m) {
        if (!p.isVerified() || p.member().isEmpty()) {
            return false;
        }
        return m.isOwnedBy(p.member().get()) || (m.ownership().owner().isEmpty() && p.role() == Role.ADMIN);
    }
}
