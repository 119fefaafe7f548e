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
    /** When each pending message was heard (same order), so a "forget all" can drop what came before it. */
    private final List<Instant> heardAt = new ArrayList<>();
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
        heardAt.add(at);
        if (!reply.isBlank()) {
            pending.add(ExtractionTurn.hearth(reply));
            heardAt.add(at);
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
        heardAt.clear();
        return batch;
    }

    /** Drops, unread, the messages heard at or before {@code until} (the member forgot all their memories then). */
    synchronized void dropHeardUntil(Instant until) {
        for (int i = pending.size() - 1; i >= 0; i--) {
            if (!heardAt.get(i).isAfter(until)) {
                pending.remove(i);
                heardAt.remove(i);
            }
        }
    }

    /** Ends it and takes what is left. */
    synchronized List<ExtractionTurn> end() {
        ended = true;
        return take();
    }
}
