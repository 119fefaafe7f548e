package home.hearth.hub.conversation.internal;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/** The latest tool evidence of one session (at most {@link #KEPT}), newest last. Kept in memory only. */
public final class EvidenceLog {
    static final int KEPT = 5;
    private final Deque<ToolEvidence> kept = new ArrayDeque<>();

    public synchronized void add(ToolEvidence e) {
        kept.removeIf(old -> old.tool().equals(e.tool()) && old.arguments().equals(e.arguments()));
        kept.addLast(e);
        while (kept.size() > KEPT) {
            kept.removeFirst();
        }
    }

    /** The newest evidence, valid or not. */
    public synchronized Optional<ToolEvidence> latest() {
        return Optional.ofNullable(kept.peekLast());
    }

    /** Evidence still valid at {@code now}, oldest first. */
    public synchronized List<ToolEvidence> validAt(Instant now) {
        return kept.stream().filter(e -> e.validAt(now)).toList();
    }
}
