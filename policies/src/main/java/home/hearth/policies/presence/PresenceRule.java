package home.hearth.policies.presence;

import home.hearth.policies.Decision;
import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Whether automations are told that the hub recognised a member's voice in a room
 * ({@code hub/v1/events/member.recognised/<room>/<member>}). Who is in which room is the member's own business:
 * only she turns her setting on or off, nobody else (not the admin either), and an event goes out only for a voice
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
     * Whether {@code who} may turn {@code whose} presence setting on or off: only she may, either way. Not the admin
     * either, not even to turn it off: the setting is her word, and an admin who wants an automation to stop hearing
     * of anybody's presence changes that client's ACL (the household policy's {@code mqtt.clients}) instead.
     */
    public static Decision mayChange(Principal who, MemberId whose) {
        if (who.isVerifiedAs(whose)) {
            return Decision.allow("a member decides her own presence setting");
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
