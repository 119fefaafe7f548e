package home.hearth.policies.config;

import java.util.Locale;

/** The value type of an allowlisted structured key, with its canonical unit. */
public enum ValueType {
    /** Degrees Celsius; °F is converted. */
    TEMPERATURE("°C"),
    PERCENT("%"),
    /** Whole minutes; {@code 1h} is 60. */
    MINUTES("min"),
    /** {@code HH:mm}, 24-hour; {@code 10:30 pm} is 22:30. */
    TIME_OF_DAY("time"),
    /** One of the key's listed values. */
    ENUM("");

    private final String unit;

    ValueType(String unit) {
        this.unit = unit;
    }

    public String unit() {
        return unit;
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ValueType parse(String text) {
        for (ValueType t : values()) {
            if (t.wireName().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return t;
            }
        }
        throw new IllegalArgumentException(
                "value type must be one of temperature, percent, minutes, time_of_day, enum, got: " + text);
    }
}
