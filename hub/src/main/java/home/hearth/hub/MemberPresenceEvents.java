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
 *
 * <p>The rule is decided on her entry and the event is published after no lock is held (a publish takes the
 * publisher's shared monitor and Paho's queue; other rooms hearing her, and whatever else shares the map's bin, must not
 * wait behind that). A
 * decision counts only if it replaces the very entry it read ({@code replace(key, old, new)}; otherwise it is made
 * again), and it records the event as sent before publishing, so a second recognition in that room meanwhile is
 * inside the minute. A publish that fails puts her previous event back, unless a newer one has replaced it since.
 */
final class MemberPresenceEvents implements VoiceRecognitions {
    private final PresenceSetting setting;
    private final Publisher events;
    private final Clock clock;
    private final Map<MemberId, Sent> last = new ConcurrentHashMap<>();

    MemberPresenceEvents(PresenceSetting setting, HubEvents events, Clock clock) {
        this(setting, events::memberRecognised, clock);
    }

    /** @param events publishes an event the rule allowed; false when it was not sent (the broker is away) */
    MemberPresenceEvents(PresenceSetting setting, Publisher events, Clock clock) {
        this.setting = setting;
        this.events = events;
        this.clock = clock;
    }

    /** {@link HubEvents#memberRecognised}: a seam, since it reaches the broker. */
    interface Publisher {
        boolean memberRecognised(MemberId member, String room, Decision policy);
    }

    @Override
    public void verified(MemberId member, String room) {
        Instant stale = clock.instant().minus(PresenceRule.QUIET);
        last.values().removeIf(s -> !s.event().at().isAfter(stale));
        if (!setting.isOn(member)) {
            last.remove(member);
            return;
        }
        while (true) {
            Sent previous = last.get(member);
            Instant now = clock.instant();
            Decision d = PresenceRule.mayPublish(IdentityLevel.VERIFIED, true, room,
                    Optional.ofNullable(previous).map(Sent::event), now);
            if (!d.allowed()) {
                return;
            }
            Sent mine = new Sent(new PresenceRule.LastEvent(room, now));
            // One claim per decision: two rooms hearing her at once cannot both pass the minute's rule on one entry.
            if (previous == null ? last.putIfAbsent(member, mine) == null : last.replace(member, previous, mine)) {
                publish(member, room, d, previous, mine);
                return;
            }
            // another recognition changed her entry between reading it and claiming it: decide again on the new one
        }
    }

    /** Outside any lock. Not sent: her entry goes back, unless a newer one replaced it. */
    private void publish(MemberId member, String room, Decision d, Sent previous, Sent mine) {
        if (events.memberRecognised(member, room, d)) {
            return;
        }
        if (previous == null) {
            last.remove(member, mine);
        } else {
            last.replace(member, mine, previous);
        }
    }

    /** Her last event; compared by identity, so a failed publish takes back its own entry and nobody else's. */
    private static final class Sent {
        private final PresenceRule.LastEvent event;

        Sent(PresenceRule.LastEvent event) {
            this.event = event;
        }

        PresenceRule.LastEvent event() {
            return event;
        }
    }
}
