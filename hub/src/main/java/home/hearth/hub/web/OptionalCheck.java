package home.hearth.hub.web;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * A {@code /health} check of a part the hub keeps running without (the language model): while it
 * names a problem the hub is {@code DEGRADED} (still 200, since everything else serves) and
 * {@code /health} lists the sentence under {@code problems}.
 *
 * @param problem one sentence saying what is wrong and what still works, or empty when all is well
 */
public record OptionalCheck(Supplier<Optional<String>> problem) implements BooleanSupplier {
    @Override
    public boolean getAsBoolean() {
        return problem.get().isEmpty();
    }
}
