package home.hearth.policies.memory.internal;

import home.hearth.policies.config.KeySpec;
import home.hearth.policies.config.ValueType;
import home.hearth.policies.memory.NormalisedFact;
import home.hearth.policies.memory.StructuredFact;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Validates a structured value against its allowlisted key and converts it to the canonical unit:
 * {@code 72 °F} → {@code 22.2 °C}, {@code 22C} and {@code 22 degrees} → {@code 22 °C}, {@code 1h} →
 * {@code 60 min}, {@code 10:30 pm} → {@code 22:30}, {@code 45 %} → {@code 45 %}.
 */
public final class FactNormaliser {
    private static final Pattern TEMPERATURE = Pattern.compile(
            "(-?\\d+(?:[.,]\\d+)?)\\s*(°\\s*c|°\\s*f|°|c|f|celsius|fahrenheit|degrees?(?: celsius| fahrenheit| c| f)?|graus?(?: celsius| fahrenheit| c| f)?|deg)?");
    private static final Pattern PERCENT = Pattern.compile("(\\d+(?:[.,]\\d+)?)\\s*(%|percent|per cent|por cento|pct)?");
    private static final Pattern HOURS = Pattern.compile(
            "(\\d+(?:[.,]\\d+)?)\\s*(?:h|hr|hrs|hours?|horas?)\\s*(?:(\\d{1,2})\\s*(?:m|min|mins|minutes?|minutos?)?)?");
    private static final Pattern MINUTES = Pattern.compile("(\\d+)\\s*(?:m|min|mins|minutes?|minutos?)?");
    private static final Pattern TIME = Pattern.compile("(\\d{1,2})(?:\\s*[:h.]\\s*(\\d{2}))?\\s*h?\\s*(am|pm|a m|p m)?");

    public FactCheck check(StructuredFact raw, KeySpec spec) {
        String text = clean(raw.value() + " " + raw.unit());
        return switch (spec.type()) {
            case TEMPERATURE -> temperature(text, raw, spec);
            case PERCENT -> percent(text, raw, spec);
            case MINUTES -> minutes(text, raw, spec);
            case TIME_OF_DAY -> time(text, raw, spec);
            case ENUM -> choice(text, raw, spec);
        };
    }

    private static FactCheck temperature(String text, StructuredFact raw, KeySpec spec) {
        Matcher m = TEMPERATURE.matcher(text);
        if (!m.matches()) {
            return expected(raw, spec, "a temperature such as 22 °C or 72 °F");
        }
        double v = number(m.group(1));
        String unit = m.group(2) == null ? "" : m.group(2);
        boolean fahrenheit = unit.contains("f");
        double celsius = round1(fahrenheit ? (v - 32) * 5 / 9 : v);
        if (celsius < spec.min() || celsius > spec.max()) {
            String given = fahrenheit ? plain(v) + " °F (" + plain(celsius) + " °C)" : plain(celsius) + " °C";
            return FactCheck.problem(spec.key() + ": expected a temperature from " + plain(spec.min()) + " to "
                    + plain(spec.max()) + " °C, got " + given);
        }
        return fact(spec, plain(celsius));
    }

    private static FactCheck percent(String text, StructuredFact raw, KeySpec spec) {
        Matcher m = PERCENT.matcher(text);
        if (!m.matches()) {
            return expected(raw, spec, "a percentage such as 40 %");
        }
        return inRange(spec, round1(number(m.group(1))), "%");
    }

    private static FactCheck minutes(String text, StructuredFact raw, KeySpec spec) {
        Matcher h = HOURS.matcher(text);
        Matcher m = MINUTES.matcher(text);
        double minutes;
        if (h.matches()) {
            minutes = number(h.group(1)) * 60 + (h.group(2) == null ? 0 : Integer.parseInt(h.group(2)));
        } else if (m.matches()) {
            minutes = Integer.parseInt(m.group(1));
        } else {
            return expected(raw, spec, "a duration such as 30 min or 1h");
        }
        if (minutes != Math.rint(minutes)) {
            return expected(raw, spec, "whole minutes such as 30 min or 1h30");
        }
        return inRange(spec, minutes, "min");
    }

    private static FactCheck time(String text, StructuredFact raw, KeySpec spec) {
        String t = text.replace("a.m.", "am").replace("p.m.", "pm").replace("a.m", "am").replace("p.m", "pm").replace('-', ' ')
                .replace("noon", "12:00").replace("meio dia", "12:00").replace("midnight", "0:00").replace("meia noite", "0:00");
        Matcher m = TIME.matcher(t);
        if (!m.matches()) {
            return expected(raw, spec, "a time of day such as 07:30 or 10:30 pm");
        }
        int hour = Integer.parseInt(m.group(1));
        int minute = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
        String half = m.group(3) == null ? "" : m.group(3).replace(" ", "");
        if (!half.isEmpty() && (hour < 1 || hour > 12)) {
            return expected(raw, spec, "an hour from 1 to 12 with am/pm");
        }
        hour = half.equals("pm") ? hour % 12 + 12 : half.equals("am") ? hour % 12 : hour;
        if (hour > 23 || minute > 59) {
            return expected(raw, spec, "a time of day from 00:00 to 23:59");
        }
        String hhmm = String.format(Locale.ROOT, "%02d:%02d", hour, minute);
        return FactCheck.ok(new NormalisedFact(spec.key(), hhmm, ValueType.TIME_OF_DAY.unit(), label(spec) + " = " + hhmm));
    }

    private static FactCheck choice(String text, StructuredFact raw, KeySpec spec) {
        for (String v : spec.values()) {
            if (clean(v).equals(text)) {
                return FactCheck.ok(new NormalisedFact(spec.key(), v, "", label(spec) + " = " + v));
            }
        }
        return expected(raw, spec, "one of " + String.join(", ", spec.values()));
    }

    private static FactCheck inRange(KeySpec spec, double v, String unit) {
        if (v < spec.min() || v > spec.max()) {
            return FactCheck.problem(spec.key() + ": expected a value from " + plain(spec.min()) + " to " + plain(spec.max())
                    + " " + unit + ", got " + plain(v) + " " + unit);
        }
        return fact(spec, plain(v));
    }

    private static FactCheck fact(KeySpec spec, String value) {
        String unit = spec.type().unit();
        return FactCheck.ok(new NormalisedFact(spec.key(), value, unit, label(spec) + " = " + value + " " + unit));
    }

    private static FactCheck expected(StructuredFact raw, KeySpec spec, String form) {
        String given = (raw.value() + " " + raw.unit()).trim();
        return FactCheck.problem(spec.key() + ": expected " + form + ", got '" + given + "'");
    }

    private static String label(KeySpec spec) {
        return spec.key().replace('_', ' ');
    }

    private static String clean(String s) {
        String t = Normalizer.normalize(s.replace('º', '°').replace('˚', '°'), Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        t = Normalizer.normalize(t, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return t.replaceAll("\\s+", " ").trim();
    }

    private static double number(String s) {
        return Double.parseDouble(s.replace(',', '.'));
    }

    private static double round1(double v) {
        return BigDecimal.valueOf(v).setScale(1, RoundingMode.HALF_UP).doubleValue();
    }

    static String plain(double v) {
        return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
