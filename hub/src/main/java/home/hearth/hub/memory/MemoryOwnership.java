package home.hearth.hub.memory;

import home.hearth.policies.access.ConsentState;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import java.util.Objects;
import java.util.Optional;

/**
 * Whose a memory is and who else may see it.
 *
 * @param scope where it belongs ({@code user:alice}, {@code household}, {@code room:kitchen}, …)
 * @param owner the member who owns it (empty for household-owned memories, such as imports)
 * @param about the member it is about, when that is not the owner
 * @param consent whether it may be shown to others in its scope
 */
public record MemoryOwnership(Scope scope, Optional<MemberId> owner, Optional<MemberId> about, ConsentState consent) {
    public MemoryOwnership {
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(about, "about");
        Objects.requireNonNull(consent, "consent");
    }
}
