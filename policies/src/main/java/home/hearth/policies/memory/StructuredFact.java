package home.hearth.policies.memory;

import java.util.Objects;

/**
 * A structured fact as the caller gave it, before the allowlist validates and normalises it.
 *
 * @param key e.g. {@code preferred_temperature_night}
 * @param value e.g. {@code 72}
 * @param unit e.g. {@code °F}, {@code F}, {@code %}, {@code min}; empty when none was given
 */
public record StructuredFact(String key, String value, String unit) {
    public StructuredFact {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(value, "value");
        unit = unit == null ? "" : unit.trim();
    }
}
