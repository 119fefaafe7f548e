package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.Turn;
import home.hearth.policies.Principal;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The open sessions: one current session per (room, member), found again by id when a client sends
 * it back. A session id of somebody else's session is treated as unknown, never confirmed.
 */
public final class Sessions {
    private final SecureRandom random = new SecureRandom();
    private final Map<String, SessionState> byId = new ConcurrentHashMap<>();
    private final Map<String, String> current = new ConcurrentHashMap<>();

    /** The turn's session, or empty when it names one that is not the principal's. */
    public Optional<SessionState> forTurn(Turn turn) {
        String owner = owner(turn.principal(), turn.room());
        if (turn.session().isPresent()) {
            return Optional.ofNullable(byId.get(turn.session().get())).filter(s -> s.owner().equals(owner));
        }
        String key = turn.room().orElse("") + "|" + owner;
        String id = current.computeIfAbsent(key, k -> {
            SessionState s = new SessionState(newId(), owner, turn.room());
            byId.put(s.id(), s);
            return s.id();
        });
        return Optional.of(byId.get(id));
    }

    static String owner(Principal p, Optional<String> room) {
        return p.member().map(m -> "member:" + m).orElse("room:" + room.orElse(""));
    }

    private String newId() {
        byte[] b = new byte[12];
        random.nextBytes(b);
        return "s-" + HexFormat.of().formatHex(b);
    }
}
