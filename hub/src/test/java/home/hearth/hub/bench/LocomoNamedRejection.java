package home.hearth.hub.bench;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rejection rule from two signals of the ranked result, measured as a curve (issue 12, category 5):
 * reject when the question names someone or something (a capitalised word after the first) that the
 * top hybrid hit does not mention, and the best cosine of the hits is under a threshold. LoCoMo's
 * unanswerable questions mostly ask about the other speaker ("What did Caroline realize after her
 * charity race?" when Melanie ran it), so the name is the signal the cosine lacks. Chosen on the
 * tuning half from these signals: best cosine, top-1/top-2 cosine margin, BM25 coverage of the
 * question's content words, BM25/vector top-5 agreement, names in the top hit (see the README).
 * Computed here from the hub's ranked hits, not in the hub: it is not shipped (it misses 30 %/3 % on
 * the holdout, and a first-person memory, "I take my pills at eight", never names its owner).
 */
final class LocomoNamedRejection {
    private static final List<Double> THRESHOLDS = List.of(0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 2.0);
    private static final Pattern WORD = Pattern.compile("[\\p{L}][\\p{L}\\p{N}'’-]*");
    private final JsonLines out;
    private final String granularity;
    private final String half;

    /** The top hit's text and the best cosine among the hits (rejection off); an empty text when there were none. */
    record Top(String text, double bestSimilarity) {}

    LocomoNamedRejection(JsonLines out, String granularity, String half) {
        this.out = out;
        this.granularity = granularity;
        this.half = half;
    }

    void sweep(List<LocomoBench.Asked> asked, Function<LocomoBench.Asked, Top> top) {
        Map<LocomoBench.Asked, Top> tops = new LinkedHashMap<>();
        asked.stream().filter(q -> q.question().category() == 5 || !q.question().evidence().isEmpty())
                .forEach(q -> tops.put(q, top.apply(q)));
        for (double threshold : THRESHOLDS) {
            int[] counts = new int[4];
            tops.forEach((q, t) -> {
                int answerable = q.question().category() == 5 ? 0 : 2;
                counts[answerable + 1]++;
                boolean absent = !names(q.question().text()).isEmpty() && !mentionsAny(t.text(), names(q.question().text()));
                counts[answerable] += absent && t.bestSimilarity() < threshold ? 1 : 0;
            });
            print(threshold, counts);
        }
    }

    /** Capitalised words after the first, lower-cased, possessives cut ("Melanie's" → "melanie"); not "I". */
    static Set<String> names(String question) {
        Set<String> names = new HashSet<>();
        Matcher m = WORD.matcher(question);
        boolean first = true;
        while (m.find()) {
            String w = m.group();
            if (!first && Character.isUpperCase(w.charAt(0)) && !w.equals("I")) {
                names.add(w.replaceAll("['’]s?$", "").toLowerCase(Locale.ROOT));
            }
            first = false;
        }
        return names;
    }

    private static boolean mentionsAny(String text, Set<String> names) {
        Set<String> words = new HashSet<>();
        Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (m.find()) {
            words.add(m.group().replaceAll("['’]s?$", ""));
        }
        return names.stream().anyMatch(words::contains);
    }

    private void print(double threshold, int[] counts) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("figure", "locomo_rejection_names");
        f.put("granularity", granularity);
        f.put("half", half);
        f.put("rule", "a name in the question absent from the top hit, and best cosine below the threshold");
        f.put("best_similarity_below", threshold);
        f.put("category5_rejected", JsonLines.round(counts[0] / (double) counts[1]));
        f.put("baseline_category1to4_falsely_rejected", JsonLines.round(counts[2] / (double) counts[3]));
        f.put("questions", Map.of("category5", counts[1], "category1to4", counts[3]));
        f.put("goal", "category 5 >= 0.30 with categories 1-4 <= 0.03");
        out.print(f);
    }
}
