package home.hearth.hub.memory.translation;

import home.hearth.policies.Sha256;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Household words in both languages ({@code household-glossary.tsv}: "appointment → consulta | marcação"), for what
 * Apertium's dictionaries lack or render in Spanish: its "appointment" is "cita", its "spare key" "chave de sobra", and
 * it does not know "plumber". The other language's words for the household terms a memory holds are added to its
 * translation's keywords (never to its vector: a list of words is no sentence to embed), so a Portuguese question
 * about a "consulta" finds the English memory of an "appointment".
 *
 * <p>Every alternative of a line is recognised in a memory, but only the other side's <em>head word</em> (its first
 * alternative) is added, as a translator writes one word and not the thesaurus: the others ("spare → suplente | … |
 * extra") made an English memory hold the words of Portuguese questions meant for Portuguese memories ("Quem guarda a
 * chave extra?" found "The spare car key…" before "A chave suplente está com a vizinha…"). Where terms overlap, the
 * longest wins ("living room" is no "room", so no "quarto"). How a term matches: {@link GlossaryText}.
 */
public final class HouseholdGlossary {
    private static final String RESOURCE = "household-glossary.tsv";
    /** How terms match and which words are added; in the version, so a change of rule remakes older translations. */
    private static final String RULES = "head words, longest terms, accents where both have them, no part of a hyphenated word";

    /** One way of saying a term: as written, and its words as a text is matched against them (once, when read). */
    private record Term(String text, GlossaryText words) {
        static Term of(String text) {
            return new Term(text, GlossaryText.of(text));
        }
    }

    /** One line: the English and the Portuguese ways of saying it, each side's head word first. */
    private record Entry(List<Term> english, List<Term> portuguese) {
        List<Term> side(Language language) {
            return language == Language.EN ? english : portuguese;
        }

        String headWord(Language language) {
            return side(language).getFirst().text();
        }
    }

    /** Where a line's term stands in a text: from word {@code start}, {@code length} words. */
    private record Match(int entry, int start, int length) {
        boolean sameSpan(Match other) {
            return start == other.start && length == other.length;
        }

        boolean overlaps(Match other) {
            return start < other.start + other.length && other.start < start + length;
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

    /**
     * The built-in glossary with a household's own lines after it (the same format): words the shipped list lacks, a
     * Brazilian head word beside the European one ("plumber → encanador"), a family's names for things. Both lines'
     * head words are added where both match. A line the file gets wrong is named with the file and its number.
     */
    public HouseholdGlossary with(Path householdFile) throws IOException {
        HouseholdGlossary own;
        try {
            own = parse(Files.readString(householdFile, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(householdFile + ": " + e.getMessage(), e);
        }
        List<Entry> all = new ArrayList<>(entries);
        all.addAll(own.entries);
        return new HouseholdGlossary(List.copyOf(all), digest(version + "\n" + own.version));
    }

    /** How many lines it holds (for the log and /health). */
    public int size() {
        return entries.size();
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
        return new HouseholdGlossary(List.copyOf(entries), digest(RULES + "\n" + text));
    }

    /**
     * Which glossary this is (a hash of its text and of {@link #RULES}): a translation kept with another glossary or
     * rule is made again, so a changed glossary reaches the memories written before it.
     */
    public String version() {
        return version;
    }

    /**
     * The {@code other} language's head word for every household term in {@code text}, each once, in the glossary's
     * order. Terms that overlap give way to the longest; lines whose terms stand on the very same words all count
     * ("quarto" is a room and a bedroom).
     */
    public List<String> wordsFor(String text, Language from) {
        List<Match> chosen = longestFirst(matches(GlossaryText.of(text), from));
        Set<String> out = new LinkedHashSet<>();
        chosen.stream().mapToInt(Match::entry).sorted().distinct().forEach(i -> out.add(entries.get(i).headWord(from.other())));
        return List.copyOf(out);
    }

    private List<Match> matches(GlossaryText words, Language from) {
        List<Match> found = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            for (Term term : entries.get(i).side(from)) {
                for (int start = 0; start + term.words().size() <= words.size(); start++) {
                    if (words.hasAt(start, term.words())) {
                        found.add(new Match(i, start, term.words().size()));
                    }
                }
            }
        }
        return found;
    }

    /** The longest matches first; a shorter one stays only where it overlaps none kept, or stands on a kept one's words. */
    private static List<Match> longestFirst(List<Match> matches) {
        List<Match> kept = new ArrayList<>();
        matches.stream().sorted(Comparator.comparingInt(Match::length).reversed().thenComparingInt(Match::start)).forEach(m -> {
            if (kept.stream().allMatch(k -> k.sameSpan(m) || !k.overlaps(m))) {
                kept.add(m);
            }
        });
        return kept;
    }

    private static List<Term> alternatives(String side) {
        return List.of(side.split("\\|")).stream().map(String::strip).filter(s -> !s.isEmpty()).map(Term::of).toList();
    }

    private static String digest(String text) {
        return Sha256.hex(text).substring(0, 12);
    }
}
