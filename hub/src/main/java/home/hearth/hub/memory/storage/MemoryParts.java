package home.hearth.hub.memory.storage;

import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.MemoryIndex;
import home.hearth.policies.audit.AuditTrail;
import java.time.Clock;
import java.util.Objects;

/**
 * What every memory use case works with: the store and its usage counters, the derived index
 * and the embedder that feeds it, the audit trail, and the clock.
 */
public record MemoryParts(
        MemoryStore store, MemoryUsage usage, MemoryIndex index, Embedder embedder, AuditTrail audit, Clock clock) {
    public MemoryParts {
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(usage, "usage");
        Objects.requireNonNull(index, "index");
        Objects.requireNonNull(embedder, "embedder");
        Objects.requireNonNull(audit, "audit");
        Objects.requireNonNull(clock, "clock");
    }
}
