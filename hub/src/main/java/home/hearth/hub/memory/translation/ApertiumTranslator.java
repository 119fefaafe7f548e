package home.hearth.hub.memory.translation;

import home.hearth.hub.lifecycle.ExternalProgram;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.Optional;

/**
 * Portuguese ↔ English through Debian's Apertium (GPL: run as a separate program, never linked),
 * pivoting through Spanish ({@code pt-es | spa-eng}, {@code eng-spa | es-pt}) and, when their
 * packages are installed, also through Galician and Catalan. Each pivot is rough and gets different
 * words right ("spare car key" becomes "tom automobilístico de sobra" through Spanish, "chave de carro
 * de sobra" through Galician, "chave de carroça" with "gaveta" through Catalan), so the distinct
 * results are joined into one translation: more of the words a question in the other language uses.
 * The text goes through pipes only, never a file. Several texts go through one run, one per line.
 */
public final class ApertiumTranslator {
    /** The modes the two directions need (packages apertium-es-pt, apertium-eng-spa). */
    static final List<String> MODES = List.of("pt-es", "spa-eng", "eng-spa", "es-pt");
    /** Every pivot, Spanish first; the others are used when Apertium knows both of their modes. */
    static final List<Route> ROUTES = List.of(
            new Route(Language.PT, List.of("pt-es", "spa-eng")), new Route(Language.EN, List.of("eng-spa", "es-pt")),
            new Route(Language.PT, List.of("pt-gl", "gl-en")), new Route(Language.EN, List.of("en-gl", "gl-pt")),
            new Route(Language.PT, List.of("por-cat", "cat-eng")), new Route(Language.EN, List.of("eng-cat", "cat-por")));
    /** What joins the pivots' results in one line. */
    static final String JOIN = " · ";
    private final Path apertium;
    private final Duration deadline;
    private final List<Route> routes;

    /** One way from a language into the other: Apertium modes run one after the other. */
    record Route(Language from, List<String> modes) {}

    private ApertiumTranslator(Path apertium, Duration deadline, List<Route> routes) {
        this.apertium = apertium;
        this.deadline = deadline;
        this.routes = routes;
    }

    /** The same translator through Spanish alone (the first version), for same-run comparisons in the bench. */
    public ApertiumTranslator spanishOnly() {
        return new ApertiumTranslator(apertium, deadline, ROUTES.subList(0, 2));
    }

    /**
     * This translator with one more pivot from {@code from} through {@code modes} (e.g. {@code eng-spa},
     * {@code es-pt_BR}), for the bench's same-run comparisons; the hub uses {@link #ROUTES}. Modes
     * Apertium does not know fail when translating.
     */
    public ApertiumTranslator withPivot(Language from, List<String> modes) {
        List<Route> more = new java.util.ArrayList<>(routes);
        more.add(new Route(from, List.copyOf(modes)));
        return new ApertiumTranslator(apertium, deadline, more);
    }

    /** The pivots this translator uses, e.g. {@code [pt-es|spa-eng, eng-spa|es-pt]}, for the log. */
    public List<String> pivots() {
        return routes.stream().map(r -> String.join("|", r.modes())).toList();
    }

    /**
     * The translator, when {@code apertium} runs and knows every mode of {@link #MODES}; otherwise why
     * not, in a sentence for the log and {@code /health}.
     */
    public static Availability find(Path apertium, Duration deadline) {
        if (!Files.isExecutable(apertium)) {
            return new Availability.Missing("Apertium not found at " + apertium
                    + ": memories are not translated (apt-get install apertium apertium-es-pt apertium-eng-spa)");
        }
        try {
            List<String> modes = Arrays.asList(run(List.of(apertium.toString(), "-l"), "", deadline).split("\\s+"));
            List<String> absent = MODES.stream().filter(m -> !modes.contains(m)).toList();
            if (!absent.isEmpty()) {
                return new Availability.Missing("Apertium lacks the modes " + absent
                        + ": memories are not translated (apt-get install apertium-es-pt apertium-eng-spa)");
            }
            List<Route> usable = ROUTES.stream().filter(r -> modes.containsAll(r.modes())).toList();
            return new Availability.Ready(new ApertiumTranslator(apertium, deadline, usable));
        } catch (TranslationException e) {
            return new Availability.Missing("Apertium does not run: " + e.getMessage());
        }
    }

    /**
     * Translates each text (one line each) into the other language; the same count comes back. With
     * several pivots, a text's distinct results are joined by {@value #JOIN}.
     */
    public List<String> translateAll(List<String> texts, Language from) {
        return translatePivots(texts, from).stream().map(ApertiumTranslator::joined).toList();
    }

    /**
     * Translates each text through every pivot: per text, the distinct non-blank results in pivot order
     * (Spanish first; empty when no pivot gave anything). The same count comes back.
     */
    public List<List<String>> translatePivots(List<String> texts, Language from) {
        if (texts.isEmpty()) {
            return List.of();
        }
        String in = String.join("\n", texts.stream().map(t -> t.replaceAll("[\\r\\n]+", " ").strip()).toList()) + "\n";
        List<Set<String>> results = texts.stream().<Set<String>>map(t -> new LinkedHashSet<>()).toList();
        for (Route route : routes.stream().filter(r -> r.from() == from).toList()) {
            List<String> lines = run(route, in, texts.size());
            for (int i = 0; i < lines.size(); i++) {
                if (!lines.get(i).isBlank() && results.get(i).stream().noneMatch(lines.get(i)::equalsIgnoreCase)) {
                    results.get(i).add(lines.get(i));
                }
            }
        }
        return results.stream().map(r -> List.copyOf(r)).toList();
    }

    /** The pivots' results of one text as the one stored translation. */
    public static String joined(List<String> pivots) {
        return String.join(JOIN, pivots);
    }

    private List<String> run(Route route, String in, int count) {
        String out = in;
        for (String mode : route.modes()) {
            out = run(List.of(apertium.toString(), "-u", mode), out, deadline);
        }
        List<String> lines = out.lines().toList();
        if (lines.size() != count) {
            throw new TranslationException("Apertium " + route.modes() + " gave " + lines.size() + " lines for " + count + " texts");
        }
        return lines.stream().map(l -> l.strip().replaceAll("\\s+", " ")).toList();
    }

    public Optional<String> translate(String text) {
        Language from = Language.guess(text);
        return Optional.of(translateAll(List.of(text), from).get(0)).filter(t -> !t.isBlank());
    }

    private static String run(List<String> command, String input, Duration deadline) {
        try {
            return new String(ExternalProgram.run(command, input.getBytes(StandardCharsets.UTF_8), deadline),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new TranslationException("Apertium " + command.get(command.size() - 1) + " failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TranslationException("interrupted while translating");
        }
    }
}
