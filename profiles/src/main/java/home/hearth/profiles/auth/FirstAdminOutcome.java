package home.hearth.profiles.auth;

import home.hearth.policies.MemberId;

/** What {@link FirstAdmin#ensure} did at start. */
public sealed interface FirstAdminOutcome {
    /** An admin with a password exists already: nothing to do. */
    record AlreadyConfigured() implements FirstAdminOutcome {}

    /** The admin's password was set from {@code HEARTH_ADMIN_PASSWORD}. */
    record PasswordFromEnvironment(MemberId admin) implements FirstAdminOutcome {}

    /**
     * No password was given: {@code code} can be redeemed once to set the admin's password. The hub
     * logs it once at start; {@link #toString()} hides it so it never reaches other logs.
     */
    record SetupCodeIssued(MemberId admin, String code) implements FirstAdminOutcome {
        @Override
        public String toString() {
            return "SetupCodeIssued[admin=" + admin + ", code=<hidden>]";
        }
    }
}
