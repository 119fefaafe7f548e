package home.hearth.policies.config;

import java.util.Set;

/**
 * Who wins when wishes collide.
 *
 * @param childMayOverride keys where a child's preference beats a guardian's rule
 * @param requestBeatsPreference whether the current explicit request wins over a stored preference
 * @param requestCannotOverrideRule keys where a household or guardian rule still wins over a request
 */
public record PrecedenceRules(Set<String> childMayOverride, boolean requestBeatsPreference, Set<String> requestCannotOverrideRule) {
    public PrecedenceRules {
        childMayOverride = Set.copyOf(childMayOverride);
        requestCannotOverrideRule = Set.copyOf(requestCannotOverrideRule);
    }
}
