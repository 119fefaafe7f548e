package home.hearth.policies.config;

import java.util.Objects;

/**
 * Consent and precedence.
 *
 * @param sharedNeedsOwnerConsent a memory in a shared scope is visible to others only once its owner consented
 * @param aboutMemberNeedsConsent a memory about another member is visible to others only once that member consented
 * @param precedence who wins when wishes collide
 */
public record ConsentRules(boolean sharedNeedsOwnerConsent, boolean aboutMemberNeedsConsent, PrecedenceRules precedence) {
    public ConsentRules {
        Objects.requireNonNull(precedence, "precedence");
    }
}
