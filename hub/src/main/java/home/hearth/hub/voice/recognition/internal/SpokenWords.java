package home.hearth.hub.voice.recognition.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Turns a written name ("Lamp 2", "living-room") into the words a recogniser listens for ("lamp two", "living room"). */
public final class SpokenWords {
    private static final String[] UNITS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"};
    private static final String[] TENS = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
        "ninety"};

    private SpokenWords() {}

    /** Lower-case words without punctuation; digits spelt out (0–999, digit by digit beyond); a leading "the" dropped. */
    public static List<String> of(String written) {
        String s = written.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}']+", " ").trim();
        List<String> words = new ArrayList<>();
        for (String token : s.split(" ")) {
            if (token.isEmpty()) {
                continue;
            }
            if (token.chars().allMatch(Character::isDigit)) {
                words.addAll(number(token));
            } else {
                words.add(token);
            }
        }
        if (words.size() > 1 && words.get(0).equals("the")) {
            words.remove(0);
        }
        return words;
    }

    /** A number as English words: 21 → "twenty one"; more than three digits are read one by one. */
    public static List<String> number(String digits) {
        List<String> out = new ArrayList<>();
        if (digits.length() > 3) {
            digits.chars().forEach(c -> out.add(UNITS[c - '0']));
            return out;
        }
        int n = Integer.parseInt(digits);
        if (n >= 100) {
            out.add(UNITS[n / 100]);
            out.add("hundred");
            n %= 100;
            if (n == 0) {
                return out;
            }
        }
        if (n < 20) {
            out.add(UNITS[n]);
        } else {
            out.add(TENS[n / 10]);
            if (n % 10 != 0) {
                out.add(UNITS[n % 10]);
            }
        }
        return out;
    }
}
