package home.hearth.policies.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The labelled set (gate-set.tsv): every tuning sentence gets its label; on the held-out part only
 * the hard promise is asserted (no secret is ever stored): its precision and recall per class are
 * reported by {@code GateBench}, not tuned on here.
 */
class GateSetTest {
    static List<GateSet.Row> tune() {
        return GateSet.rows("tune");
    }

    static List<GateSet.Row> heldOutSecrets() {
        return GateSet.rows("holdout").stream().filter(r -> r.label().equals("secret")).toList();
    }

    /**
     * A sentence that must be stored may first be asked about as a possible code (a harmless number worded like one):
     * its label is then what the yes stores. Secrets are never asked about here: every tuning secret is refused.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("tune")
    void everyTuningSentenceGetsItsLabel(GateSet.Row row) {
        String predicted = GateSet.predicted(GateFixture.GATE, row);
        if (predicted.equals("asked_secret") && ThresholdChoice.mustStore(row)) {
            predicted = GateSet.predictedAfterYes(GateFixture.GATE, row);
        }
        assertEquals(row.label(), predicted);
    }

    @Test
    void atMostTwoInAHundredTuningSentencesThatMustBeStoredAreAskedAboutAsACode() {
        List<GateSet.Row> mustStore = tune().stream().filter(ThresholdChoice::mustStore).toList();
        long asked = mustStore.stream().filter(r -> GateSet.predicted(GateFixture.GATE, r).equals("asked_secret")).count();
        assertTrue(asked > 0 && asked <= 0.02 * mustStore.size(), asked + " of " + mustStore.size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("heldOutSecrets")
    void noHeldOutSecretIsStored(GateSet.Row row) {
        assertFalse(GateSet.stored(GateSet.predicted(GateFixture.GATE, row)));
    }

    @Test
    void theSetIsBigEnoughAndBilingualInBothParts() {
        for (String split : GateSet.SPLITS) {
            // "learn" keeps only what the rules still get wrong: its rows the rules got right moved to tune (the header)
            if (split.equals("learn")) {
                continue;
            }
            List<GateSet.Row> rows = GateSet.rows(split);
            for (String label : GateSet.LABELS) {
                for (String lang : List.of("en", "pt")) {
                    assertTrue(rows.stream().filter(r -> r.label().equals(label) && r.lang().equals(lang)).count() >= 5,
                            split + "/" + label + "/" + lang);
                }
            }
        }
        assertTrue(GateSet.all().size() >= 200);
    }
}
