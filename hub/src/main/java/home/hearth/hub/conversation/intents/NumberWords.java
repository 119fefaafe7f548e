package home.hearth.hub.conversation.intents;

import java.util.Map;
import java.util.OptionalDouble;

/**
 * Numbers as a recogniser writes them: digits ({@code 21}, {@code 20.5}, {@code 20,5}) or words in
 * English or Portuguese up to 99 ("twenty one", "vinte e um", "dez"). Text is already normalised
 * (lower case, no accents).
 */
public final class NumberWords {
    private static final String BODY = "\\d+(?:[.,]\\d+)?|(?:[a-z]+)(?:(?: e | |-)(?:[a-z]+))??(?: and a half| e meia)?";
    private static final Map<String, Integer> WORDS = Map.ofEntries(
            Map.entry("zero", 0), Map.entry("one", 1), Map.entry("a", 1), Map.entry("an", 1), Map.entry("two", 2),
            Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5), Map.entry("six", 6), Map.entry("seven", 7),
            Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10), Map.entry("eleven", 11),
            Map.entry("twelve", 12), Map.entry("thirteen", 13), Map.entry("fourteen", 14), Map.entry("fifteen", 15),
            Map.entry("sixteen", 16), Map.entry("seventeen", 17), Map.entry("eighteen", 18), Map.entry("nineteen", 19),
            Map.entry("twenty", 20), Map.entry("thirty", 30), Map.entry("forty", 40), Map.entry("fifty", 50),
            Map.entry("sixty", 60), Map.entry("seventy", 70), Map.entry("eighty", 80), Map.entry("ninety", 90),
            Map.entry("um", 1), Map.entry("uma", 1), Map.entry("dois", 2), Map.entry("duas", 2), Map.entry("tres", 3),
            Map.entry("quatro", 4), Map.entry("cinco", 5), Map.entry("seis", 6), Map.entry("sete", 7), Map.entry("oito", 8),
            Map.entry("nove", 9), Map.entry("dez", 10), Map.entry("onze", 11), Map.entry("doze", 12), Map.entry("treze", 13),
            Map.entry("catorze", 14), Map.entry("quatorze", 14), Map.entry("quinze", 15), Map.entry("dezasseis", 16),
            Map.entry("dezesseis", 16), Map.entry("dezassete", 17), Map.entry("dezessete", 17), Map.entry("dezoito", 18),
            Map.entry("dezanove", 19), Map.entry("dezenove", 19), Map.entry("vinte", 20), Map.entry("trinta", 30),
            Map.entry("quarenta", 40), Map.entry("cinquenta", 50), Map.entry("sessenta", 60), Map.entry("setenta", 70),
            Map.entry("oitenta", 80), Map.entry("noventa", 90));

    /**
     * A regular-expression fragment matching one number as digits or words. The second word is taken only when the
     * rest of the pattern needs it (reluctant {@code ??}): greedily, "twenty degrees" or "vinte graus" read the unit as
     * the number's second word, which then parsed as no number and the whole command went unrecognised.
     */
    public static final String PATTERN = "(" + BODY + ")";

    /** {@link #PATTERN} without its group, for a pattern that captures a longer phrase around the number. */
    public static final String UNCAPTURED = "(?:" + BODY + ")";

    private NumberWords() {}

    /** The value of {@code text}, or empty when it is not a number. */
    public static OptionalDouble parse(String text) {
        String t = text.trim();
        if (t.matches("\\d+(?:[.,]\\d+)?")) {
            return OptionalDouble.of(Double.parseDouble(t.replace(',', '.')));
        }
        double half = 0;
        if (t.endsWith(" and a half") || t.endsWith(" e meia")) {
            half = 0.5;
            t = t.substring(0, t.lastIndexOf(t.endsWith(" e meia") ? " e meia" : " and a half"));
        }
        int total = 0;
        for (String part : t.split("(?: e | |-)")) {
            Integer v = WORDS.get(part);
            if (v == null || (total != 0 && (total % 10 != 0 || v >= 10))) {
                return OptionalDouble.empty();
            }
            total += v;
        }
        return OptionalDouble.of(total + half);
    }
}
