package home.hearth.policies.memory;

import home.hearth.policies.memory.internal.LearnedScreen;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * How the learned screen's thresholds are chosen, on the parts of the labelled set it learns from only
 * ({@link LearnedScreen#LEARNED_PARTS}: the tuning part and the retired held-out parts). Five folds (a row's
 * fold is its index mod 5): a screen learned on four folds scores the fifth. For each label the screen may refuse or
 * mark and each threshold on a grid: the share of that label's sentences it recognises, and the share of the sentences
 * the label would wrong: for a refusal those that must be stored (ordinary and sensitive), for the sensitive mark the
 * ordinary ones (in the household's scope it refuses them). The choice is the lowest threshold that wrongs at most
 * 1 % of those, and none of the learned sentences when learned on them all.
 *
 * <p>The gate also asks before storing a sentence whose secret likelihood is under the refusal's threshold but at least
 * the question's ({@link #askCurve}): the lowest threshold on the grid at which at most 2 % of the sentences that must be
 * stored would be asked on held-out folds. A question wrongs nobody, so the learned sentences do not bind it.
 */
public final class ThresholdChoice {
    public static final List<String> REFUSED = List.of("secret", "instruction", "volatile");
    /** Every label the screen acts on: its refusals and the sensitive mark. */
    public static final List<String> CHOSEN = List.of("secret", "instruction", "volatile", "sensitive");
    public static final double[] GRID = {0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9};
    private static final double MOST_REFUSED = 0.01;
    /** The question about a possible secret may be asked of at most 2 % of the sentences that must be stored. */
    private static final double MOST_ASKED = 0.02;

    /**
     * One label at one threshold: of its {@code support} sentences {@code recognised} on held-out folds; of the
     * {@code wrongable} sentences it could wrong, {@code crossWronged} on held-out folds and {@code learnedWronged}
     * when learned on them all.
     */
    public record Point(String label, double threshold, int recognised, int support, int crossWronged, int wrongable,
                        int learnedWronged) {
        public boolean acceptable() {
            return crossWronged <= MOST_REFUSED * wrongable && learnedWronged == 0;
        }
    }

    /**
     * The question about a possible secret at one threshold: of the {@code secretsMissed} secrets the refusal lets
     * through on held-out folds, {@code secretsAsked} fall in the band and are asked about; of the {@code mustStore}
     * sentences that must be stored, {@code mustStoreAsked} would be asked too (stored after a yes).
     */
    public record AskPoint(double threshold, int secretsAsked, int secretsMissed, int mustStoreAsked, int mustStore) {
        public boolean acceptable() {
            return mustStoreAsked <= MOST_ASKED * mustStore;
        }
    }

    /**
     * Each learned row's likelihoods from the screen learned on the four folds without it (a row's fold is its index
     * mod 5), computed once per JVM: the refusals' curves and the question's read the same scores.
     */
    private static final class Folds {
        static final List<GateSet.Row> ROWS = GateSet.all().stream()
                .filter(r -> LearnedScreen.LEARNED_PARTS.contains(r.split())).toList();
        static final List<Map<String, Double>> HELD_OUT = heldOut(ROWS);

        private static List<Map<String, Double>> heldOut(List<GateSet.Row> rows) {
            List<Map<String, Double>> p = new ArrayList<>(java.util.Collections.nCopies(rows.size(), Map.<String, Double>of()));
            for (int fold = 0; fold < 5; fold++) {
                int f = fold;
                LearnedScreen screen = learnedOn(IntStream.range(0, rows.size()).filter(i -> i % 5 != f).mapToObj(rows::get).toList());
                for (int i = fold; i < rows.size(); i += 5) {
                    p.set(i, screen.likelihoods(rows.get(i).text()));
                }
            }
            return List.copyOf(p);
        }
    }

    private ThresholdChoice() {}

    /** Every label's curve, in grid order. */
    public static List<Point> curves() {
        List<GateSet.Row> tune = Folds.ROWS;
        int[][] recognised = new int[CHOSEN.size()][GRID.length];
        int[][] crossWronged = new int[CHOSEN.size()][GRID.length];
        int[][] learnedWronged = new int[CHOSEN.size()][GRID.length];
        for (int i = 0; i < tune.size(); i++) {
            for (int c = 0; c < CHOSEN.size(); c++) {
                count(Folds.HELD_OUT.get(i), tune.get(i), c, recognised[c], crossWronged[c]);
            }
        }
        LearnedScreen whole = learnedOn(tune);
        for (GateSet.Row row : tune) {
            Map<String, Double> p = whole.likelihoods(row.text());
            for (int c = 0; c < CHOSEN.size(); c++) {
                count(p, row, c, new int[GRID.length], learnedWronged[c]);
            }
        }
        List<Point> points = new ArrayList<>();
        for (int c = 0; c < CHOSEN.size(); c++) {
            String label = CHOSEN.get(c);
            int support = (int) tune.stream().filter(r -> r.label().equals(label)).count();
            int wrongable = (int) tune.stream().filter(r -> wronged(r, label)).count();
            for (int t = 0; t < GRID.length; t++) {
                points.add(new Point(label, GRID[t], recognised[c][t], support, crossWronged[c][t], wrongable, learnedWronged[c][t]));
            }
        }
        return points;
    }

    /**
     * The question's curve: for each threshold on the grid under the secret refusal's {@code refusal}, how many of the
     * secrets the refusal lets through on held-out folds fall in the band [threshold, refusal) and would be asked about,
     * and how many of the sentences that must be stored would be asked too.
     */
    public static List<AskPoint> askCurve(double refusal) {
        List<GateSet.Row> rows = Folds.ROWS;
        List<AskPoint> points = new ArrayList<>();
        for (double t : GRID) {
            if (t >= refusal) {
                break;
            }
            int secretsAsked = 0;
            int secretsMissed = 0;
            int mustStoreAsked = 0;
            int mustStore = 0;
            for (int i = 0; i < rows.size(); i++) {
                double p = Folds.HELD_OUT.get(i).get("secret");
                boolean secret = rows.get(i).label().equals("secret");
                boolean asked = p >= t && p < refusal;
                secretsMissed += secret && p < refusal ? 1 : 0;
                secretsAsked += secret && asked ? 1 : 0;
                mustStore += mustStore(rows.get(i)) ? 1 : 0;
                mustStoreAsked += mustStore(rows.get(i)) && asked ? 1 : 0;
            }
            points.add(new AskPoint(t, secretsAsked, secretsMissed, mustStoreAsked, mustStore));
        }
        return points;
    }

    /** The chosen threshold of the question: the lowest acceptable point of its curve. */
    public static double chosenAsk(List<AskPoint> curve) {
        return curve.stream().filter(AskPoint::acceptable).mapToDouble(AskPoint::threshold).min()
                .orElseThrow(() -> new IllegalStateException("no threshold on the grid asks few enough must-store sentences"));
    }

    /** The chosen threshold of a label: the first acceptable point of its curve. */
    public static double chosen(List<Point> curves, String label) {
        return curves.stream().filter(p -> p.label().equals(label) && p.acceptable()).mapToDouble(Point::threshold).min()
                .orElseThrow(() -> new IllegalStateException("no threshold on the grid is acceptable for " + label));
    }

    private static void count(Map<String, Double> likelihoods, GateSet.Row row, int c, int[] recognised, int[] wronged) {
        String label = CHOSEN.get(c);
        double likelihood = likelihoods.get(label);
        for (int t = 0; t < GRID.length; t++) {
            if (likelihood >= GRID[t]) {
                recognised[t] += row.label().equals(label) ? 1 : 0;
                wronged[t] += wronged(row, label) ? 1 : 0;
            }
        }
    }

    /** Whether the screen acting as {@code label} on the sentence would wrong it: a refusal of what must be stored, a sensitive mark on what is ordinary. */
    public static boolean wronged(GateSet.Row row, String label) {
        return label.equals("sensitive") ? row.label().equals("ordinary") : mustStore(row);
    }

    /** Whether a sentence must be stored: ordinary or sensitive, the sentences a refusal would wrong. */
    public static boolean mustStore(GateSet.Row row) {
        return row.label().equals("ordinary") || row.label().equals("sensitive");
    }

    /** A screen learned from these rows only (a fold, or the learned parts without one of them). */
    public static LearnedScreen learnedOn(List<GateSet.Row> rows) {
        return LearnedScreen.learnedFrom(rows.stream().map(GateSet.Row::label).toList(), rows.stream().map(GateSet.Row::text).toList());
    }
}
