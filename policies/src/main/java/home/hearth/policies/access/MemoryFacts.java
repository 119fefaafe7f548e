package home.hearth.policies.access;

import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import java.util.Objects;
import java.util.Optional;

/**
 * What visibility needs to know about one stored memory (no content).
 *
 * @param scope where it is kept
 * @param owner who created it (empty for the hub's own, e.g. a tool's maintenance record)
 * @param sensitive health, beliefs and the like: never visible beyond the owner
 * @param sharing the owner's consent to share it in a shared scope
 * @param about the member it is about, when not the owner
 * @param aboutConsent that member's consent to others seeing it
 */
public record MemoryFacts(
        Scope scope, Optional<MemberId> owner, boolean sensitive, ConsentState sharing, Optional<MemberId> about, ConsentState aboutConsent) {
    public MemoryFacts {
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(sharing, "sharing");
        Objects.requireNonNull(about, "about");
        Objects.requireNonNull(aboutConsent, "aboutConsent");
    }

    /** A memory about nobody else. */
    public static MemoryFacts of(Scope scope, MemberId owner, boolean sensitive, ConsentState sharing) {
        return new MemoryFacts(scope, Optional.of(owner), sensitive, sharing, Optional.empty(), ConsentState.NOT_NEEDED);
    }
}
