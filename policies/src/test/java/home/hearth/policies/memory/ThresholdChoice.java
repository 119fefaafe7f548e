package home.hearth.policies.memory;

import home.hearth.policies.memory.internal.LearnedScreen;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * How the learned screen's thresholds are chosen, on the parts of the labelled set it learns from only
 * ({@link LearnedScreen#LEARNED_PARTS}: the tuning part and the retired held-out parts). Five folds (a row's
 * fold is its index mod 5): a screen learned on four folds scores the fifth. For each label the screen may refuse and
 * each threshold on a grid: the share of that label's sentences it recognises, and the share of the sentences that
 * must be stored (ordinary and sensitive) it would refuse as that label. The choice is the lowest threshold that
 * refuses at most 1 % of those, and none of the learned sentences that must be stored when learned on them all.
 */
public final class ThresholdChoice {
    public static final List<String> REFUSED = List.of("secret", "instruction", "volatile");
    public static final double[] GRID = {0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9};
    private static final double MOST_REFUSED = 0.01;

    /** One label at one threshold. */
    public record Point(String label, double threshold, int recognised, int support, int crossRefused, int mustStore,
                        int tuneRefused) {
        public boolean acceptable() {
            return crossRefused <= MOST_REFUSED * mustStore && tuneRefused == 0;
        }
    }

    private ThresholdChoice() {}

    /** Every label's curve, in grid order. */
    public static List<Point> curves() {
        List<GateSet.Row> tune = GateSet.all().stream().filter(r -> LearnedScreen.LEARNED_PARTS.contains(r.split())).toList();
        int[][] recognised = new int[REFUSED.size()][GRID.length];
        int[][] crossRefused = new int[REFUSED.size()][GRID.length];
        int[][] tuneRefused = new int[REFUSED.size()][GRID.length];
        int[] support = new int[REFUSED.size()];
        int mustStore = 0;
        for (int fold = 0; fold < 5; fold++) {
            int f = fold;
            LearnedScreen screen = learnedOn(IntStream.range(0, tune.size()).filter(i -> i % 5 != f).mapToObj(tune::get).toList());
            for (int i = fold; i < tune.size(); i += 5) {
                GateSet.Row row = tune.get(i);
                mustStore += mustStore(row) ? 1 : 0;
                for (int c = 0; c < REFUSED.size(); c++) {
                    support[c] += row.label().equals(REFUSED.get(c)) ? 1 : 0;
                    count(screen.likelihood(row.text(), REFUSED.get(c)), row, c, recognised[c], crossRefused[c]);
                }
            }
        }
        LearnedScreen whole = learnedOn(tune);
        for (GateSet.Row row : tune) {
            for (int c = 0; c < REFUSED.size(); c++) {
                count(whole.likelihood(row.text(), REFUSED.get(c)), row, c, new int[GRID.length], tuneRefused[c]);
            }
        }
        List<Point> points = new ArrayList<>();
        for (int c = 0; c < REFUSED.size(); c++) {
            for (int t = 0; t < GRID.length; t++) {
                points.add(new Point(REFUSED.get(c), GRID[t], recognised[c][t], support[c], crossRefused[c][t], mustStore, tuneRefused[c][t]));
            }
        }
        return points;
    }

    /** The chosen threshold of a label: the first acceptable point of its curve. */
    public static double chosen(List<Point> curves, String label) {
        return curves.stream().filter(p -> p.label().equals(label) && p.acceptable()).mapToDouble(Point::threshold).min()
                .orElseThrow(() -> new IllegalStateException("no threshold on the grid is acceptable for " + label));
    }

    private static void count(double likelihood, GateSet.Row row, int c, int[] recognised, int[] refused) {
        for (int t = 0; t < GRID.length; t++) {
            if (likelihood >= GRID[t]) {
                recognised[t] += row.label().equals(REFUSED.get(c)) ? 1 : 0;
                refused[t] += mustStore(row) ? 1 : 0;
            }
        }
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
