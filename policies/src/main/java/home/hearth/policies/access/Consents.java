package home.hearth.policies.access;

import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Scope;
import home.hearth.policies.config.ConsentRules;
import home.hearth.policies.memory.MemorySource;
import java.util.Optional;

/**
 * Consent states for new memories, and who may change them: the owner decides about sharing; the
 * member a memory is about decides about others seeing it.
 */
public final class Consents {
    private final ConsentRules rules;

    public Consents(ConsentRules rules) {
        this.rules = rules;
    }

    /**
     * The sharing state of a new memory. A create by the owner in a shared scope (page, API, or a
     * yes) is itself the consent to share; an unconfirmed inferred one waits.
     */
    public ConsentState initialSharing(Scope scope, MemorySource source, boolean confirmed) {
        if (!scope.isShared() || !rules.sharedNeedsOwnerConsent()) {
            return ConsentState.NOT_NEEDED;
        }
        return switch (source) {
            case EXPLICIT, CONFIRMED, INFERRED -> confirmed ? ConsentState.GRANTED : ConsentState.PENDING;
            case IMPORT, TOOL -> ConsentState.GRANTED;
        };
    }

    /** The state for a memory about {@code about}, written by {@code owner}. */
    public ConsentState initialAbout(Optional<MemberId> about, MemberId owner) {
        if (about.isEmpty() || about.get().equals(owner) || !rules.aboutMemberNeedsConsent()) {
            return ConsentState.NOT_NEEDED;
        }
        return ConsentState.PENDING;
    }

    /** Only the verified owner grants or withdraws sharing. */
    public Decision maySetSharing(Principal who, MemoryFacts memory) {
        return memory.owner().filter(who::isVerifiedAs).isPresent()
                ? Decision.allow("you own this memory")
                : Decision.deny("only the memory's owner can decide whether it is shared");
    }

    /** Only the verified member a memory is about grants or withdraws their consent. */
    public Decision maySetAboutConsent(Principal who, MemoryFacts memory) {
        return memory.about().filter(who::isVerifiedAs).isPresent()
                ? Decision.allow("this memory is about you")
                : Decision.deny("only the member this memory is about can give that consent");
    }
}
