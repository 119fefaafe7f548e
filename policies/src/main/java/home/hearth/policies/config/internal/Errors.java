package home.hearth.policies.config.internal;

import home.hearth.policies.config.PolicyError;
import java.util.ArrayList;
import java.util.List;

/** Collects every error of a parse so the householder sees them all at once. */
public final class Errors {
    private final List<PolicyError> list = new ArrayList<>();

    public void add(PolicyNode at, String path, String message) {
        list.add(new PolicyError(at.file(), at.line(), path, message));
    }

    public void add(String file, int line, String path, String message) {
        list.add(new PolicyError(file, line, path, message));
    }

    public void addAll(List<PolicyError> errors) {
        list.addAll(errors);
    }

    public boolean isEmpty() {
        return list.isEmpty();
    }

    public List<PolicyError> list() {
        return List.copyOf(list);
    }

    /** A working list for readers that append directly (YAML syntax errors). */
    public List<PolicyError> sink() {
        return list;
    }
}
