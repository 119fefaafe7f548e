package home.hearth.policies.memory.internal;

import home.hearth.policies.memory.NormalisedFact;
import java.util.Optional;

/** A structured value after validation: the normalised fact, or a problem a person can act on. */
public record FactCheck(Optional<NormalisedFact> fact, String problem) {
    static FactCheck ok(NormalisedFact fact) {
        return new FactCheck(Optional.of(fact), "");
    }

    static FactCheck problem(String problem) {
        return new FactCheck(Optional.empty(), problem);
    }
}
