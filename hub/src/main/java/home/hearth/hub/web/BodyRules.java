package home.hearth.hub.web;

import java.util.List;

/**
 * The checks request-body records share in their compact constructors. Each failure is an
 * {@link IllegalArgumentException} whose message starts with the field's name and says the form
 * it takes; {@link RequestBodies} answers it 400.
 */
public final class BodyRules {
    private BodyRules() {}

    /** A required field: present, not null, and (for text) not blank. */
    public static <T> T required(T value, String field, String form) {
        if (value == null || value instanceof String s && s.isBlank()) {
            throw new IllegalArgumentException(field + ": required, " + form + ".");
        }
        return value;
    }

    /** A required non-empty string. */
    public static String requiredText(String value, String field) {
        return required(value, field, "a non-empty string");
    }

    /** An optional list of non-empty strings, stripped; absent is empty. */
    public static List<String> strings(List<String> values, String field) {
        if (values == null) {
            return List.of();
        }
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i) == null || values.get(i).isBlank()) {
                throw new IllegalArgumentException(field + "[" + i + "]: expected a non-empty string, got "
                        + (values.get(i) == null ? "null" : "a blank one") + ".");
            }
        }
        return values.stream().map(String::strip).toList();
    }

    /** An optional number within [min, max]. */
    public static void within(Number value, double min, double max, String field, String form) {
        if (value != null && !(value.doubleValue() >= min && value.doubleValue() <= max)) {
            throw new IllegalArgumentException(field + ": expected " + form + ", got " + value + ".");
        }
    }
}
