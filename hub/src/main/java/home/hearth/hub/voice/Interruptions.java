package home.hearth.hub.voice;

import java.time.Duration;
import java.util.Locale;
import java.util.Set;

/**
 * How a new utterance relates to the turn before it: a short "stop"/"pare" always ends the current
 * turn; an utterance that starts with a joining word ("and…", "e…", "because…", "porque…") soon
 * after the previous one continues it; anything else is a new turn.
 */
public final class Interruptions {
    /** How soon after the previous utterance a joining word still continues it. */
    public static final Duration CONTINUATION_WINDOW = Duration.ofSeconds(8);
    private static final Set<String> STOP = Set.of("stop", "pare", "para");
    private static final Set<String> JOINING = Set.of("and", "e", "because", "porque");
    private static final Set<String> POLITE = Set.of("please", "por", "favor", "now", "agora", "it", "hub");

    private Interruptions() {}

    /** What to do with a final transcript. */
    public enum Kind { STOP, CONTINUATION, NEW_TURN }

    public static Kind classify(String text, Duration sincePrevious, boolean hasPrevious) {
        String[] words = words(text);
        if (words.length == 0) {
            return Kind.NEW_TURN;
        }
        if (isStop(words)) {
            return Kind.STOP;
        }
        if (hasPrevious && JOINING.contains(words[0]) && sincePrevious.compareTo(CONTINUATION_WINDOW) <= 0) {
            return Kind.CONTINUATION;
        }
        return Kind.NEW_TURN;
    }

    /** "stop", "stop please", "hub stop", "pare agora": a stop word and nothing but politeness. */
    private static boolean isStop(String[] words) {
        boolean stop = false;
        for (String w : words) {
            if (STOP.contains(w)) {
                stop = true;
            } else if (!POLITE.contains(w)) {
                return false;
            }
        }
        return stop && words.length <= 3;
    }

    private static String[] words(String text) {
        String t = text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}\\s]", " ").strip();
        return t.isEmpty() ? new String[0] : t.split("\\s+");
    }
}
