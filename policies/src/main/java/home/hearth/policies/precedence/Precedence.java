package home.hearth.policies.precedence;

import home.hearth.policies.Role;
import home.hearth.policies.config.PrecedenceRules;
import java.util.Optional;

/**
 * Who wins when two wishes about the same key disagree:
 * <ul>
 *   <li>a guardian's rule wins over a child's preference or request, unless the policy lets
 *       children choose that key ({@code precedence.child_may_override}); it does not bind adults;
 *   <li>a household rule wins over stored preferences, and over a child's request unless allowed;
 *       an adult's explicit request wins over it unless the key is in
 *       {@code precedence.request_cannot_override_rule};
 *   <li>the current explicit request wins over a stored preference when
 *       {@code precedence.request_beats_preference} is true;
 *   <li>a guardian's rule wins over a household rule (it is the more specific one);
 *   <li>two wishes of the same kind: the first one given stands.
 * </ul>
 */
public final class Precedence {
    private final PrecedenceRules rules;

    public Precedence(PrecedenceRules rules) {
        this.rules = rules;
    }

    public Resolution resolve(Claim first, Claim second) {
        if (!first.key().equals(second.key())) {
            throw new IllegalArgumentException(
                    "precedence compares wishes about one key, got " + first.key() + " and " + second.key());
        }
        if (first.kind() == second.kind()) {
            return new Resolution(first, "both have the same standing, so the first one stands");
        }
        if (first.kind().isRule() && second.kind().isRule()) {
            Claim guardian = first.kind() == ClaimKind.GUARDIAN_RULE ? first : second;
            return new Resolution(guardian, "a guardian's rule is more specific than a household rule");
        }
        if (first.kind().isRule() || second.kind().isRule()) {
            return first.kind().isRule() ? ruleAgainst(first, second) : ruleAgainst(second, first);
        }
        Claim request = first.kind() == ClaimKind.EXPLICIT_REQUEST ? first : second;
        Claim stored = request == first ? second : first;
        return rules.requestBeatsPreference()
                ? new Resolution(request, "what you ask for now wins over a stored preference")
                : new Resolution(stored, "this household keeps stored preferences over requests");
    }

    private Resolution ruleAgainst(Claim rule, Claim wish) {
        boolean childMay = rules.childMayOverride().contains(rule.key());
        if (rule.kind() == ClaimKind.GUARDIAN_RULE && wish.role() != Role.CHILD) {
            return new Resolution(wish, "a guardian's rule applies to children only");
        }
        if (wish.role() == Role.CHILD) {
            return childMay
                    ? new Resolution(wish, "the household lets children choose " + label(rule))
                    : new Resolution(rule, "a guardian's or household rule wins over a child's wish for " + label(rule));
        }
        return requestOverride(rule, wish).orElse(new Resolution(rule, "a household rule wins over a stored preference"));
    }

    private Optional<Resolution> requestOverride(Claim rule, Claim wish) {
        if (wish.kind() != ClaimKind.EXPLICIT_REQUEST) {
            return Optional.empty();
        }
        return Optional.of(rules.requestCannotOverrideRule().contains(rule.key())
                ? new Resolution(rule, "the household rule for " + label(rule) + " cannot be overridden by a request")
                : new Resolution(wish, "what you ask for now wins over the household rule"));
    }

    private static String label(Claim c) {
        return c.key().replace('_', ' ');
    }
}
