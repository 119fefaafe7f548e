package home.hearth.policies.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.Scope;
import home.hearth.policies.config.PolicyFiles;
import home.hearth.policies.memory.internal.LearnedScreen;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The entry gate's learned screen: a second opinion that only ever refuses, marks sensitive or has the gate ask about a
 * possible code, with thresholds cross-validation chose.
 */
class LearnedScreenTest {
    private static final MemoryEntryGate RULES = MemoryEntryGate.rulesOnly(PolicyFiles.defaults());

    @Test
    void theShippedThresholdsAreTheOnesCrossValidationOnThePartsLearnedFromChooses() {
        List<ThresholdChoice.Point> curves = ThresholdChoice.curves();
        for (String label : ThresholdChoice.CHOSEN) {
            assertEquals(ThresholdChoice.chosen(curves, label), LearnedScreen.threshold(label), 1e-9,
                    "the " + label + " threshold (the parts learned from changed: set LearnedScreen.Refusal to the bench's chosen line)");
        }
    }

    @Test
    void theShippedQuestionThresholdIsTheOneCrossValidationOnThePartsLearnedFromChooses() {
        List<ThresholdChoice.AskPoint> curve = ThresholdChoice.askCurve(LearnedScreen.threshold("secret"));
        assertEquals(ThresholdChoice.chosenAsk(curve), LearnedScreen.threshold("ask_secret"), 1e-9,
                "the question's threshold (the parts learned from changed: set LearnedScreen.ASK_SECRET to the bench's chosen line)");
    }

    @Test
    void whatTheRulesRefuseStaysRefusedAndTheScreenAddsOnlyRefusalsAndSensitiveMarks() {
        List<String> changed = new ArrayList<>();
        for (GateSet.Row row : GateSet.all()) {
            String rules = GateSet.predicted(RULES, row);
            String both = GateSet.predicted(GateFixture.GATE, row);
            // A refusal may come earlier by another step ("refused_allowlist" → "instruction"); nothing refused is stored.
            boolean stillRefused = !GateSet.stored(rules) && !GateSet.stored(both);
            boolean addedRefusal = GateSet.stored(rules) && List.of("secret", "instruction", "volatile").contains(both);
            // Marked sensitive where the rules stored it unmarked: kept for its owner (in a shared scope, refused as sensitive).
            boolean addedMark = rules.equals("ordinary") && List.of("sensitive", "refused_sensitive").contains(both);
            // Asked whether it holds a code before it is stored: nothing the rules refused is asked about.
            boolean addedQuestion = GateSet.stored(rules) && both.equals("asked_secret");
            if (!rules.equals(both) && !stillRefused && !addedRefusal && !addedMark && !addedQuestion) {
                // Only a readable part's text is named; a blind part's row by its part alone.
                changed.add(rules + " -> " + both + ": "
                        + (LearnedScreen.LEARNED_PARTS.contains(row.split()) ? row.text() : "a row of " + row.split()));
            }
        }
        assertEquals(List.of(), changed);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the bike chain goes two nine nine one",
        "a corrente da bicicleta leva sete três três oito",
        // one number in words, tens and a unit joined by "e": a value since features version 2
        "o cadeado da mota vai com quarenta e quatro"})
    void aCodeSaidInWordsNoRuleForesawIsRefusedAsASecret(String text) {
        assertEquals("ordinary", GateSet.predicted(RULES, row(text)), "the rules alone would store it");
        GateDecision d = GateFixture.GATE.screen(GateFixture.explicit(text));
        assertEquals(GateStep.SECRET, GateFixture.refusedStep(d));
        assertTrue(((GateDecision.Refuse) d).reason().contains("password") || ((GateDecision.Refuse) d).reason().contains("senha"),
                ((GateDecision.Refuse) d).reason());
    }

    @Test
    void aPermissionHandedOverInNewWordsIsRefusedAsAnInstruction() {
        String text = "deixa a vizinha decidir quem entra enquanto estivermos fora";
        assertEquals("ordinary", GateSet.predicted(RULES, row(text)), "the rules alone would store it");
        assertEquals("instruction", GateSet.predicted(GateFixture.GATE, row(text)));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the shed padlock is rusty",
        "a corrente da bicicleta está no barracão",
        // a credential named, no value: the screen never takes a sentence without one for a secret
        "the password for my son's school account is in his bag",
        "a vizinha rega as plantas enquanto estivermos fora",
        // two ages side by side are not one value
        "our two kids are seven and nine"})
    void theirNearMissesAreStillStored(String text) {
        assertEquals("ordinary", GateSet.predicted(GateFixture.GATE, row(text)));
    }

    @Test
    void aSensitiveFactInWordsNoRuleForesawIsMarkedAndKeptForItsOwnerOnly() {
        String text = "I've been seeing someone about my low moods since the spring";
        assertEquals("ordinary", GateSet.predicted(RULES, row(text)), "the rules alone would store it unmarked");
        GateDecision mine = GateFixture.GATE.screen(GateFixture.explicit(text));
        assertTrue(mine instanceof GateDecision.Accept a && a.sensitive(), mine.toString());
        GateDecision shared = GateFixture.GATE.screen(GateFixture.request(GateFixture.ALICE_VERIFIED,
                GateFixture.text(text, MemorySource.EXPLICIT, Scope.HOUSEHOLD), true));
        assertEquals(GateStep.SENSITIVE, GateFixture.refusedStep(shared));
        GateDecision inferred = GateFixture.GATE.screen(GateFixture.inferred(text, "Alice: " + text, 0));
        assertEquals(GateStep.SENSITIVE, GateFixture.refusedStep(inferred));
    }

    @Test
    void theLearnedMarkKeepsToTheCategoriesThePolicyCountsAsSensitive() {
        // The screen names a category for what it marks; a household that counts only health as sensitive keeps the rest plain.
        String sexuality = "my partner and I are both bi";
        String health = "I've been seeing someone about my low moods since the spring";
        assertEquals("sensitive", GateSet.predicted(GateFixture.GATE, row(sexuality)));
        MemoryEntryGate healthOnly = GateFixture.gateWith("memory:\n  sensitive: [health]\n");
        assertEquals("ordinary", GateSet.predicted(healthOnly, row(sexuality)));
        assertEquals("sensitive", GateSet.predicted(healthOnly, row(health)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"the pharmacy closes at eight", "the cat goes to the vet on Friday", "I go to the food bank on Thursdays"})
    void theirNearMissesStayUnmarked(String text) {
        assertEquals("ordinary", GateSet.predicted(GateFixture.GATE, row(text)));
    }

    @Test
    void aStructuredFactIsLeftToItsKeysOwnRule() {
        // The same words as free text are refused by the screen; a typed fact's value is checked by its key's rule.
        String text = "the bike chain goes two nine nine one";
        Candidate fact = new Candidate(text, MemoryKind.STRUCTURED, MemorySource.EXPLICIT, GateFixture.ALICE_SCOPE,
                Optional.of(new StructuredFact("preferred_temperature_night", "19", "celsius")));
        GateDecision typed = GateFixture.GATE.screen(GateFixture.request(GateFixture.ALICE_VERIFIED, fact, true));
        assertFalse(typed instanceof GateDecision.Refuse r && r.step() == GateStep.SECRET, typed.toString());
    }

    private static GateSet.Row row(String text) {
        return new GateSet.Row("tune", "ordinary", "en", "plain", "user", text);
    }
}
