package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.Turn;
import home.hearth.hub.conversation.sessions.Session;
import home.hearth.hub.conversation.sessions.SessionStore;
import home.hearth.hub.conversation.sessions.SessionSummaries;
import home.hearth.policies.Principal;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The sessions turns belong to, kept in the encrypted database: a turn without a session id
 * continues its owner's latest session in that room when its last turn was less than
 * {@link #CONTINUITY} ago, and starts a new one otherwise. A session id of somebody else's session
 * is treated as unknown, never confirmed. Open yes/no questions live only in memory.
 * Speakers the hub is not sure of share their room's session, which continues only while its last turn
 * is less than {@link #ROOM_CONTINUITY} ago: what whoever is in the room could just have heard. Longer,
 * and a member the hub was unsure of (a cold, a noisy room) would have her words carried into the
 * prompt of the next unknown speaker there, hours later.
 */
public final class Sessions {
    static final Duration CONTINUITY = Duration.ofHours(12);
    static final Duration ROOM_CONTINUITY = Duration.ofMinutes(2);
    private static final String ROOM_OWNER = "room:";
    private static final Logger LOG = LoggerFactory.getLogger(Sessions.class);
    private static final DateTimeFormatter TITLE = DateTimeFormatter.ofPattern("d MMM HH:mm", Locale.ENGLISH);
    private final SecureRandom random = new SecureRandom();
    /**
     * The sessions' in-memory state (open question, readings) with when a turn last used it. Kept while the session
     * can still go on ({@link #CONTINUITY}; its question and readings expire within minutes anyway), then dropped: a
     * room starts a new session after every pause, and these once stayed for as long as the hub ran.
     */
    private final Map<String, Live> live = new ConcurrentHashMap<>();

    private record Live(SessionState state, Instant usedAt) {}
    private final SessionStore store;
    private final SessionSummaries summaries;
    private final Clock clock;
    private final ZoneId zone;

    public Sessions(SessionStore store, SessionSummaries summaries, Clock clock, ZoneId zone) {
        this.store = store;
        this.summaries = summaries;
        this.clock = clock;
        this.zone = zone;
    }

    /** The turn's session, or empty when it names one that is not the principal's. */
    public Optional<SessionState> forTurn(Turn turn) {
        String owner = owner(turn.principal(), turn.room());
        if (turn.session().isPresent()) {
            return store.find(turn.session().get()).filter(s -> s.owner().equals(owner)).map(this::state);
        }
        synchronized (this) {
            Instant now = clock.instant();
            Duration continuity = isRoom(owner) ? ROOM_CONTINUITY : CONTINUITY;
            Session s = store.latest(owner, turn.room()).filter(l -> l.lastTurnAt().isAfter(now.minus(continuity)))
                    .orElseGet(() -> store.create(new Session(newId(), owner, turn.room(), title(turn.room(), now), now, now, 0)));
            return Optional.of(state(s));
        }
    }

    /** Keeps what was said and answered; a storage failure is logged, never the turn's failure. */
    public void record(SessionState session, String said, String reply) {
        try {
            store.append(session.id(), said, reply, clock.instant());
            if (!isRoom(session.owner())) { // a room's prompt never carries a summary (ContextAssembly)
                summaries.afterTurn(session.id());
            }
        } catch (RuntimeException e) {
            LOG.warn("Could not keep a turn of session {}: {}", session.id(), e.toString());
        }
    }

    /** How many sessions' states are held in memory (for the test of their bound). */
    int liveSessions() {
        return live.size();
    }

    private SessionState state(Session s) {
        Instant now = clock.instant();
        live.values().removeIf(l -> l.usedAt().isBefore(now.minus(CONTINUITY)));
        return live.compute(s.id(), (id, l) -> new Live(l == null ? new SessionState(id, s.owner(), s.room()) : l.state(), now))
                .state();
    }

    private String title(Optional<String> room, Instant now) {
        return room.map(r -> r.replace('-', ' ')).orElse("typed") + ", " + TITLE.format(now.atZone(zone));
    }

    /** A member's own sessions need a verified member; anybody less sure talks in the room's session. */
    /** Whether the session is a room's, shared by the speakers the hub is not sure of. */
    static boolean isRoom(String owner) {
        return owner.startsWith(ROOM_OWNER);
    }

    static String owner(Principal p, Optional<String> room) {
        return p.isVerified() ? p.member().map(m -> "member:" + m.value()).orElseThrow() : ROOM_OWNER + room.orElse("");
    }

    private String newId() {
        byte[] b = new byte[12];
        random.nextBytes(b);
        return "s-" + HexFormat.of().formatHex(b);
    }
}
