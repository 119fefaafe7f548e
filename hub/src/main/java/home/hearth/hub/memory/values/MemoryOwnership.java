package home.hearth.hub.memory.values;

import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.access.ConsentState;
import java.util.Objects;
import java.util.Optional;

/**
 * Whose a memory is and who else may see it.
 *
 * @param scope where it belongs ({@code user:alice}, {@code household}, {@code room:kitchen}, …)
 * @param owner the member who owns it (empty for household-owned memories, such as imports)
 * @param about the member it is about, when that is not the owner
 * @param consent the owner's consent to show it to others in its scope
 * @param aboutConsent the consent of the member it is about (NOT_NEEDED when it is about nobody else)
 */
public record MemoryOwnership(
        Scope scope, Optional<MemberId> owner, Optional<MemberId> about, ConsentState consent, ConsentState aboutConsent) {
    public MemoryOwnership {
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(about, "about");
        Objects.requireNonNull(consent, "consent");
        Objects.requireNonNull(aboutConsent, "aboutConsent");
    }

    /** Whether others than its owner (and the member it is about) may see it. */
    public boolean sharedWithOthers() {
        return scope.isShared() && consent.permitsOthers() && aboutConsent.permitsOthers();
    }

    public MemoryOwnership withConsent(ConsentState owners, ConsentState abouts) {
        return new MemoryOwnership(scope, owner, about, owners, abouts);
    }
}
