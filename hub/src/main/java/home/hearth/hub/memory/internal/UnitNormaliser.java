package home.hearth.hub.memory.internal;

import home.hearth.policies.memory.NormalisedFact;
import home.hearth.policies.memory.StructuredFact;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Validates and normalises a structured fact's value and unit when the entry gate returned no
 * normalised fact: temperatures to °C (from °F), percentages 0–100, durations to minutes (from
 * hours), times of day to {@code HH:mm}. Bad input is an {@link IllegalArgumentException} naming
 * the value and the rule. (To be replaced by the policies module's allowlist normalisation.)
 */
public final class UnitNormaliser {
    private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9_]{0,63}");
    private static final Pattern TIME = Pattern.compile("(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm)?");

    private UnitNormaliser() {}

    public static NormalisedFact normalise(StructuredFact fact) {
        String key = fact.key().strip();
        if (!KEY.matcher(key).matches()) {
            throw new IllegalArgumentException("key must be 1–64 of [a-z0-9_] starting with a letter, got: " + fact.key());
        }
        String unit = fact.unit().strip().toLowerCase(Locale.ROOT).replace("º", "°");
        String value = fact.value().strip();
        String[] vu = switch (unit) {
            case "°c", "c", "celsius" -> new String[] {celsius(number(value, unit), value), "°C"};
            case "°f", "f", "fahrenheit" -> new String[] {celsius(fahrenheitToCelsius(number(value, unit)), value), "°C"};
            case "%", "percent" -> new String[] {percent(number(value, unit), value), "%"};
            case "min", "mins", "minute", "minutes" -> new String[] {minutes(number(value, unit), value), "min"};
            case "h", "hour", "hours" -> new String[] {minutes(number(value, unit).multiply(BigDecimal.valueOf(60)), value), "min"};
            case "time" -> new String[] {time(value), "time"};
            case "" -> TIME.matcher(value.toLowerCase(Locale.ROOT)).matches()
                    ? new String[] {time(value), "time"} : new String[] {plain(value), ""};
            default -> throw new IllegalArgumentException(
                    "unit must be one of °C, °F, %, min, h or time, got: " + fact.unit());
        };
        return new NormalisedFact(key, vu[0], vu[1], display(key, vu[0], vu[1]));
    }

    private static String display(String key, String value, String unit) {
        String shown = unit.isEmpty() || unit.equals("time") ? value : value + " " + unit;
        return key.replace('_', ' ') + " = " + shown;
    }

    private static BigDecimal number(String value, String unit) {
        try {
            return new BigDecimal(value.replace(',', '.'));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a value in " + unit + " must be a number, got: " + value);
        }
    }

    private static BigDecimal fahrenheitToCelsius(BigDecimal f) {
        return f.subtract(BigDecimal.valueOf(32)).multiply(BigDecimal.valueOf(5)).divide(BigDecimal.valueOf(9), 6,
                RoundingMode.HALF_UP);
    }

    private static String celsius(BigDecimal c, String given) {
        if (c.compareTo(BigDecimal.valueOf(-30)) < 0 || c.compareTo(BigDecimal.valueOf(60)) > 0) {
            throw new IllegalArgumentException("a temperature must be between -30 and 60 °C, got: " + given);
        }
        return canonical(c.setScale(1, RoundingMode.HALF_UP));
    }

    private static String percent(BigDecimal p, String given) {
        if (p.signum() < 0 || p.compareTo(BigDecimal.valueOf(100)) > 0) {
            throw new IllegalArgumentException("a percentage must be between 0 and 100, got: " + given);
        }
        return canonical(p.setScale(1, RoundingMode.HALF_UP));
    }

    private static String minutes(BigDecimal m, String given) {
        if (m.signum() < 0 || m.compareTo(BigDecimal.valueOf(7 * 24 * 60)) > 0) {
            throw new IllegalArgumentException("a duration must be between 0 minutes and 7 days, got: " + given);
        }
        return canonical(m.setScale(0, RoundingMode.HALF_UP));
    }

    private static String time(String value) {
        Matcher m = TIME.matcher(value.toLowerCase(Locale.ROOT).strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("a time of day must look like 22:30 or 10:30 pm, got: " + value);
        }
        int h = Integer.parseInt(m.group(1));
        int min = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
        String half = m.group(3);
        if (half != null && (h < 1 || h > 12)) {
            throw new IllegalArgumentException("an am/pm hour must be 1–12, got: " + value);
        }
        if (half != null) {
            h = h % 12 + (half.equals("pm") ? 12 : 0);
        }
        if (h > 23 || min > 59) {
            throw new IllegalArgumentException("a time of day must be 00:00–23:59, got: " + value);
        }
        return String.format(Locale.ROOT, "%02d:%02d", h, min);
    }

    private static String plain(String value) {
        if (value.isEmpty() || value.length() > 200) {
            throw new IllegalArgumentException("a value must be 1–200 characters, got " + value.length());
        }
        return value;
    }

    private static String canonical(BigDecimal d) {
        BigDecimal s = d.stripTrailingZeros();
        return (s.scale() < 0 ? s.setScale(0) : s).toPlainString();
    }
}
