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
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells automations that the voice pipeline verified a member in a room
 * ({@code hub/v1/events/member.recognised/<room>/<member>}, {@code {member, room, at}}), when her own setting says so
 * at that moment ({@link PresenceSetting}, read at every decision: turning it off stops the events at once) and
 * {@link PresenceRule} lets it (one event per member and room a minute; another room at once). It joins voice,
 * profiles and devices, so it lives beside the composition root. Only each member's last event is kept, in memory,
 * and only while it still counts: it is dropped when she is recognised with the setting off, and every entry older
 * than the minute goes at the next decision (so a removed member's last room does not stay behind).
 *
 * <p>Recognitions are decided and published one at a time, in the order they were heard: otherwise her event for the
 * hall could reach automations before her earlier one for the kitchen, which then say she is in the kitchen. A
 * recognition only joins a queue; the thread that finds nobody working through it works through it, and every other
 * room thread goes on at once (none waits behind a publish). An event counts as her last only once it was sent, so a
 * recognition in the same room heard while a publish was on its way is decided after it: inside the minute if it
 * went out, published in its place if it did not.
 */
final class MemberPresenceEvents implements VoiceRecognitions {
    private static final Logger LOG = LoggerFactory.getLogger(MemberPresenceEvents.class);
    private final PresenceSetting setting;
    private final Publisher events;
    private final Clock clock;
    private final Queue<Heard> heard = new ConcurrentLinkedQueue<>();
    /** Held by the one thread working through {@link #heard}; it alone reads and writes {@link #last}. */
    private final AtomicBoolean deciding = new AtomicBoolean();
    private final Map<MemberId, PresenceRule.LastEvent> last = new HashMap<>();

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

    private record Heard(MemberId member, String room) {}

    @Override
    public void verified(MemberId member, String room) {
        heard.add(new Heard(member, room));
        // Looks again after letting go: a recognition queued while this thread was finishing is not left behind.
        while (!heard.isEmpty() && deciding.compareAndSet(false, true)) {
            try {
                for (Heard h = heard.poll(); h != null; h = heard.poll()) {
                    decideAndPublish(h);
                }
            } finally {
                deciding.set(false);
            }
        }
    }

    private void decideAndPublish(Heard h) {
        try {
            Instant now = clock.instant();
            last.values().removeIf(e -> !e.at().isAfter(now.minus(PresenceRule.QUIET)));
            if (!setting.isOn(h.member())) {
                last.remove(h.member());
                return;
            }
            Decision d = PresenceRule.mayPublish(IdentityLevel.VERIFIED, true, h.room(),
                    Optional.ofNullable(last.get(h.member())), now);
            if (d.allowed() && events.memberRecognised(h.member(), h.room(), d)) {
                last.put(h.member(), new PresenceRule.LastEvent(h.room(), now));
            }
        } catch (RuntimeException e) { // the class only, as the pipeline logs it: the news is who was where
            LOG.warn("A presence event for room {} could not be decided ({})", h.room(), e.getClass().getName());
        }
    }
}
