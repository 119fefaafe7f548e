package home.hearth.hub.conversation.internal;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Optional;

/**
 * The household's date, time and time zone for a prompt, so "tomorrow" and "last Friday" resolve,
 * with a notice when more than a day passed since the member's last turn (the model should not
 * carry on as if the last exchange were a minute ago).
 */
public final class TemporalContext {
    /** Past this gap since the member's last turn the prompt says how long it has been. */
    public static final Duration LONG_GAP = Duration.ofDays(1);
    private static final DateTimeFormatter NOW = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy, HH:mm", Locale.ENGLISH);

    private TemporalContext() {}

    /** E.g. "It is now Monday 30 November 2026, 23:40 (time zone Europe/Lisbon, UTC+00:00)." */
    public static String describe(Instant now, ZoneId zone, Optional<Instant> lastTurn) {
        ZonedDateTime here = now.atZone(zone);
        StringBuilder s = new StringBuilder("It is now ").append(NOW.format(here)).append(" (time zone ")
                .append(zone.getId()).append(", UTC").append(here.getOffset().getId().replace("Z", "+00:00")).append(").");
        lastTurn.filter(last -> Duration.between(last, now).compareTo(LONG_GAP) > 0)
                .ifPresent(last -> s.append(" This member last spoke to you ").append(ago(Duration.between(last, now)))
                        .append(" ago, on ").append(NOW.format(last.atZone(zone)))
                        .append("; do not assume the earlier conversation is still going on."));
        return s.toString();
    }

    private static String ago(Duration d) {
        long days = d.toDays();
        return days >= 2 ? days + " days" : d.toHours() + " hours";
    }
}
