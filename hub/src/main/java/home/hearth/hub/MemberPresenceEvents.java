package home.hearth.hub;

import home.hearth.devices.automations.HubEvents;
import home.hearth.hub.voice.VoiceRecognitions;
import home.hearth.policies.Decision;
import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.presence.PresenceRule;
import home.hearth.profiles.members.PresenceSetting;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Tells automations that the voice pipeline verified a member in a room
 * ({@code hub/v1/events/member.recognised/<room>/<member>}, {@code {member, room, at}}), when her own setting says so
 * at that moment ({@link PresenceSetting}, read at every recognition: turning it off stops the events at once) and
 * {@link PresenceRule} lets it (one event per member and room a minute; another room at once). It joins voice,
 * profiles and devices, so it lives beside the composition root. Only each member's last event is kept, in memory,
 * and only while it still counts: it is dropped when she is recognised with the setting off, and every entry older
 * than the minute goes at the next recognition of anybody (so a removed member's last room does not stay behind).
 */
final class MemberPresenceEvents implements VoiceRecognitions {
    private final PresenceSetting setting;
    private final HubEvents events;
    private final Clock clock;
    private final Map<MemberId, PresenceRule.LastEvent> last = new ConcurrentHashMap<>();

    MemberPresenceEvents(PresenceSetting setting, HubEvents events, Clock clock) {
        this.setting = setting;
        this.events = events;
        this.clock = clock;
    }

    @Override
    public void verified(MemberId member, String room) {
        Instant stale = clock.instant().minus(PresenceRule.QUIET);
        last.values().removeIf(e -> !e.at().isAfter(stale));
        if (!setting.isOn(member)) {
            last.remove(member);
            return;
        }
        // One decision at a time per member: two rooms hearing her at once cannot both pass the minute's rule.
        last.compute(member, (id, before) -> {
            Instant now = clock.instant();
            Decision d = PresenceRule.mayPublish(IdentityLevel.VERIFIED, true, room, Optional.ofNullable(before), now);
            return d.allowed() && events.memberRecognised(id, room, d) ? new PresenceRule.LastEvent(room, now) : before;
        });
    }
}
