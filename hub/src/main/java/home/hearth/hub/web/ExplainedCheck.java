package home.hearth.hub.web;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * A {@code /health} check that says what is wrong in one sentence, listed under {@code problems}.
 * An essential one that fails makes the hub {@code DOWN} (503); an optional one (a part the hub keeps
 * running without, like the language model) makes it {@code DEGRADED}, still 200, since everything
 * else serves.
 *
 * @param problem one sentence saying what is wrong and what still works, or empty when all is well
 * @param essential whether the hub is DOWN while it fails
 */
public record ExplainedCheck(Supplier<Optional<String>> problem, boolean essential) implements BooleanSupplier {
    public static ExplainedCheck optional(Supplier<Optional<String>> problem) {
        return new ExplainedCheck(problem, false);
    }

    public static ExplainedCheck essential(Supplier<Optional<String>> problem) {
        return new ExplainedCheck(problem, true);
    }

    @Override
    public boolean getAsBoolean() {
        return problem.get().isEmpty();
    }
}
