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
 * only she turns her setting on (for a child, only her guardian); she, her guardian or the household admin turns it
 * off; and an event goes out only for a voice verified as hers while the setting is on — at most one per room in
 * {@link #QUIET}, but at once when she is heard in another room than her last event's.
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
     * Whether {@code who} may turn {@code whose} presence setting {@code on} or off. An adult decides her own, either
     * way. For a child ({@code guardian} present) the consent is her guardian's: he may turn it on or off, and she may
     * only turn it off, since stopping the events never needs anyone's consent. The household admin may turn it off for
     * anybody, as the household's way to stop telling automations where a member is, but never on: that consent is
     * the member's (or her guardian's), which nobody gives for them.
     *
     * @param guardian the guardian of {@code whose} when she is a child, as the member list says now; empty otherwise
     */
    public static Decision mayChange(Principal who, MemberId whose, Optional<MemberId> guardian, boolean on) {
        if (guardian.filter(who::isVerifiedAs).isPresent()) {
            return Decision.allow("a child's guardian decides her presence setting");
        }
        String onlyTheyTurnItOn = guardian.map(g -> "Only " + g + ", " + whose + "'s guardian, can let automations know"
                + " where the hub recognises " + whose + "'s voice;")
                .orElse("Only " + whose + " can let automations know where the hub recognises their voice;");
        if (who.isVerifiedAs(whose) && guardian.isEmpty()) {
            return Decision.allow("a member decides her own presence setting");
        }
        if (who.isVerifiedAs(whose)) {
            return on ? Decision.deny(onlyTheyTurnItOn + " " + whose + " can only turn it off.")
                    : Decision.allow("a child may always stop her own presence events");
        }
        boolean admin = who.role() == Role.ADMIN && who.isVerified();
        if (admin && !on) {
            return Decision.allow("the household admin may stop presence events for any member");
        }
        if (admin) {
            return Decision.deny(onlyTheyTurnItOn + " the household admin can only turn it off.");
        }
        return Decision.deny("Only " + whose + guardian.map(g -> " or " + g + ", " + whose + "'s guardian,").orElse("")
                + " can change whether automations are told where the hub recognises "
                + (guardian.isPresent() ? whose + "'s" : "their") + " voice.");
    }

    /**
     * Whether {@code who} may read {@code whose} presence setting: she herself and, for a child, her guardian (who
     * decides it). Not the admin, who may only turn it off: where a member is is not the household's to watch.
     */
    public static boolean maySee(Principal who, MemberId whose, Optional<MemberId> guardian) {
        return who.isVerifiedAs(whose) || guardian.filter(who::isVerifiedAs).isPresent();
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
