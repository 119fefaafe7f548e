package home.hearth.policies.precedence;

/** Where a wish comes from, when two of them disagree about the same key. */
public enum ClaimKind {
    /** A guardian's rule for their child. Applies to children only. */
    GUARDIAN_RULE,
    /** A household rule set by an admin or adult. */
    HOUSEHOLD_RULE,
    /** A preference remembered earlier. */
    STORED_PREFERENCE,
    /** What someone asks for right now. */
    EXPLICIT_REQUEST;

    boolean isRule() {
        return this == GUARDIAN_RULE || this == HOUSEHOLD_RULE;
    }
}
