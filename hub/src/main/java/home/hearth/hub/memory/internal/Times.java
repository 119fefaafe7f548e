package home.hearth.hub.memory.internal;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

/** Instants as fixed-width UTC text, so that SQL compares them correctly as strings. */
public final class Times {
    private static final DateTimeFormatter FORMAT =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private Times() {}

    public static String text(Instant at) {
        return FORMAT.format(at);
    }

    public static String textOrNull(Optional<Instant> at) {
        return at.map(Times::text).orElse(null);
    }

    public static Instant instant(String text) {
        return Instant.parse(text);
    }

    public static Optional<Instant> optional(String text) {
        return text == null ? Optional.empty() : Optional.of(Instant.parse(text));
    }
}
