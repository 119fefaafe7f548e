package home.hearth.hub.memory.values;

import home.hearth.hub.memory.search.Validity;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a memory is in its life.
 *
 * @param status active, pending, superseded, expired or deleted
 * @param version 1 for a new memory, +1 on every change (older values are in its versions)
 * @param validity when (and in which contexts) it may be used for answers
 * @param session the session a working memory belongs to
 * @param expiresAt when a working memory ends (its TTL)
 * @param supersededBy the memory that replaced this one
 */
public record MemoryLifecycle(
        MemoryStatus status,
        int version,
        Validity validity,
        Optional<String> session,
        Optional<Instant> expiresAt,
        Optional<String> supersededBy) {
    public MemoryLifecycle {
        Objects.requireNonNull(status, "status");
        if (version < 1) {
            throw new IllegalArgumentException("a memory version starts at 1, got: " + version);
        }
        Objects.requireNonNull(validity, "validity");
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(expiresAt, "expiresAt");
        Objects.requireNonNull(supersededBy, "supersededBy");
    }

    /** The same life, one version on: a change that keeps status, validity and expiry. */
    public MemoryLifecycle nextVersion() {
        return new MemoryLifecycle(status, version + 1, validity, session, expiresAt, supersededBy);
    }
}
