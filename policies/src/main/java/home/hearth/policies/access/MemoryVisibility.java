package home.hearth.policies.access;

import home.hearth.policies.Decision;
import home.hearth.policies.Principal;
import home.hearth.policies.ScopeType;
import home.hearth.policies.config.ConsentRules;
import home.hearth.policies.memory.ReadAccess;

/**
 * Whether one principal may read one memory — used by GET-by-id so that a memory the caller may
 * not see answers 404 exactly like a missing one. Consistent with {@link ReadAccessPolicy}: a user
 * scope is its verified owner's only; a shared memory needs a scope the reader may see, its owner's
 * consent to share, and — when it is about another member — that member's consent; sensitive
 * memories are their owner's only.
 */
public final class MemoryVisibility {
    private final ConsentRules rules;
    private final ReadAccessPolicy access = new ReadAccessPolicy();

    public MemoryVisibility(ConsentRules rules) {
        this.rules = rules;
    }

    public Decision canRead(Principal reader, MemoryFacts memory) {
        boolean isOwner = memory.owner().filter(reader::isVerifiedAs).isPresent();
        if (memory.scope().type() == ScopeType.USER) {
            return ownSpace(reader, memory);
        }
        ReadAccess readable = access.readAccess(reader);
        if (!readable.sharedScopes().contains(memory.scope().type())) {
            return Decision.deny("your access does not include " + memory.scope().type().wireName() + " memories");
        }
        if (isOwner) {
            return Decision.allow("you created it");
        }
        if (memory.sensitive()) {
            return Decision.deny("it is sensitive and only its owner may see it");
        }
        if (rules.sharedNeedsOwnerConsent() && !memory.sharing().permitsOthers()) {
            return Decision.deny("its owner has not agreed to share it");
        }
        boolean isAbout = memory.about().filter(reader::isVerifiedAs).isPresent();
        if (memory.about().isPresent() && !isAbout && rules.aboutMemberNeedsConsent() && !memory.aboutConsent().permitsOthers()) {
            return Decision.deny("the member it is about has not agreed to share it");
        }
        return Decision.allow("it is shared with consent");
    }

    private static Decision ownSpace(Principal reader, MemoryFacts memory) {
        boolean mine = reader.member().filter(reader::isVerifiedAs).map(m -> m.value().equals(memory.scope().id())).orElse(false);
        return mine ? Decision.allow("it is in your own space") : Decision.deny("it is in another member's private space");
    }
}
