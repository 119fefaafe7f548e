package home.hearth.policies.config;

import java.util.List;
import java.util.Objects;

/**
 * One allowlisted structured key: {@code preferred_temperature_night} is a temperature from 5 to
 * 35 °C, in the category {@code preference}.
 *
 * @param key the key
 * @param type its value type
 * @param min the lowest value in the canonical unit (ignored for time of day and enums)
 * @param max the highest value in the canonical unit
 * @param values the allowed values of an {@link ValueType#ENUM}, empty otherwise
 * @param category the memory category a fact with this key belongs to
 */
public record KeySpec(String key, ValueType type, double min, double max, List<String> values, String category) {
    public KeySpec {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(type, "type");
        values = List.copyOf(values);
        Objects.requireNonNull(category, "category");
        if (min > max) {
            throw new IllegalArgumentException("key " + key + ": min must not exceed max, got " + min + " > " + max);
        }
    }
}
