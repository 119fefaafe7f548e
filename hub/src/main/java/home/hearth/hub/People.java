package home.hearth.hub;

import home.hearth.policies.audit.AuditTrail;
import home.hearth.profiles.auth.ApiTokens;
import home.hearth.profiles.auth.Credentials;
import home.hearth.profiles.auth.FirstAdmin;
import home.hearth.profiles.auth.FirstAdminOutcome;
import home.hearth.profiles.auth.PasswordHasher;
import home.hearth.profiles.members.MemberDirectory;
import home.hearth.profiles.members.PresenceSetting;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.policies.MemberId;
import home.hearth.profiles.removal.MemberRemoval;
import home.hearth.profiles.removal.RemovalChoice;
import home.hearth.profiles.removal.SharedMemories;
import home.hearth.profiles.removal.PersonalDataEraser;
import home.hearth.profiles.voice.Voiceprints;
import java.time.Clock;
import java.util.Optional;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The profiles side of the running hub, built once by {@link HubWiring}. */
record People(
        MemberDirectory members, Credentials credentials, ApiTokens tokens, FirstAdmin firstAdmin, MemberRemoval removal,
        Voiceprints voiceprints, PresenceSetting presence) {
    private static final Logger LOG = LoggerFactory.getLogger(People.class);

    /** @param members the member list (the device side reads guardians from it before people are built) */
    static People create(DataSource ds, MemberDirectory members, PersonalDataEraser eraser, ContentCipher cipher,
            AuditTrail audit, Clock clock) {
        Credentials credentials = new Credentials(ds, members, new PasswordHasher(), clock);
        ApiTokens tokens = new ApiTokens(ds, members, clock);
        Voiceprints voiceprints = new Voiceprints(ds, new MemberVoiceprintSeal(cipher));
        MemberRemoval removal = new MemberRemoval(members, credentials, tokens, voiceprints, eraser, audit, clock);
        return new People(members, credentials, tokens, new FirstAdmin(ds, members, credentials, clock), removal, voiceprints,
                new PresenceSetting(ds));
    }

    /**
     * Removes again each member whose content key was destroyed but whose profile is back (an
     * older backup was restored): their content is unreadable already; this takes their password,
     * tokens and voiceprint too. A member the household rules keep (the last admin, a guardian)
     * is left and named in the log for the admin to remove (their voiceprint no longer opens, so
     * they are not verified by voice). Then seals voiceprints an older hub kept unsealed.
     */
    void finishErasures(ContentCipher cipher) {
        finishRemovals(cipher);
        // After the removals: an erased member's restored print is gone, not sealed again with a new key.
        int prints = voiceprints.sealAtRest();
        if (prints > 0) {
            LOG.info("Voiceprints: {} kept unsealed by an older hub sealed with their member's key, or unreadable ones"
                    + " removed", prints);
        }
    }

    private void finishRemovals(ContentCipher cipher) {
        for (String owner : cipher.erasedOwners()) {
            if (!owner.startsWith("member-")) {
                continue;
            }
            MemberId id = new MemberId(owner.substring("member-".length()));
            if (members.get(id).isPresent()) {
                try {
                    removal.remove(id, RemovalChoice.DELETE, SharedMemories.ERASE, "hub");
                    LOG.info("Member {} was erased before; the restored profile was removed again", id);
                } catch (RuntimeException e) {
                    LOG.warn("Member {} was erased before, but the restored profile stays: {} Remove them again.", id,
                            e.getMessage());
                }
            }
        }
    }

    /**
     * Makes sure the household has an admin: from {@code HEARTH_ADMIN_PASSWORD}, or a one-time
     * setup code logged once (the only secret ever logged, because it is how the owner gets in).
     */
    void ensureFirstAdmin(Optional<String> password) {
        switch (firstAdmin.ensure(password)) {
            case FirstAdminOutcome.AlreadyConfigured a -> LOG.debug("Household already has an admin");
            case FirstAdminOutcome.PasswordFromEnvironment p ->
                    LOG.info("First admin '{}' created with the password from HEARTH_ADMIN_PASSWORD", p.admin());
            case FirstAdminOutcome.SetupCodeIssued s -> LOG.warn("No admin yet. One-time setup code for '{}': {} (send it with a new password to"
                    + " POST /api/v1/auth/setup)", s.admin(), s.code());
        }
    }
}
