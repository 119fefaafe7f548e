package home.hearth.hub.memory.persistence;

import home.hearth.hub.memory.changes.MemoryChange.Change;
import home.hearth.hub.memory.changes.MemoryChanges;
import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.MemoryIndex;
import home.hearth.policies.audit.AuditTrail;
import home.hearth.policies.memory.MemoryKind;
import java.time.Clock;
import java.util.Objects;

/**
 * The back ends every memory use case (and the maintenance job) acts on, passed as one: the
 * encrypted store and its usage counters, the derived index and the embedder that feeds it, the
 * audit trail every change is recorded in (it only records), the listeners told of each committed
 * change, and the clock that stamps them (tests drive it).
 */
public record MemoryBackends(MemoryStore store, MemoryUsage usage, MemoryIndex index, Embedder embedder, AuditTrail audit,
        MemoryChanges changes, Clock clock) {
    /** Back ends whose changes nobody listens to. */
    public MemoryBackends(MemoryStore store, MemoryUsage usage, MemoryIndex index, Embedder embedder, AuditTrail audit,
            Clock clock) {
        this(store, usage, index, embedder, audit, MemoryChanges.NONE, clock);
    }

    public MemoryBackends {
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(usage, "usage");
        Objects.requireNonNull(index, "index");
        Objects.requireNonNull(embedder, "embedder");
        Objects.requireNonNull(audit, "audit");
        Objects.requireNonNull(changes, "changes");
        Objects.requireNonNull(clock, "clock");
    }

    /**
     * After the transaction that deleted or ended memory {@code id}: it leaves the index, its usage
     * counts are dropped, and the listeners hear {@code change}.
     */
    public void letGo(String id, MemoryKind kind, Change change) {
        index.delete(id);
        usage.forget(id);
        changes.committed(id, kind, change);
    }
}
