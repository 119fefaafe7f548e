package home.hearth.policies.bench;

import home.hearth.policies.config.PolicyFiles;
import home.hearth.policies.memory.GateSet;
import home.hearth.policies.memory.MemoryEntryGate;
import home.hearth.policies.memory.ThresholdChoice;
import home.hearth.policies.memory.internal.LearnedScreen;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Entry-gate bench on the labelled set (gate-set.tsv): precision and recall per class on the tuning
 * part, on the part written for the learned screen alone (learn), and on the ten held-out parts (holdout2 to holdout10
 * written blind from the set's header; holdout3 and holdout4 since retired to tuning), and how many secrets would have
 * been stored. One JSON object per
 * line. Baseline in the same run: a gate that stores everything (precision of "ordinary" = its share).
 *
 * <p>{@code mvn -pl policies exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.policies.bench.GateBench}
 */
public final class GateBench {
    /**
     * The parts whose texts may be printed: the tuning part, the screen's own rows, and the held-out parts already read and
     * retired to tuning (holdout3, holdout4; see policies/README.md).
     */
    private static final List<String> READABLE = List.of("tune", "learn", "holdout3", "holdout4", "holdout7");

    private GateBench() {}

    public static void main(String[] args) {
        crossValidation();
        partsLeftOut();
        run("rules+learned", new MemoryEntryGate(PolicyFiles.defaults()));
        run("rules", MemoryEntryGate.rulesOnly(PolicyFiles.defaults()));
    }

    private static void run(String gateName, MemoryEntryGate gate) {
        for (String split : GateSet.SPLITS) {
            // Which part, and which gate: the fields every line of this part starts with.
            String where = String.format(Locale.ROOT, "\"split\":\"%s\",\"gate\":\"%s\"", split, gateName);
            List<GateSet.Row> rows = GateSet.rows(split);
            List<String> predicted = rows.stream().map(r -> GateSet.predicted(gate, r)).toList();
            for (String label : GateSet.LABELS) {
                emit(where, label, rows, predicted);
            }
            long secretsStored = java.util.stream.IntStream.range(0, rows.size())
                    .filter(i -> rows.get(i).label().equals("secret") && GateSet.stored(predicted.get(i))).count();
            System.out.printf(Locale.ROOT, "{\"bench\":\"gate\",%s,\"metric\":\"secrets_stored\",\"value\":%d,"
                    + "\"baseline\":%d,\"baseline_name\":\"store everything\",\"sentences\":%d%s}%n", where, secretsStored,
                    rows.stream().filter(r -> r.label().equals("secret")).count(), rows.size(), machine());
            asked(where, rows, predicted);
            confusion(where, rows, predicted);
            if (gateName.equals("rules+learned") && printsMisses(split)) {
                for (int i = 0; i < rows.size(); i++) {
                    if (!rows.get(i).label().equals(predicted.get(i))) {
                        System.err.println(split + " " + rows.get(i).label() + " -> " + predicted.get(i) + ": " + rows.get(i).text());
                    }
                }
            }
        }
    }

    /**
     * The question about a possible code, as counts: the secrets asked about (stored at once without the question: the
     * stored and the asked), and the sentences that must be stored asked about, of those the gate keeps or asks about.
     */
    private static void asked(String where, List<GateSet.Row> rows, List<String> predicted) {
        int secrets = 0;
        int secretsAsked = 0;
        int secretsStored = 0;
        int mustStoreAsked = 0;
        int mustStoreKept = 0;
        for (int i = 0; i < rows.size(); i++) {
            boolean asked = predicted.get(i).equals("asked_secret");
            boolean secret = rows.get(i).label().equals("secret");
            secrets += secret ? 1 : 0;
            secretsAsked += secret && asked ? 1 : 0;
            secretsStored += secret && GateSet.stored(predicted.get(i)) ? 1 : 0;
            boolean mustStore = ThresholdChoice.mustStore(rows.get(i));
            mustStoreAsked += mustStore && asked ? 1 : 0;
            mustStoreKept += mustStore && (asked || GateSet.stored(predicted.get(i))) ? 1 : 0;
        }
        System.out.printf(Locale.ROOT, "{\"bench\":\"gate\",%s,\"metric\":\"secrets_asked\",\"value\":%d,"
                + "\"stored_without_the_question\":%d,\"secrets\":%d%s}%n", where, secretsAsked, secretsStored + secretsAsked,
                secrets, machine());
        System.out.printf(Locale.ROOT, "{\"bench\":\"gate\",%s,\"metric\":\"must_store_asked\",\"value\":%d,"
                + "\"kept_or_asked\":%d%s}%n", where, mustStoreAsked, mustStoreKept, machine());
    }

    /**
     * Whether this split's missed texts go to stderr: {@code GATE_BENCH_MISSES=1} lists the tuning part's, a list of
     * split names ({@code GATE_BENCH_MISSES=tune,holdout3}) those parts'. Only parts that are no longer blind can be
     * listed (holdout3 was read after its blind run and rounds 12–17, holdout4 after its blind run and rounds 18–25); every other held-out part is reported as counts only.
     */
    private static boolean printsMisses(String split) {
        String asked = System.getenv("GATE_BENCH_MISSES");
        if (asked == null || !READABLE.contains(split)) {
            return false;
        }
        return asked.equals("1") ? split.equals("tune") : List.of(asked.split(",")).contains(split);
    }

    /**
     * The learned screen's cross-validated curves on the parts it learns from and the threshold each label gets
     * ({@link ThresholdChoice}), then the question's: the share of the secrets the refusal lets through that are asked
     * about, and of the sentences that must be stored, at each threshold under the refusal's.
     */
    private static void crossValidation() {
        List<ThresholdChoice.Point> curves = ThresholdChoice.curves();
        for (ThresholdChoice.Point p : curves) {
            System.out.printf(Locale.ROOT, "{\"bench\":\"gate\",\"metric\":\"learned_screen_cv\",\"class\":\"%s\",\"threshold\":%.2f,"
                    + "\"recognised\":%.3f,\"wronged\":%.4f,\"wrongable\":\"%s\",\"learned_wronged\":%d,\"chosen\":%b,\"shipped\":%b%s}%n",
                    p.label(), p.threshold(), p.recognised() / (double) p.support(), p.crossWronged() / (double) p.wrongable(),
                    p.label().equals("sensitive") ? "ordinary" : "must store", p.learnedWronged(),
                    p.threshold() == ThresholdChoice.chosen(curves, p.label()),
                    p.threshold() == LearnedScreen.threshold(p.label()), machine());
        }
        List<ThresholdChoice.AskPoint> ask = ThresholdChoice.askCurve(ThresholdChoice.chosen(curves, "secret"));
        for (ThresholdChoice.AskPoint p : ask) {
            System.out.printf(Locale.ROOT, "{\"bench\":\"gate\",\"metric\":\"learned_screen_cv\",\"class\":\"ask_secret\","
                    + "\"threshold\":%.2f,\"secrets_asked\":%.3f,\"of_secrets_not_refused\":%d,\"must_store_asked\":%.4f,"
                    + "\"must_store\":%d,\"chosen\":%b,\"shipped\":%b%s}%n", p.threshold(),
                    p.secretsAsked() / (double) p.secretsMissed(), p.secretsMissed(), p.mustStoreAsked() / (double) p.mustStore(),
                    p.mustStore(), p.threshold() == ThresholdChoice.chosenAsk(ask),
                    p.threshold() == LearnedScreen.threshold("ask_secret"), machine());
        }
    }

    /**
     * The screen alone on each retired part, learned without it: closer to wording never seen than the folds above, whose
     * rows sit beside their own near misses in the set. Recognised shares at the shipped thresholds, and the share of
     * the part's must-store sentences refused.
     */
    private static void partsLeftOut() {
        for (String part : List.of("holdout3", "holdout4", "holdout7")) {
            LearnedScreen screen = ThresholdChoice.learnedOn(GateSet.all().stream()
                    .filter(r -> LearnedScreen.LEARNED_PARTS.contains(r.split()) && !r.split().equals(part)).toList());
            List<GateSet.Row> rows = GateSet.rows(part);
            List<Map<String, Double>> likelihoods = rows.stream().map(r -> screen.likelihoods(r.text())).toList();
            for (String label : ThresholdChoice.CHOSEN) {
                double threshold = LearnedScreen.threshold(label);
                int support = 0;
                int recognised = 0;
                int wrongable = 0;
                int wronged = 0;
                for (int i = 0; i < rows.size(); i++) {
                    GateSet.Row row = rows.get(i);
                    boolean over = likelihoods.get(i).get(label) >= threshold;
                    boolean wrongs = ThresholdChoice.wronged(row, label);
                    support += row.label().equals(label) ? 1 : 0;
                    recognised += row.label().equals(label) && over ? 1 : 0;
                    wrongable += wrongs ? 1 : 0;
                    wronged += wrongs && over ? 1 : 0;
                }
                System.out.printf(Locale.ROOT, "{\"bench\":\"gate\",\"metric\":\"learned_screen_part_left_out\",\"split\":\"%s\","
                        + "\"class\":\"%s\",\"threshold\":%.2f,\"recognised\":%d,\"support\":%d,\"wronged\":%d,"
                        + "\"wrongable\":%d%s}%n", part, label, threshold, recognised, support, wronged, wrongable, machine());
            }
        }
    }

    private static void emit(String where, String label, List<GateSet.Row> rows, List<String> predicted) {
        int tp = 0;
        int fp = 0;
        int fn = 0;
        for (int i = 0; i < rows.size(); i++) {
            boolean is = rows.get(i).label().equals(label);
            boolean said = predicted.get(i).equals(label);
            tp += is && said ? 1 : 0;
            fp += !is && said ? 1 : 0;
            fn += is && !said ? 1 : 0;
        }
        double precision = tp + fp == 0 ? 1.0 : tp / (double) (tp + fp);
        double recall = tp + fn == 0 ? 1.0 : tp / (double) (tp + fn);
        double share = (tp + fn) / (double) rows.size();
        System.out.printf(Locale.ROOT, "{\"bench\":\"gate\",%s,\"class\":\"%s\",\"precision\":%.3f,\"recall\":%.3f,"
                + "\"support\":%d,\"baseline\":%.3f,\"baseline_name\":\"%s\"%s}%n", where, label, precision, recall, tp + fn,
                label.equals("ordinary") ? share : 0.0, label.equals("ordinary") ? "store everything: precision" : "store everything: recall",
                machine());
    }

    /** Where each class's misses went, as counts only (the held-out texts are never printed). */
    private static void confusion(String where, List<GateSet.Row> rows, List<String> predicted) {
        var counts = new java.util.TreeMap<String, Integer>();
        for (int i = 0; i < rows.size(); i++) {
            if (!rows.get(i).label().equals(predicted.get(i))) {
                counts.merge(rows.get(i).label() + "\t" + predicted.get(i), 1, Integer::sum);
            }
        }
        counts.forEach((k, n) -> System.out.printf(Locale.ROOT, "{\"bench\":\"gate\",%s,\"metric\":\"missed\","
                + "\"class\":\"%s\",\"predicted\":\"%s\",\"count\":%d}%n", where, k.split("\t")[0], k.split("\t")[1], n));
    }

    private static String machine() {
        return String.format(Locale.ROOT, ",\"cores\":%d,\"java\":\"%s\"", Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"));
    }
}
