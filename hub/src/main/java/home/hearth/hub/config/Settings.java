package home.hearth.hub.config;

import io.helidon.config.Config;
import java.net.URI;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Typed reads of configuration keys with messages that name the key, its source and the expected form. */
final class Settings {
    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h|d)");
    private final Config config;
    private final String fileName;

    Settings(Config config, String fileName) {
        this.config = config;
        this.fileName = fileName;
    }

    String text(String key) {
        return optionalText(key).orElseThrow(() -> new ConfigException(key + ": required, but not set in " + where(key)));
    }

    Optional<String> optionalText(String key) {
        return config.get(key).asString().asOptional().map(String::trim).filter(v -> !v.isEmpty());
    }

    int port(String key) {
        return parsed(key, Integer::parseInt, p -> p >= 0 && p <= 65535, "a port number 0–65535");
    }

    int number(String key, int min, int max) {
        return parsed(key, Integer::parseInt, n -> n >= min && n <= max, "a whole number " + min + "–" + max);
    }

    double decimal(String key, double min, double max) {
        return parsed(key, Double::parseDouble, n -> n >= min && n <= max, "a number " + min + "–" + max);
    }

    /** The key's value read by {@code parse} when it is {@code accepted}; otherwise one sentence naming what was expected. */
    private <T> T parsed(String key, Function<String, T> parse, Predicate<T> accepted, String expected) {
        String v = text(key);
        try {
            T n = parse.apply(v);
            if (accepted.test(n)) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new ConfigException(key + " (" + where(key) + "): expected " + expected + ", got '" + v + "'");
    }

    boolean bool(String key) {
        String v = text(key);
        if (v.equalsIgnoreCase("true") || v.equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(v);
        }
        throw new ConfigException(key + " (" + where(key) + "): expected true or false, got '" + v + "'");
    }

    Duration duration(String key) {
        String v = text(key);
        Matcher m = DURATION.matcher(v);
        if (!m.matches()) {
            throw new ConfigException(key + " (" + where(key) + "): expected a duration such as 1.5s, 1500ms, 10m, 12h or 30d, got '" + v + "'");
        }
        double n = Double.parseDouble(m.group(1));
        long millis = Math.round(n * switch (m.group(2)) {
            case "ms" -> 1;
            case "s" -> 1000;
            case "m" -> 60_000;
            case "h" -> 3_600_000;
            default -> 86_400_000;
        });
        return Duration.ofMillis(millis);
    }

    /** A duration between {@code min} and {@code max}, with the values' own words in the error. */
    Duration duration(String key, Duration min, Duration max, String range) {
        Duration d = duration(key);
        if (d.compareTo(min) < 0 || d.compareTo(max) > 0) {
            throw new ConfigException(key + " (" + where(key) + "): expected " + range + ", got '" + text(key) + "'");
        }
        return d;
    }

    /** A time of day, {@code HH:mm} or {@code HH:mm:ss} (household time). */
    LocalTime timeOfDay(String key) {
        String v = text(key);
        try {
            return LocalTime.parse(v);
        } catch (DateTimeException e) {
            throw new ConfigException(key + " (" + where(key) + "): expected a time of day such as 03:30 or 23:05:30, got '" + v + "'");
        }
    }

    /** A time zone region id such as Europe/Lisbon (or an offset such as +01:00); {@code fallback} when unset. */
    ZoneId zone(String key, ZoneId fallback) {
        Optional<String> v = optionalText(key);
        if (v.isEmpty()) {
            return fallback;
        }
        try {
            return ZoneId.of(v.get());
        } catch (DateTimeException e) {
            throw new ConfigException(key + " (" + where(key) + "): unknown time zone '" + v.get()
                    + "'; expected a region id such as Europe/Lisbon or America/Sao_Paulo (see `timedatectl list-timezones`)");
        }
    }

    /**
     * IP addresses or CIDR ranges written out (comma- or space-separated, or a YAML list; {@link AddressRange}): never
     * host names, so reading them asks no DNS server and a changed DNS answer cannot make a stranger trusted. Empty when
     * unset; one malformed entry refuses the whole setting, naming that entry.
     */
    List<AddressRange> addressRanges(String key) {
        Config node = config.get(key);
        List<String> written = node.isList() ? node.asList(String.class).orElse(List.of())
                : optionalText(key).map(v -> List.of(v.split("[,\\s]+"))).orElse(List.of());
        List<AddressRange> out = new ArrayList<>();
        for (String a : written) {
            String v = a.trim();
            if (v.isEmpty()) {
                continue;
            }
            try {
                out.add(AddressRange.parse(v));
            } catch (IllegalArgumentException e) {
                throw new ConfigException(key + " (" + where(key) + "): expected IP addresses or ranges such as"
                        + " 127.0.0.1, ::1 or 10.0.0.0/8, got '" + v + "': " + e.getMessage(), e);
            }
        }
        return out;
    }

    URI uri(String key, String v) {
        try {
            URI u = URI.create(v);
            if (u.getScheme() != null && u.getScheme().startsWith("http")) {
                return u;
            }
        } catch (IllegalArgumentException ignored) {
            // reported below
        }
        throw new ConfigException(key + " (" + where(key) + "): expected an http(s) URL, got '" + v + "'");
    }

    /** Where {@code key} can be set: the file, and its environment variable if it has one. */
    String where(String key) {
        String env = EnvOverrides.envFor(key);
        return env == null ? fileName : fileName + " or " + env;
    }
}
