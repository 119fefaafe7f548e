package home.hearth.hub.memory.search;

import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import java.util.Objects;
import java.util.Optional;

/**
 * The facts the authorisation filter reads inside the index.
 *
 * @param scope the memory's scope
 * @param owner the member who owns it (empty for household-owned memories)
 * @param sensitive health, religion and the like: only ever visible to the owner
 * @param shared whether the owner (and any member it is about) consented to share it in its scope
 */
public record MemoryAccess(Scope scope, Optional<MemberId> owner, boolean sensitive, boolean shared) {
    public MemoryAccess {
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(owner, "owner");
    }
}
