package home.hearth.hub.conversation.learning;

import home.hearth.hub.conversation.extraction.ExtractionTurn;
import home.hearth.policies.Principal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One session's messages not yet extracted, kept apart from the session's history: a batch takes
 * them out, so no message is extracted twice. Guarded by its own monitor (turn threads add, the
 * extraction thread takes). Once ended it takes no more; the next turn starts a new one.
 */
final class Heard {
    final String session;
    private final List<ExtractionTurn> pending = new ArrayList<>();
    private Principal principal;
    private Instant lastTurnAt;
    private boolean ended;

    Heard(String session, Principal principal, Instant at) {
        this.session = session;
        this.principal = principal;
        this.lastTurnAt = at;
    }

    /** Adds a turn; false when this one has ended (the caller starts a new one). */
    synchronized boolean add(Principal who, String said, String reply, Instant at) {
        if (ended) {
            return false;
        }
        principal = who;
        lastTurnAt = at;
        pending.add(ExtractionTurn.member(said));
        if (!reply.isBlank()) {
            pending.add(ExtractionTurn.hearth(reply));
        }
        return true;
    }

    synchronized int size() {
        return pending.size();
    }

    synchronized Instant lastTurnAt() {
        return lastTurnAt;
    }

    synchronized Principal principal() {
        return principal;
    }

    /** Takes every pending message out; the next batch starts after them. */
    synchronized List<ExtractionTurn> take() {
        List<ExtractionTurn> batch = List.copyOf(pending);
        pending.clear();
        return batch;
    }

    /** Ends it and takes what is left. */
    synchronized List<ExtractionTurn> end() {
        ended = true;
        return take();
    }
}
