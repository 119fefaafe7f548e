package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.ALICE_SCOPE;
import static home.hearth.policies.memory.GateFixture.GATE;
import static home.hearth.policies.memory.GateFixture.fact;
import static home.hearth.policies.memory.GateFixture.text;
import static home.hearth.policies.memory.GateFixture.withNeighbours;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Steps 6 and 7: near-duplicates reinforce, close contradictions supersede (or ask), per policy thresholds. */
class NeighbourTest {
    private static GateDecision screen(String text, String neighbourText, double similarity, boolean confirmed) {
        Candidate c = text(text, MemorySource.EXPLICIT, ALICE_SCOPE);
        return GATE.screen(withNeighbours(c, List.of(new Neighbour("m-1", neighbourText, similarity)), confirmed));
    }

    @ParameterizedTest(name = "{0} ~ {1}")
    @CsvSource(delimiter = '|', value = {
        "I like jazz in the evening | I like jazz in the evenings",
        "I love jazz in the evening | I like jazz in the evening",
        "gosto de jazz à noite | gosto de jazz ao fim do dia",
        "I wake up at 7 on weekdays | on weekdays I wake up at 7",
        "acordo às 7 nos dias de semana | nos dias de semana acordo às 7",
        "I LIKE JAZZ IN THE EVENING!!! | I like jazz in the evening",
        "i   like   jazz   in the evening | I like jazz in the evening.",
        "I don't like jazz | I dont like jazz",
        "I don't like jazz | I dislike jazz",
        "não gosto de jazz | nao gosto de jazz",
        "GOSTO DE JAZZ À NOITE | gosto de jazz a noite",
        "nunca bebo café | não bebo café",
        "the bins go out on Tuesdays | bins go out on tuesdays"
    })
    void aNearDuplicateReinforcesTheExistingMemory(String text, String existing) {
        GateDecision.Reinforce r = assertInstanceOf(GateDecision.Reinforce.class, screen(text, existing, 0.95, true));
        assertEquals("m-1", r.existingId());
    }

    @ParameterizedTest(name = "{0} vs {1}")
    @CsvSource(delimiter = '|', value = {
        "I no longer like jazz in the evening | I like jazz in the evening",
        "I don't like jazz in the evening | I like jazz in the evening",
        "I hate jazz in the evening | I like jazz in the evening",
        "I never drink coffee after dinner | I drink coffee after dinner",
        "I like the bedroom at 20 °C at night | I like the bedroom at 22 °C at night",
        "I wake up at 6 on weekdays | I wake up at 7 on weekdays",
        "não gosto de jazz à noite | gosto de jazz à noite",
        "já não gosto de jazz | gosto de jazz",
        "detesto jazz à noite | adoro jazz à noite",
        "nunca bebo café depois do jantar | bebo café depois do jantar",
        "gosto do quarto a 20 graus | gosto do quarto a 22 graus",
        "I like the hall light off at night | I like the hall light on at night"
    })
    void aCloseContradictionSupersedesKeepingHistory(String text, String existing) {
        GateDecision.Supersede s = assertInstanceOf(GateDecision.Supersede.class, screen(text, existing, 0.85, true));
        assertEquals("m-1", s.existingId());
        assertTrue(s.reason().contains("history") || s.reason().contains("histórico"), s.reason());
    }

    @Test
    void aContradictionAboveTheRedundancyThresholdIsStillAConflict() {
        assertInstanceOf(GateDecision.Supersede.class, screen("I don't like jazz in the evening", "I like jazz in the evening", 0.97, true));
    }

    @Test
    void aContradictionBelowTheConflictThresholdIsANewMemory() {
        assertInstanceOf(GateDecision.Accept.class, screen("I don't like jazz in the evening", "I like jazz in the evening", 0.70, true));
    }

    @Test
    void anAgreeingNeighbourBelowTheRedundancyThresholdIsANewMemory() {
        assertInstanceOf(GateDecision.Accept.class, screen("I like jazz in the evening", "I like jazz on Sundays", 0.90, true));
    }

    @Test
    void thresholdsComeFromThePolicy() {
        MemoryEntryGate gate = GateFixture.gateWith("gate:\n  redundancy_similarity: 0.85\n");
        Candidate c = text("I like jazz in the evening", MemorySource.EXPLICIT, ALICE_SCOPE);
        assertInstanceOf(GateDecision.Reinforce.class,
                gate.screen(withNeighbours(c, List.of(new Neighbour("m-1", "I like jazz on Sundays", 0.90)), true)));
    }

    @Test
    void underAskThePolicyAsksBeforeReplacingAndReplacesAfterAYes() {
        MemoryEntryGate gate = GateFixture.gateWith("gate:\n  on_conflict: ask\n");
        Candidate c = text("I don't like jazz in the evening", MemorySource.TOOL, ALICE_SCOPE);
        var neighbours = List.of(new Neighbour("m-1", "I like jazz in the evening", 0.85));
        GateDecision.Confirm ask = assertInstanceOf(GateDecision.Confirm.class, gate.screen(withNeighbours(c, neighbours, false)));
        assertTrue(ask.prompt().contains("(replacing \"I like jazz in the evening\")"), ask.prompt());
        assertInstanceOf(GateDecision.Supersede.class, gate.screen(withNeighbours(c, neighbours, true)));
    }

    @Test
    void aStructuredValueChangeSupersedesTheOldValue() {
        Candidate c = fact("preferred_temperature_night", "20", "°C");
        var neighbours = List.of(new Neighbour("m-7", "preferred temperature night = 22 °C", 0.93));
        assertEquals("m-7", assertInstanceOf(GateDecision.Supersede.class, GATE.screen(withNeighbours(c, neighbours, true))).existingId());
    }

    @Test
    void theSameStructuredValueInAnotherUnitReinforces() {
        Candidate c = fact("preferred_temperature_night", "72", "°F");
        var neighbours = List.of(new Neighbour("m-7", "preferred temperature night = 22.2 °C", 0.96));
        assertEquals("m-7", assertInstanceOf(GateDecision.Reinforce.class, GATE.screen(withNeighbours(c, neighbours, true))).existingId());
    }
}
