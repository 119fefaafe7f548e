package home.hearth.hub.conversation.internal;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One conversation session as the turns see it: who it belongs to, the question still open and the
 * tool evidence (live readings) a follow-up may reuse.
 * Turns of one session run one after another, so the open question needs no further locking.
 *
 * @param owner the member id, or {@code room:<id>} for speakers the hub does not know
 */
public record SessionState(String id, String owner, Optional<String> room, AtomicReference<Pending> pending,
        EvidenceLog evidence) {
    public SessionState(String id, String owner, Optional<String> room) {
        this(id, owner, room, new AtomicReference<>(), new EvidenceLog());
    }

    /** Takes the open question (leaving none). */
    public Optional<Pending> takePending() {
        return Optional.ofNullable(pending.getAndSet(null));
    }

    public void ask(Pending question) {
        pending.set(question);
    }
}
