package home.hearth.hub.conversation.learning;

import java.util.concurrent.atomic.LongAdder;

/**
 * What memory extraction and consolidation came to, for {@code /metrics}: counts only, never what
 * was said or proposed.
 */
public final class LearningStats {
    final LongAdder runs = new LongAdder();
    final LongAdder candidates = new LongAdder();
    final LongAdder stored = new LongAdder();
    final LongAdder asked = new LongAdder();
    final LongAdder refused = new LongAdder();
    final LongAdder failed = new LongAdder();
    final LongAdder forgotten = new LongAdder();
    final LongAdder consolidations = new LongAdder();
    final LongAdder consolidationsSkipped = new LongAdder();

    /** Batches sent to the model. */
    public long runs() {
        return runs.sum();
    }

    /** Candidates the model proposed that held up in the reader (before the entry gate). */
    public long candidates() {
        return candidates.sum();
    }

    /** Candidates the entry gate stored or reinforced. */
    public long stored() {
        return stored.sum();
    }

    /** Candidates waiting on their owner's yes (consent to share, a conflict to settle). */
    public long asked() {
        return asked.sum();
    }

    /** Candidates dropped unwritten: their member forgot all their memories while the model read the batch. */
    public long forgotten() {
        return forgotten.sum();
    }

    /** Candidates the entry gate refused (secrets, rules, ungrounded, …): counted, never stored. */
    public long refused() {
        return refused.sum();
    }

    /** Batches or consolidations the model could not answer; their messages are dropped, not retried. */
    public long failed() {
        return failed.sum();
    }

    /** Consolidated profiles written. */
    public long consolidations() {
        return consolidations.sum();
    }

    /**
     * Model answers that did not become a profile although the gate refused nothing: a blank answer,
     * one the gate took for a memory the member already has, or one that would need the member's yes.
     */
    public long consolidationsSkipped() {
        return consolidationsSkipped.sum();
    }
}
