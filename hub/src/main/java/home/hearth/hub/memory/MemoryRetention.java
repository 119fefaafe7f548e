package home.hearth.hub.memory;

import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.MemoryKind;
import java.time.Duration;
import java.util.Optional;

/**
 * How long memories are kept and how fast they fade (the policies module's retention rules).
 */
public interface MemoryRetention {
    /** How long a memory of this kind in this scope type is kept after it was written; empty = until deleted. */
    Optional<Duration> keepFor(MemoryKind kind, ScopeType scope);

    /** λ per day: strength falls as s·e^(−λ·days). Zero means no decay. */
    double decayPerDay(MemoryKind kind);
}
