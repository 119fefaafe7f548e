package home.hearth.policies.memory.internal;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/** Helpers to build word-bounded patterns over {@link TextForm} text. */
final class Patterns {
    private Patterns() {}

    /** {@code \b(?:regex)\b}. */
    static Pattern word(String regex) {
        return Pattern.compile("\\b(?:" + regex + ")\\b");
    }

    static List<Pattern> words(String... regexes) {
        return Arrays.stream(regexes).map(Patterns::word).toList();
    }

    static boolean any(TextForm text, List<Pattern> patterns) {
        return patterns.stream().anyMatch(text::matches);
    }
}
