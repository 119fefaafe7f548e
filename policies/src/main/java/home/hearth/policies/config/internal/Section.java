package home.hearth.policies.config.internal;

import home.hearth.policies.config.internal.PolicyNode.MapNode;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** A mapping being read at a dotted path; unknown and missing keys become errors. */
public final class Section {
    private final MapNode node;
    private final String path;
    private final Errors errors;
    /** Already reported as not a mapping: its missing keys are not reported again. */
    private final boolean broken;

    private Section(MapNode node, String path, Errors errors, boolean broken) {
        this.node = node;
        this.path = path;
        this.errors = errors;
        this.broken = broken;
    }

    /** The node as a section, or an empty one after reporting that a mapping was expected. */
    public static Section of(PolicyNode node, String path, String expected, Errors errors) {
        if (node instanceof MapNode map) {
            return new Section(map, path, errors, false);
        }
        errors.add(node, path, "expected " + expected + ", got " + node.describe());
        return new Section(new MapNode(node.file(), node.line(), Map.of(), Map.of()), path, errors, true);
    }

    public Errors errors() {
        return errors;
    }

    public String path(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    public Set<String> keys() {
        return node.fields().keySet();
    }

    /** Reports every key not in {@code allowed}: a typo must not silently do nothing. */
    public Section allowOnly(Set<String> allowed) {
        for (String key : keys()) {
            if (!allowed.contains(key)) {
                errorAtKey(key, "unknown key; expected one of " + String.join(", ", new TreeSet<>(allowed)));
            }
        }
        return this;
    }

    /** Reports a problem on the line of {@code key} itself. */
    public void errorAtKey(String key, String message) {
        PolicyNode value = node.fields().get(key);
        errors.add(value == null ? node.file() : value.file(), node.keyLine(key), path(key), message);
    }

    public Optional<PolicyNode> optional(String key) {
        return Optional.ofNullable(node.fields().get(key));
    }

    /** The key's node; when missing, reports it and returns an empty scalar at the mapping's line. */
    public PolicyNode require(String key, String expected) {
        PolicyNode value = node.fields().get(key);
        if (value == null) {
            if (!broken) {
                errors.add(node, path(key), "missing; expected " + expected);
            }
            return PolicyNode.placeholder(node.file(), node.line());
        }
        return value;
    }

    public Section section(String key, String expected) {
        PolicyNode value = node.fields().get(key);
        if (value == null) {
            if (!broken) {
                errors.add(node, path(key), "missing; expected " + expected);
            }
            return new Section(new MapNode(node.file(), node.line(), Map.of(), Map.of()), path(key), errors, true);
        }
        return of(value, path(key), expected, errors);
    }

    public double number(String key, double min, double max) {
        if (broken) {
            return Double.NaN;
        }
        return Values.number(require(key, "a number"), path(key), min, max, errors);
    }

    public int integer(String key, int min, int max) {
        if (broken) {
            return min;
        }
        return Values.integer(require(key, "a whole number"), path(key), min, max, errors);
    }

    public boolean flag(String key) {
        if (broken) {
            return false;
        }
        return Values.flag(require(key, "true or false"), path(key), errors);
    }

    public Optional<java.time.Duration> lifetime(String key, boolean neverAllowed) {
        if (broken) {
            return Optional.empty();
        }
        return Values.lifetime(require(key, "a duration such as 365d"), path(key), neverAllowed, errors);
    }
}
