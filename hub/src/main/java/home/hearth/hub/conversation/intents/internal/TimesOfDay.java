package home.hearth.hub.conversation.intents.internal;

import home.hearth.hub.conversation.intents.NumberWords;
import java.time.LocalTime;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A time of day as said (normalised text), on the 24- or 12-hour clock: "7", "7:30", "7.30", "19h30", "7h", "7.30 pm",
 * "seven in the evening", "half past seven", "quarter to eight", "noon", "às 7 e meia da tarde", "8 menos um quarto",
 * "meio-dia", "meia-noite". Each pattern is one group; {@link #parse} reads it.
 */
final class TimesOfDay {
    private static final String HOUR = "(?:\\d{1,2}|[a-z]+)";
    static final String EN = "((?:(?:half past|quarter past|quarter to) " + HOUR + "|noon|midday|midnight|" + HOUR
            + "(?:[:h.]\\d{2})?)(?: ?(?:am|pm|in the morning|in the afternoon|in the evening|o'clock))?)";
    static final String PT = "((?:meio-dia|meio dia|meia-noite|meia noite|" + HOUR
            + "(?:[:h.]\\d{2}|h| e meia| e um quarto| menos um quarto)?)(?: ?(?:da manha|da tarde|da noite|horas))?)";
    private static final Pattern PARTS = Pattern.compile("(.+?)(?: ?(am|pm|in the morning|in the afternoon|in the evening"
            + "|o'clock|da manha|da tarde|da noite|horas))?");
    private static final Pattern CORE = Pattern.compile("(half past |quarter past |quarter to )?(" + HOUR + ")"
            + "(?:[:h.](\\d{2})|h| (e meia|e um quarto|menos um quarto))?");

    private TimesOfDay() {}

    /** The time said; {@code tonight} moves an hour before noon to the evening. Empty when it is no time of day. */
    static Optional<LocalTime> parse(String said, boolean tonight) {
        Matcher parts = PARTS.matcher(said.trim());
        if (!parts.matches()) {
            return Optional.empty();
        }
        String core = parts.group(1);
        if (core.matches("noon|midday|meio-dia|meio dia")) {
            return Optional.of(LocalTime.NOON);
        }
        if (core.matches("midnight|meia-noite|meia noite")) {
            return Optional.of(LocalTime.MIDNIGHT);
        }
        Matcher m = CORE.matcher(core);
        OptionalDouble hour = m.matches() ? NumberWords.parse(m.group(2)) : OptionalDouble.empty();
        if (hour.isEmpty() || hour.getAsDouble() > 23 || hour.getAsDouble() != Math.rint(hour.getAsDouble())) {
            return Optional.empty();
        }
        int h = twentyFour((int) hour.getAsDouble(), parts.group(2) == null ? "" : parts.group(2), tonight);
        String before = m.group(1) == null ? "" : m.group(1).trim();
        String after = m.group(4) == null ? "" : m.group(4);
        int minute = m.group(3) != null ? Integer.parseInt(m.group(3))
                : before.equals("half past") || after.equals("e meia") ? 30
                : before.equals("quarter past") || after.equals("e um quarto") ? 15
                : before.equals("quarter to") || after.equals("menos um quarto") ? -15 : 0;
        if (minute > 59) {
            return Optional.empty();
        }
        return Optional.of(LocalTime.of(h, 0).plusMinutes(minute));
    }

    /** The hour on the 24-hour clock: twelve "am" or "da noite" is midnight, an hour before noon "pm" is in the evening. */
    private static int twentyFour(int h, String part, boolean tonight) {
        boolean later = part.equals("pm") || part.equals("in the afternoon") || part.equals("in the evening")
                || part.equals("da tarde") || part.equals("da noite") || tonight;
        if (h < 12 && later) {
            return h + 12;
        }
        return h == 12 && (part.equals("am") || part.equals("da noite")) ? 0 : h;
    }
}
