package home.hearth.policies.memory.internal;

import home.hearth.policies.memory.GateDecision.Refuse;
import home.hearth.policies.memory.NormalisedFact;
import java.util.Optional;

/** The allowlist step's outcome: a category and (for a structured memory) its normalised fact, or a refusal. */
public record Typed(String category, Optional<NormalisedFact> fact, Optional<Refuse> refusal) {
    static Typed refused(Refuse refusal) {
        return new Typed("", Optional.empty(), Optional.of(refusal));
    }
}
