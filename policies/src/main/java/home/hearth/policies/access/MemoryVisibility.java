package home.hearth.policies.access;

import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.config.ConsentRules;
import home.hearth.policies.memory.ReadAccess;
import java.util.Optional;

/**
 * The one rule of who may read a memory. Every door asks it or applies an encoding of it: GET by
 * id and the search results check it per memory; the memory store's SQL condition and the index's
 * query filter are compiled from the same {@link ReadAccess} fields, and the hub's
 * {@code AccessRuleTableTest} runs every combination through all of them.
 *
 * <p>A reader sees every memory they own (sensitive and unshared included). Another member's (or
 * the household's) memory needs a shared scope type the reader may see, must not be sensitive,
 * needs its owner's consent when the policy asks for it, and — when it is about a third member —
 * that member's consent when the policy asks for it. A memory about the reader needs no consent
 * of the reader.
 */
public final class MemoryVisibility {
    private final ReadAccessPolicy access;

    public MemoryVisibility(ConsentRules rules) {
        this.access = new ReadAccessPolicy(rules);
    }

    public Decision canRead(Principal reader, MemoryFacts memory) {
        return canRead(access.readAccess(reader), memory);
    }

    public static Decision canRead(ReadAccess reader, MemoryFacts memory) {
        Optional<MemberId> me = reader.ownMemoriesOf();
        if (me.isPresent() && memory.owner().equals(me)) {
            return Decision.allow(memory.scope().isShared() ? "you created it" : "it is in your own space");
        }
        if (!memory.scope().isShared()) {
            return Decision.deny("it is in another member's private space");
        }
        if (!reader.sharedScopes().contains(memory.scope().type())) {
            return Decision.deny("your access does not include " + memory.scope().type().wireName() + " memories");
        }
        if (memory.sensitive()) {
            return Decision.deny("it is sensitive and only its owner may see it");
        }
        if (reader.ownerConsentRequired() && !memory.sharing().permitsOthers()) {
            return Decision.deny("its owner has not agreed to share it");
        }
        boolean aboutReader = me.isPresent() && memory.about().equals(me);
        if (memory.about().isPresent() && !aboutReader && reader.aboutConsentRequired() && !memory.aboutConsent().permitsOthers()) {
            return Decision.deny("the member it is about has not agreed to share it");
        }
        return Decision.allow("it is shared with consent");
    }
}
