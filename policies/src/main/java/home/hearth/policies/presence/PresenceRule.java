package home.hearth.policies.presence;

import home.hearth.policies.Decision;
import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Whether automations are told that the hub recognised a member's voice in a room
 * ({@code hub/v1/events/member.recognised/<room>/<member>}). Who is in which room is the member's own business:
 * only she turns her setting on; she or the household admin turns it off; and an event goes out only for a voice
 * verified as hers while the setting is on — at most one per room in {@link #QUIET}, but at once when she is heard in
 * another room than her last event's.
 */
public final class PresenceRule {
    /** The shortest time between two events of one member in one room. */
    public static final Duration QUIET = Duration.ofSeconds(60);

    private PresenceRule() {}

    /** The member's last presence event. */
    public record LastEvent(String room, Instant at) {
        public LastEvent {
            Objects.requireNonNull(room, "room");
            Objects.requireNonNull(at, "at");
        }
    }

    /**
     * Whether {@code who} may turn {@code whose} presence setting {@code on} or off. She may, either way. The household
     * admin may turn it off for anybody, as the household's way to stop telling automations where a member is, but
     * never on: telling automations is the member's own consent, which nobody gives for her.
     */
    public static Decision mayChange(Principal who, MemberId whose, boolean on) {
        if (who.isVerifiedAs(whose)) {
            return Decision.allow("a member decides her own presence setting");
        }
        boolean admin = who.role() == Role.ADMIN && who.isVerified();
        if (admin && !on) {
            return Decision.allow("the household admin may stop presence events for any member");
        }
        if (admin) {
            return Decision.deny("Only " + whose + " can let automations know where the hub recognises their voice;"
                    + " the household admin can only turn it off.");
        }
        return Decision.deny("Only " + whose + " can change whether automations are told where the hub recognises"
                + " their voice.");
    }

    /**
     * @param level how sure the voice pipeline is of the speaker (only {@code VERIFIED} counts)
     * @param agreed the member's setting at this moment
     * @param last her last event, if any
     */
    public static Decision mayPublish(IdentityLevel level, boolean agreed, String room, Optional<LastEvent> last,
            Instant now) {
        if (level != IdentityLevel.VERIFIED) {
            return Decision.deny("the speaker is not verified");
        }
        if (!agreed) {
            return Decision.deny("the member has not let automations know where she is");
        }
        if (last.isPresent() && last.get().room().equals(room) && now.isBefore(last.get().at().plus(QUIET))) {
            return Decision.deny("an event for this member and room went out less than "
                    + QUIET.toSeconds() + " s ago");
        }
        return Decision.allow(last.filter(l -> !l.room().equals(room)).isPresent()
                ? "the member moved to another room" : "the member agreed");
    }
}
