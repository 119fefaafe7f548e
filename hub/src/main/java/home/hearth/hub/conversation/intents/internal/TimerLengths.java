package home.hearth.hub.conversation.intents.internal;

import home.hearth.hub.conversation.intents.NumberWords;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * How long a timer runs, or how long until a reminder, as said (normalised text): "ten minutes", "a minute", "half an
 * hour", "an hour and a half", "one and a half hours", "1 hour 30 minutes", "an hour and 15 minutes", "meia hora",
 * "uma hora e meia", "duas horas e meia", "um minuto e meio", "uma hora e vinte minutos". At most a week.
 */
final class TimerLengths {
    private static final String UNIT = "(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|segundos?|minutos?|horas?)";
    private static final String PART = "(?:half an?|meia|" + NumberWords.UNCAPTURED + ")[ -]" + UNIT
            + "(?: and a half| e mei[ao])?";
    /** One length, as one group: one to three parts, each a number and its unit. */
    static final String PATTERN = "(" + PART + "(?: (?:and |e )?" + PART + "){0,2})";
    private static final Duration LONGEST = Duration.ofDays(7);

    private TimerLengths() {}

    /** The length said, or empty when it is no length (a number that is none, nothing, or longer than a week). */
    static Optional<Duration> parse(String said) {
        String[] words = said.trim().split("[ -]+");
        double seconds = 0;
        int from = 0;
        for (int i = 0; i < words.length; i++) {
            if (!words[i].matches(UNIT)) {
                continue;
            }
            OptionalDouble n = number(Arrays.copyOfRange(words, from, i));
            if (n.isEmpty() || n.getAsDouble() <= 0) {
                return Optional.empty();
            }
            int half = halfAfter(words, i + 1);
            seconds += (n.getAsDouble() + (half > 0 ? 0.5 : 0)) * unitSeconds(words[i]);
            from = i + 1 + half;
            i = from - 1;
        }
        if (from != words.length || seconds <= 0 || seconds > LONGEST.toSeconds()) {
            return Optional.empty();
        }
        return Optional.of(Duration.ofSeconds(Math.round(seconds)));
    }

    /** The words of a number before its unit; "and"/"e" before it joins it to the part before ("an hour and 15 minutes"). */
    private static OptionalDouble number(String[] words) {
        String n = String.join(" ", words).replaceFirst("^(?:and|e) ", "");
        if (n.matches("half an?|meia")) {
            return OptionalDouble.of(0.5);
        }
        return n.isEmpty() ? OptionalDouble.empty() : NumberWords.parse(n);
    }

    /** How many words say "and a half" / "e meia" / "e meio" at {@code at}, or 0. */
    private static int halfAfter(String[] words, int at) {
        String rest = String.join(" ", Arrays.copyOfRange(words, Math.min(at, words.length), Math.min(at + 3, words.length)));
        if (rest.equals("and a half")) {
            return 3;
        }
        return rest.matches("e mei[ao](?: .*)?") ? 2 : 0;
    }

    private static int unitSeconds(String unit) {
        return unit.startsWith("h") ? 3600 : unit.startsWith("m") ? 60 : 1;
    }
}
