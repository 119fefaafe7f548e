package home.hearth.hub.memory.translation;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A text's words as the household glossary matches them: each word lower case as written and without its accents, and
 * whether a hyphen joins it to the next ("palavra-passe", "sexta-feira").
 *
 * <p>Words match case aside, with a plain plural (key/keys, chave/chaves, cão/cães). Accents are ignored only where one
 * side has none, so that "avo" (typed without them) still finds both grandparents while "avó" (grandmother) never
 * finds "avô" (grandfather). A term never matches part of a hyphenated word: the "passe" of "palavra-passe" (password)
 * is no bus pass.
 */
record GlossaryText(List<Word> words) {
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{M}\\p{N}]+");

    /** One word: lower case as written, without accents, and whether a hyphen joins it to the next word. */
    record Word(String written, String plain, boolean hyphenToNext) {
        boolean accented() {
            return !written.equals(plain);
        }

        boolean same(Word term) {
            return accented() && term.accented() ? samePlural(written, term.written) : samePlural(plain, term.plain);
        }
    }

    static GlossaryText of(String text) {
        String lower = Normalizer.normalize(text.toLowerCase(Locale.ROOT), Normalizer.Form.NFC);
        List<Word> words = new ArrayList<>();
        Matcher m = WORD.matcher(lower);
        while (m.find()) {
            boolean hyphen = m.end() + 1 < lower.length() && lower.charAt(m.end()) == '-'
                    && Character.isLetterOrDigit(lower.charAt(m.end() + 1));
            words.add(new Word(m.group(), plain(m.group()), hyphen));
        }
        return new GlossaryText(List.copyOf(words));
    }

    int size() {
        return words.size();
    }

    /** Whether {@code term}'s words are this text's words from {@code start} on, and no hyphen ties them to a neighbour. */
    boolean hasAt(int start, GlossaryText term) {
        int end = start + term.size();
        if (end > size() || (start > 0 && words.get(start - 1).hyphenToNext()) || words.get(end - 1).hyphenToNext()) {
            return false;
        }
        for (int i = 0; i < term.size(); i++) {
            if (!words.get(start + i).same(term.words.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** The same word, or its plain plural: key/keys, box/boxes, party/parties, cão/cães, limão/limões, animal/animais. */
    private static boolean samePlural(String word, String term) {
        if (word.equals(term) || word.equals(term + "s") || word.equals(term + "es")) {
            return true;
        }
        if (term.endsWith("y") && word.equals(term.substring(0, term.length() - 1) + "ies")) {
            return true;
        }
        for (String[] plural : new String[][] {{"ão", "ães", "ões"}, {"ao", "aes", "oes"}}) {
            if (term.endsWith(plural[0])) {
                String stem = term.substring(0, term.length() - plural[0].length());
                return word.equals(stem + plural[1]) || word.equals(stem + plural[2]);
            }
        }
        return term.endsWith("l") && word.equals(term.substring(0, term.length() - 1) + "is");
    }

    private static String plain(String word) {
        return Normalizer.normalize(word, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
    }
}
