package home.hearth.policies.config.internal;

import home.hearth.policies.config.internal.PolicyNode.ListNode;
import home.hearth.policies.config.internal.PolicyNode.ScalarNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Readers for policy values. Each reports a bad value to {@link Errors} naming the expected form
 * and returns a harmless fallback; a parse with errors never produces a policy, so fallbacks never
 * escape.
 */
public final class Values {
    private static final Pattern DURATION = Pattern.compile("([1-9][0-9]{0,5})\\s*([dhms])");

    private Values() {}

    public static Optional<String> scalar(PolicyNode node, String path, String expected, Errors errors) {
        if (node instanceof ScalarNode s && !s.isNull() && !s.value().isBlank()) {
            return Optional.of(s.value().trim());
        }
        if (PolicyNode.isPlaceholder(node)) {
            return Optional.empty();
        }
        errors.add(node, path, "expected " + expected + ", got " + node.describe());
        return Optional.empty();
    }

    /** {@code 365d}, {@code 12h}, {@code 30m}, {@code 45s}; {@code never} (when allowed) is empty. */
    public static Optional<Duration> lifetime(PolicyNode node, String path, boolean neverAllowed, Errors errors) {
        String expected = "a duration such as 365d, 12h or 30m" + (neverAllowed ? ", or never" : "");
        Optional<String> text = scalar(node, path, expected, errors);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        String t = text.get().toLowerCase(Locale.ROOT);
        if (neverAllowed && t.equals("never")) {
            return Optional.empty();
        }
        Matcher m = DURATION.matcher(t);
        if (!m.matches()) {
            errors.add(node, path, "expected " + expected + ", got '" + text.get() + "'");
            return Optional.empty();
        }
        long n = Long.parseLong(m.group(1));
        return Optional.of(switch (m.group(2)) {
            case "d" -> Duration.ofDays(n);
            case "h" -> Duration.ofHours(n);
            case "m" -> Duration.ofMinutes(n);
            default -> Duration.ofSeconds(n);
        });
    }

    /** The number, or NaN after reporting a bad one (so later cross-checks can skip it). */
    public static double number(PolicyNode node, String path, double min, double max, Errors errors) {
        String expected = "a number from " + plain(min) + " to " + plain(max);
        Optional<String> text = scalar(node, path, expected, errors);
        if (text.isEmpty()) {
            return Double.NaN;
        }
        try {
            double v = Double.parseDouble(text.get());
            if (Double.isFinite(v) && v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        errors.add(node, path, "expected " + expected + ", got '" + text.get() + "'");
        return Double.NaN;
    }

    public static int integer(PolicyNode node, String path, int min, int max, Errors errors) {
        double v = number(node, path, min, max, errors);
        if (Double.isNaN(v)) {
            return min;
        }
        if (v != Math.rint(v)) {
            errors.add(node, path, "expected a whole number from " + min + " to " + max + ", got '" + plain(v) + "'");
        }
        return (int) v;
    }

    public static boolean flag(PolicyNode node, String path, Errors errors) {
        Optional<String> text = scalar(node, path, "true or false", errors);
        String t = text.orElse("false").toLowerCase(Locale.ROOT);
        if (!t.equals("true") && !t.equals("false")) {
            errors.add(node, path, "expected true or false, got '" + text.get() + "'");
        }
        return t.equals("true");
    }

    /** A list of plain words; a single scalar is not accepted (write {@code [a]}). */
    public static List<String> words(PolicyNode node, String path, String expected, Errors errors) {
        if (!(node instanceof ListNode list)) {
            if (!PolicyNode.isPlaceholder(node)) {
                errors.add(node, path, "expected a list of " + expected + " such as [a, b], got " + node.describe());
            }
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < list.items().size(); i++) {
            scalar(list.items().get(i), path + "[" + i + "]", expected, errors).ifPresent(out::add);
        }
        return out;
    }

    /** One name parsed by {@code parser}, which throws IllegalArgumentException for a bad one. */
    public static <E> Optional<E> name(PolicyNode node, String path, String allowed, Function<String, E> parser, Errors errors) {
        Optional<String> word = scalar(node, path, "one of " + allowed, errors);
        try {
            return word.map(parser);
        } catch (IllegalArgumentException e) {
            errors.add(node, path, "expected one of " + allowed + ", got '" + word.get() + "'");
            return Optional.empty();
        }
    }

    /** A list of names parsed by {@code parser}, which throws IllegalArgumentException for a bad one. */
    public static <E> Set<E> names(PolicyNode node, String path, String allowed, Function<String, E> parser, Errors errors) {
        Set<E> out = new LinkedHashSet<>();
        if (!(node instanceof ListNode list)) {
            if (!PolicyNode.isPlaceholder(node)) {
                errors.add(node, path, "expected a list of " + allowed + ", got " + node.describe());
            }
            return out;
        }
        for (int i = 0; i < list.items().size(); i++) {
            PolicyNode item = list.items().get(i);
            String itemPath = path + "[" + i + "]";
            scalar(item, itemPath, "one of " + allowed, errors).ifPresent(word -> {
                try {
                    out.add(parser.apply(word));
                } catch (IllegalArgumentException e) {
                    errors.add(item, itemPath, "expected one of " + allowed + ", got '" + word + "'");
                }
            });
        }
        return out;
    }

    public static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
