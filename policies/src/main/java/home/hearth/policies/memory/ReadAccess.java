package home.hearth.policies.memory;

import home.hearth.policies.MemberId;
import home.hearth.policies.ScopeType;
import java.util.Optional;
import java.util.Set;

/**
 * Which memories a principal may read. The rule itself is
 * {@link home.hearth.policies.access.MemoryVisibility#canRead(ReadAccess, home.hearth.policies.access.MemoryFacts)};
 * the memory store's SQL condition and the index's query filter are compiled from these same
 * fields, and one table-driven test in the hub checks every encoding against that rule.
 *
 * @param ownMemoriesOf the member whose own memories (any scope, sensitive included) the reader sees
 * @param sharedScopes the scope types of other members' shared memories the reader may see
 * @param ownerConsentRequired whether another member's shared memory needs its owner's consent
 *     ({@code consent.shared_scopes_need_owner_consent})
 * @param aboutConsentRequired whether a memory about a third member needs that member's consent
 *     ({@code consent.memory_about_member_needs_their_consent})
 */
public record ReadAccess(
        Optional<MemberId> ownMemoriesOf, Set<ScopeType> sharedScopes, boolean ownerConsentRequired, boolean aboutConsentRequired) {
    public ReadAccess {
        sharedScopes = Set.copyOf(sharedScopes);
        if (sharedScopes.contains(ScopeType.USER)) {
            throw new IllegalArgumentException("USER is never a shared scope");
        }
    }

    /** Both consents required, as the shipped policy has it. */
    public ReadAccess(Optional<MemberId> ownMemoriesOf, Set<ScopeType> sharedScopes) {
        this(ownMemoriesOf, sharedScopes, true, true);
    }

    public static ReadAccess nothing() {
        return new ReadAccess(Optional.empty(), Set.of());
    }

    /** The same reader and consent rules, narrowed to the given shared scope types. */
    public ReadAccess withSharedScopes(Set<ScopeType> scopes) {
        return new ReadAccess(ownMemoriesOf, scopes, ownerConsentRequired, aboutConsentRequired);
    }
}
