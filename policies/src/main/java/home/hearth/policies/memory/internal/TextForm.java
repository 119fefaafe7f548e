package home.hearth.policies.memory.internal;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A text prepared for matching, robust to adversarial spelling: lower case, accents and
 * invisible characters removed, contractions expanded ("don't" → "do not"), punctuation as spaces,
 * spaced-out letters joined ("p a s s w o r d" → "password"), and a second form with leetspeak
 * digits read as letters ("p4ssw0rd" → "password").
 *
 * @param original the text as given
 * @param normal the normalised form: words separated by single spaces
 * @param deleet the normalised form with leetspeak undone in words that contain letters
 */
public record TextForm(String original, String normal, String deleet) {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern INVISIBLE = Pattern.compile("[\\p{Cf}\\u00AD]");
    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}@$]+");
    private static final Pattern BARE = Pattern.compile(
            "\\b(i)?(dont|doesnt|didnt|cant|wont|isnt|arent|wasnt|werent|havent|hasnt|shouldnt|wouldnt|couldnt|mustnt)\\b");
    private static final Pattern HAS_LETTER = Pattern.compile(".*\\p{L}.*");
    /** "P-I-N", "a-l-l-e-r-g-i-c", "P.I.N": single letters joined by hyphens or dots are one word. */
    private static final Pattern HYPHENED_LETTERS = Pattern.compile("(?<![\\p{L}\\p{N}.@-])\\p{L}(?:[-.]\\p{L}){2,}(?![\\p{L}\\p{N}@-])");
    /** Single-letter words that often stand before a spelt-out word: "needs a p i n", "a v e r i f i c a ç ã o". */
    private static final String ARTICLES = "aoe";

    public static TextForm of(String text) {
        String t = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        t = INVISIBLE.matcher(t).replaceAll("");
        t = t.replace('’', '\'').replace('‘', '\'').replace('`', '\'').replace('´', '\'');
        t = contractions(t + " ");
        t = MARKS.matcher(Normalizer.normalize(t, Normalizer.Form.NFD)).replaceAll("");
        t = HYPHENED_LETTERS.matcher(t).replaceAll(m -> m.group().replaceAll("[-.]", ""));
        String normal = bareContractions(joinSpacedLetters(NON_WORD.matcher(t).replaceAll(" ").trim(), false));
        normal = normal.replace("@", " ").replace("$", " ").replaceAll(" +", " ").trim();
        String deleet = bareContractions(joinSpacedLetters(deleet(NON_WORD.matcher(t).replaceAll(" ").trim()), true));
        return new TextForm(text, normal, deleet);
    }

    /** The words of the normal form. */
    public List<String> words() {
        return normal.isEmpty() ? List.of() : Arrays.asList(normal.split(" "));
    }

    /** Whether a pattern is found in either form. */
    public boolean matches(Pattern pattern) {
        return pattern.matcher(normal).find() || pattern.matcher(deleet).find();
    }

    private static String contractions(String t) {
        return t.replace("can't", "cannot").replace("won't", "will not").replace("n't", " not")
                .replace("'m ", " am ").replace("'re ", " are ").replace("'s ", " is ").replace("'ll ", " will ")
                .replace("'ve ", " have ").replace("'d ", " would ");
    }

    /**
     * "dont", "cant", "isnt" typed without an apostrophe (or spelt out, "i d o n t" → "idont") read as
     * "do not", "cannot", "is not".
     */
    private static String bareContractions(String text) {
        return BARE.matcher(text).replaceAll(m -> (m.group(1) == null ? "" : "i ") + switch (m.group(2)) {
            case "cant" -> "cannot";
            case "wont" -> "will not";
            default -> m.group(2).substring(0, m.group(2).length() - 2) + " not";
        });
    }

    private static String deleet(String text) {
        StringBuilder out = new StringBuilder();
        for (String word : text.split(" ")) {
            out.append(out.isEmpty() ? "" : " ").append(HAS_LETTER.matcher(word).matches() || word.matches(".*[@$].*")
                    ? mapLeet(word) : word);
        }
        return out.toString().replace("@", "a").replace("$", "s");
    }

    private static String mapLeet(String word) {
        StringBuilder b = new StringBuilder(word.length());
        for (char c : word.toCharArray()) {
            b.append(switch (c) {
                case '0' -> 'o';
                case '1' -> 'i';
                case '3' -> 'e';
                case '4', '@' -> 'a';
                case '5', '$' -> 's';
                case '7' -> 't';
                case '8' -> 'b';
                default -> c;
            });
        }
        return b.toString();
    }

    /**
     * "p a s s w o r d" → "password": runs of three or more single letters become one word. With
     * {@code splitArticle} (the second form) a leading "a", "o" or "e" stays a word of its own, so
     * "needs a p i n" reads "needs a pin" there and "needs apin" in the first form.
     */
    private static String joinSpacedLetters(String text, boolean splitArticle) {
        List<String> out = new ArrayList<>();
        StringBuilder run = new StringBuilder();
        int runLength = 0;
        for (String w : text.split(" ")) {
            if (w.length() == 1 && Character.isLetter(w.charAt(0))) {
                run.append(w);
                runLength++;
                continue;
            }
            flush(out, run, runLength, splitArticle);
            runLength = 0;
            out.add(w);
        }
        flush(out, run, runLength, splitArticle);
        return String.join(" ", out).trim();
    }

    private static void flush(List<String> out, StringBuilder run, int runLength, boolean splitArticle) {
        if (splitArticle && runLength >= 4 && ARTICLES.indexOf(run.charAt(0)) >= 0) {
            out.add(run.substring(0, 1));
            out.add(run.substring(1));
        } else if (runLength >= 3) {
            out.add(run.toString());
        } else {
            run.chars().forEach(c -> out.add(String.valueOf((char) c)));
        }
        run.setLength(0);
    }
}
