package home.hearth.policies.memory;

import home.hearth.policies.MemberId;
import home.hearth.policies.ScopeType;
import java.util.Optional;
import java.util.Set;

/**
 * Which memories a principal may read, as the memory index applies it <em>inside</em> its
 * queries: the user-scope memories of {@code ownMemoriesOf} (all of them, sensitive included),
 * plus shared memories whose scope type is in {@code sharedScopes} and that are shared with
 * consent and not sensitive.
 */
public record ReadAccess(Optional<MemberId> ownMemoriesOf, Set<ScopeType> sharedScopes) {
    public ReadAccess {
        sharedScopes = Set.copyOf(sharedScopes);
        if (sharedScopes.contains(ScopeType.USER)) {
            throw new IllegalArgumentException("USER is never a shared scope");
        }
    }

    public static ReadAccess nothing() {
        return new ReadAccess(Optional.empty(), Set.of());
    }
}
