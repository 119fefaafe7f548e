package home.hearth.hub.memory.translation;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Household words in both languages ({@code household-glossary.tsv}: "appointment → consulta | marcação"), for what
 * Apertium's dictionaries lack or render in Spanish: its "appointment" is "cita", its "spare key" "chave de sobra", and
 * it does not know "plumber". The other language's words for the household terms a memory holds are added to its
 * translation's keywords (never to its vector: a list of words is no sentence to embed), so a Portuguese question
 * about a "consulta" finds the English memory of an "appointment".
 *
 * <p>Terms match whole words, accents and case aside, with a plain plural ("keys", "chaves", "cães").
 */
public final class HouseholdGlossary {
    private static final String RESOURCE = "household-glossary.tsv";
    private static final Pattern NOT_LETTERS = Pattern.compile("[^\\p{L}\\p{N}]+");

    /** One way of saying a term: as written, and its words as a text is matched against them (once, when read). */
    private record Term(String text, List<String> words) {
        static Term of(String text) {
            return new Term(text, HouseholdGlossary.words(text));
        }
    }

    /** One line: the English and the Portuguese ways of saying it. */
    private record Entry(List<Term> english, List<Term> portuguese) {
        List<Term> side(Language language) {
            return language == Language.EN ? english : portuguese;
        }
    }

    private final List<Entry> entries;
    private final String version;

    private HouseholdGlossary(List<Entry> entries, String version) {
        this.entries = entries;
        this.version = version;
    }

    /** No words: translations as Apertium alone makes them (the bench's baseline). */
    public static final HouseholdGlossary NONE = parse("");

    /** The glossary the hub ships. */
    public static HouseholdGlossary builtIn() {
        try (InputStream in = Objects.requireNonNull(HouseholdGlossary.class.getResourceAsStream(RESOURCE), RESOURCE)) {
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A glossary from its text: {@code english<TAB>portuguese} per line, alternatives split by "|", "#" comments. */
    public static HouseholdGlossary parse(String text) {
        List<Entry> entries = new ArrayList<>();
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] sides = line.split("\t");
            List<Term> english = sides.length == 2 ? alternatives(sides[0]) : List.of();
            List<Term> portuguese = sides.length == 2 ? alternatives(sides[1]) : List.of();
            if (english.isEmpty() || portuguese.isEmpty()) {
                throw new IllegalArgumentException("glossary line " + (i + 1) + " wants 'english<TAB>portuguese', got: " + line);
            }
            entries.add(new Entry(english, portuguese));
        }
        return new HouseholdGlossary(List.copyOf(entries), digest(text));
    }

    /**
     * Which glossary this is (a hash of its text): a translation kept with another glossary is made again, so a
     * changed glossary reaches the memories written before it.
     */
    public String version() {
        return version;
    }

    /** The {@code other} language's words for every household term in {@code text}, each once, in the glossary's order. */
    public List<String> wordsFor(String text, Language from) {
        List<String> words = words(text);
        Set<String> out = new LinkedHashSet<>();
        for (Entry e : entries) {
            if (e.side(from).stream().anyMatch(term -> contains(words, term.words()))) {
                e.side(from.other()).forEach(term -> out.add(term.text()));
            }
        }
        return List.copyOf(out);
    }

    private static List<Term> alternatives(String side) {
        return List.of(side.split("\\|")).stream().map(String::strip).filter(s -> !s.isEmpty()).map(Term::of).toList();
    }

    private static boolean contains(List<String> words, List<String> term) {
        for (int start = 0; start + term.size() <= words.size(); start++) {
            int matched = 0;
            while (matched < term.size() && sameWord(words.get(start + matched), term.get(matched))) {
                matched++;
            }
            if (matched == term.size()) {
                return true;
            }
        }
        return false;
    }

    /** The same word, or its plain plural: key/keys, chave/chaves, box/boxes, party/parties, cão/cães, limão/limões. */
    private static boolean sameWord(String word, String term) {
        if (word.equals(term) || word.equals(term + "s") || word.equals(term + "es")) {
            return true;
        }
        if (term.endsWith("y") && word.equals(term.substring(0, term.length() - 1) + "ies")) {
            return true;
        }
        if (term.endsWith("ao")) {
            String stem = term.substring(0, term.length() - 2);
            return word.equals(stem + "aes") || word.equals(stem + "oes");
        }
        return term.endsWith("l") && word.equals(term.substring(0, term.length() - 1) + "is");
    }

    /** Lower case, accents dropped, split on anything that is not a letter or a digit. */
    private static List<String> words(String text) {
        String plain = Normalizer.normalize(text.toLowerCase(Locale.ROOT), Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return List.of(NOT_LETTERS.split(plain)).stream().filter(w -> !w.isEmpty()).toList();
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
