package home.hearth.hub.memory.persistence;

import home.hearth.hub.memory.changes.MemoryChange.Change;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.DeletionCause;
import home.hearth.policies.memory.MemoryKind;
import java.util.Set;

/**
 * The summaries resting on a memory that goes (deleted, or ended by retention): a consolidated
 * profile holds what its sources said, and the prompt carries the profile, so a memory erased or
 * expired must not live on there. They are deleted for real with it, in its transaction, each with
 * its own audit line; the next consolidation makes a profile again from what is left.
 */
public final class RestingSummaries {
    private RestingSummaries() {}

    /** Inside the caller's transaction, before {@code id} goes: deletes what rests on it; returns their ids. */
    public static Set<String> deleteWithin(MemoryBackends backends, String id, String actor) {
        Set<String> resting = backends.store().summariesResting(id);
        for (String s : resting) {
            backends.store().delete(s);
            backends.audit().record(new AuditEvent(backends.clock().instant(), actor, "memory.delete", s, "ok",
                    DeletionCause.SOURCE_GONE.sentence()));
        }
        return resting;
    }

    /** After the transaction: the index, the usage counts and the listeners let go of them. */
    public static void forget(MemoryBackends backends, Set<String> summaries) {
        summaries.forEach(s -> backends.letGo(s, MemoryKind.SUMMARY, Change.DELETED));
    }
}
