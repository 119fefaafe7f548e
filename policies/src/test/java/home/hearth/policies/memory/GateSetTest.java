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
 * the promises are asserted (no secret and no permission claim stored), its precision and recall are
 * reported by {@code GateBench}.
 */
class GateSetTest {
    static List<GateSet.Row> tune() {
        return GateSet.rows("tune");
    }

    static List<GateSet.Row> heldOutSecretsAndClaims() {
        return GateSet.rows("holdout").stream()
                .filter(r -> r.label().equals("secret") || r.label().equals("instruction")).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tune")
    void everyTuningSentenceGetsItsLabel(GateSet.Row row) {
        assertEquals(row.label(), GateSet.predicted(GateFixture.GATE, row));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("heldOutSecretsAndClaims")
    void noHeldOutSecretOrPermissionClaimIsStored(GateSet.Row row) {
        assertFalse(GateSet.stored(GateSet.predicted(GateFixture.GATE, row)));
    }

    @Test
    void theSetIsBigEnoughAndBilingualInBothParts() {
        for (String split : List.of("tune", "holdout")) {
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
