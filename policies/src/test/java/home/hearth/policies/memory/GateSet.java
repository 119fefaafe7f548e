package home.hearth.policies.memory;

import home.hearth.policies.Scope;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The entry gate's labelled set ({@code gate-set.tsv}, read its header): sentences in English and
 * Portuguese with what the gate must do with them, split into a tuning part and ten held-out parts.
 */
public final class GateSet {
    /** What the gate did with a sentence, in the set's vocabulary. */
    public static final List<String> LABELS = List.of("secret", "instruction", "volatile", "sensitive", "ordinary");

    /**
     * The tuning part, the part written for the learned screen alone ("learn": the rules are not tuned on it), and the
     * ten held-out parts (holdout2 to holdout10: written blind, from the header alone).
     */
    public static final List<String> SPLITS = List.of("tune", "learn", "holdout", "holdout2", "holdout3", "holdout4", "holdout5",
            "holdout6", "holdout7", "holdout8", "holdout9", "holdout10");

    /** One labelled sentence. */
    public record Row(String split, String label, String lang, String contrast, String scope, String text) {
        public Row {
            if (!LABELS.contains(label)) {
                throw new IllegalArgumentException("label must be one of " + LABELS + ", got: " + label);
            }
            if (!SPLITS.contains(split)) {
                throw new IllegalArgumentException("split must be one of " + SPLITS + ", got: " + split);
            }
            if (!scope.equals("user") && !scope.equals("household")) {
                throw new IllegalArgumentException("scope must be user or household, got: " + scope);
            }
        }

        @Override
        public String toString() {
            return label + ": " + text;
        }
    }

    private GateSet() {}

    public static List<Row> rows(String split) {
        return all().stream().filter(r -> r.split().equals(split)).toList();
    }

    public static List<Row> all() {
        var in = Objects.requireNonNull(GateSet.class.getResourceAsStream("gate-set.tsv"), "gate-set.tsv");
        List<Row> rows = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                if (f.length != 6) {
                    throw new IllegalArgumentException("gate-set.tsv wants 6 tab-separated columns, got: " + line);
                }
                rows.add(new Row(f[0], f[1], f[2], f[3], f[4], f[5]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }

    /**
     * What the gate does with the sentence, written and confirmed by Alice, verified, into the row's scope: a label,
     * "refused_" and the step, or "asked_secret" when the gate asks whether it holds a code before storing it.
     */
    public static String predicted(MemoryEntryGate gate, Row row) {
        Scope scope = row.scope().equals("user") ? GateFixture.ALICE_SCOPE : Scope.HOUSEHOLD;
        return outcome(gate.screen(GateFixture.request(GateFixture.ALICE_VERIFIED,
                GateFixture.text(row.text(), MemorySource.EXPLICIT, scope), true)));
    }

    private static String outcome(GateDecision d) {
        return switch (d) {
            case GateDecision.Refuse r -> switch (r.step()) {
                case SECRET -> "secret";
                case OPERATIONAL_INSTRUCTION -> "instruction";
                case NOT_MEMORY_MATERIAL -> "volatile";
                default -> "refused_" + r.step().name().toLowerCase(java.util.Locale.ROOT);
            };
            case GateDecision.Accept a -> a.sensitive() ? "sensitive" : "ordinary";
            // Asked whether it holds a code: nothing is stored until a yes.
            case GateDecision.Confirm c when c.possibleSecret() -> "asked_secret";
            case GateDecision.Confirm c -> c.sensitive() ? "sensitive" : "ordinary";
            case GateDecision.Supersede s -> s.sensitive() ? "sensitive" : "ordinary";
            case GateDecision.Reinforce x -> "ordinary";
        };
    }

    /** What the gate does with the sentence after Alice's yes to a question: screened again as CONFIRMED. */
    public static String predictedAfterYes(MemoryEntryGate gate, Row row) {
        Scope scope = row.scope().equals("user") ? GateFixture.ALICE_SCOPE : Scope.HOUSEHOLD;
        return outcome(gate.screen(GateFixture.request(GateFixture.ALICE_VERIFIED,
                GateFixture.text(row.text(), MemorySource.CONFIRMED, scope), true)));
    }

    /** Whether the gate would keep the sentence without a question (anything but a refusal or "asked_secret"). */
    public static boolean stored(String predicted) {
        return predicted.equals("sensitive") || predicted.equals("ordinary");
    }
}
