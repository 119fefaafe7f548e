package home.hearth.hub.database;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * An instant as the database keeps it when SQL orders or compares it: UTC with always nine digits of
 * fraction ({@code 2026-12-07T15:00:05.100000000Z}), so that text order is time order. {@link
 * Instant#toString()} writes none, three, six or nine digits, and in text {@code …:05Z} sorts after
 * {@code …:05.100Z}, and {@code …:05.100Z} after {@code …:05.100200Z}: within one second the "latest"
 * could be the older. {@link Instant#parse} reads both forms; rows written before were rewritten by the
 * hub's migration {@code V12__sortable_times}.
 */
public final class InstantText {
    private static final DateTimeFormatter NINE_DIGITS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'").withZone(ZoneOffset.UTC);

    private InstantText() {}

    /** The fixed-width text of {@code at} (years 0000–9999), exact to the nanosecond. */
    public static String of(Instant at) {
        return NINE_DIGITS.format(at);
    }
}
