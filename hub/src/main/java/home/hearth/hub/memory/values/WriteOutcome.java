package home.hearth.hub.memory.values;

import home.hearth.policies.memory.GateStep;
import java.time.Instant;
import java.util.Optional;

/**
 * What became of a write after the entry gate. The REST layer maps these to 201, 201, 200,
 * 202 and 422.
 */
public sealed interface WriteOutcome {
    String reason();

    /** Stored as a new memory; {@code replaced} names the memory it superseded, whose history is kept. */
    record Stored(Memory memory, Optional<String> replaced, String reason) implements WriteOutcome {}

    /** A near-duplicate existed; that one was reinforced instead. */
    record Reinforced(Memory memory, String reason) implements WriteOutcome {}

    /** Waiting for the owner's yes: confirm with {@code id} before {@code expiresAt}. */
    record Pending(String id, String prompt, Instant expiresAt, String reason) implements WriteOutcome {}

    /** Not stored: the gate's step and why. */
    record Refused(GateStep step, String reason) implements WriteOutcome {}
}
