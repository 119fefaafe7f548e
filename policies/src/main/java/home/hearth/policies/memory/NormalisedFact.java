package home.hearth.policies.memory;

import java.util.Objects;

/**
 * A structured fact after the allowlist: canonical unit and value.
 *
 * @param key the allowlisted key
 * @param value the canonical value as text ({@code 22.2}, {@code 22:30}, {@code 45})
 * @param unit the canonical unit ({@code °C}, {@code %}, {@code min}, {@code time}, or empty)
 * @param display what a person reads: {@code preferred temperature night = 22.2 °C}
 */
public record NormalisedFact(String key, String value, String unit, String display) {
    public NormalisedFact {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(display, "display");
    }
}
