package home.hearth.hub.conversation.reply;

import java.util.Locale;
import java.util.Set;

/**
 * Where a sentence ends in English or Portuguese text: after {@code . ! ? …} (and any closing quotes
 * or brackets) followed by white space, but not after an abbreviation ("Dr.", "Sr.ª", "e.g.",
 * "etc.") or an initial ("J. Silva"), and never inside a number ("1.000", "22.5", "3.2"), whose dot
 * is followed by a digit rather than a space. A line break ends a segment too (lists, paragraphs),
 * and a number opening a line ("1. ") is a list marker, not a sentence.
 */
final class SentenceEnds {
    /** Lower case, without the final dot. Kept short: a missed abbreviation only splits a segment early. */
    private static final Set<String> ABBREVIATIONS = Set.of(
            // English
            "dr", "mr", "mrs", "ms", "prof", "st", "jr", "sr", "vs", "etc", "e.g", "i.e", "approx", "no", "fig",
            "mt", "ave", "min", "max", "est", "inc", "ltd", "a.m", "p.m",
            // Portuguese
            "sra", "srª", "sr.ª", "dra", "drª", "eng", "enga", "arq", "av", "pág", "p.ex", "ex", "aprox", "n.º", "nº",
            "lda", "cf", "obs", "tel", "séc", "profª", "prof.ª");

    private static final String TERMINATORS = ".!?…";
    private static final String CLOSERS = "\"'”’»)]";

    private SentenceEnds() {}

    /**
     * The index just after the first sentence end in {@code text} at or after {@code from}, or -1 when
     * there is none yet (more text may still decide, e.g. a trailing "22." could become "22.5").
     */
    static int next(CharSequence text, int from) {
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                return i + 1;
            }
            if (TERMINATORS.indexOf(c) < 0) {
                continue;
            }
            int end = i + 1;
            while (end < text.length() && (TERMINATORS.indexOf(text.charAt(end)) >= 0 || CLOSERS.indexOf(text.charAt(end)) >= 0)) {
                end++;
            }
            if (end >= text.length()) {
                return -1; // the next piece decides
            }
            if (Character.isWhitespace(text.charAt(end)) && !(c == '.' && abbreviationBefore(text, i))) {
                return end;
            }
            i = end - 1;
        }
        return -1;
    }

    /** Whether the word ending at the dot at {@code dot} is an abbreviation or a single-letter initial. */
    private static boolean abbreviationBefore(CharSequence text, int dot) {
        int start = dot;
        while (start > 0 && !Character.isWhitespace(text.charAt(start - 1)) && "(\"'“«".indexOf(text.charAt(start - 1)) < 0) {
            start--;
        }
        String word = text.subSequence(start, dot).toString().toLowerCase(Locale.ROOT);
        if (word.length() == 1 && Character.isLetter(word.charAt(0))) {
            return true;
        }
        if (!word.isEmpty() && word.chars().allMatch(Character::isDigit) && text.subSequence(0, start).toString().isBlank()) {
            return true; // a list number opening a line: "1. Kitchen light on"
        }
        return ABBREVIATIONS.contains(word);
    }
}
