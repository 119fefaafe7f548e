package home.hearth.policies.config;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A policy file that cannot be used, with every error found (not only the first). The hub refuses
 * to start with it, and an edit from the admin page is rejected while the old policy stays.
 */
public final class PolicyFileException extends RuntimeException {
    private final transient List<PolicyError> errors;

    public PolicyFileException(List<PolicyError> errors) {
        super(describe(errors));
        if (errors.isEmpty()) {
            throw new IllegalArgumentException("a PolicyFileException needs at least one error");
        }
        this.errors = List.copyOf(errors);
    }

    public List<PolicyError> errors() {
        return errors;
    }

    private static String describe(List<PolicyError> errors) {
        return errors.size() + " error" + (errors.size() == 1 ? "" : "s") + " in the policy:\n"
                + errors.stream().map(PolicyError::toString).collect(Collectors.joining("\n"));
    }
}
