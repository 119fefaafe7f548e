package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.ALICE_VERIFIED;
import static home.hearth.policies.memory.GateFixture.GATE;
import static home.hearth.policies.memory.GateFixture.NOW;
import static home.hearth.policies.memory.GateFixture.inferred;
import static home.hearth.policies.memory.GateFixture.refusedStep;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import home.hearth.policies.Scope;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Steps 5 and 8 for extracted memories: the daily quota and grounding in the dialogue. */
class InferredMemoryTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Alice likes jazz in the evening | can you play some jazz? I like jazz in the evening",
        "Alice waters the plants on Sundays | I always water the plants on Sundays, remind me",
        "Alice prefers tea to coffee | no coffee for me, I prefer tea",
        "a Alice gosta de jazz à noite | põe jazz, gosto de jazz à noite",
        "a Alice rega as plantas ao domingo | ao domingo rego sempre as plantas"
    })
    void aGroundedInferredMemoryUnderQuotaIsAccepted(String text, String dialogue) {
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(inferred(text, dialogue, 3)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Alice likes opera on Fridays | can you play some jazz?",
        "Alice owns a red bicycle | what's the weather tomorrow?",
        "a Alice gosta de ópera | que horas são?",
        "Alice likes jazz | ''"
    })
    void anUngroundedInferredMemoryIsRefused(String text, String dialogue) {
        assertEquals(GateStep.GROUNDING, refusedStep(GATE.screen(inferred(text, dialogue, 0))));
    }

    @Test
    void theDailyQuotaStopsInferredMemories() {
        assertEquals(GateStep.QUOTA, refusedStep(GATE.screen(inferred("Alice likes jazz in the evening", "I like jazz in the evening", 20))));
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(inferred("Alice likes jazz in the evening", "I like jazz in the evening", 19)));
    }

    @Test
    void aPolicyMayWantInferredMemoriesConfirmed() {
        MemoryEntryGate gate = GateFixture.gateWith("gate:\n  inferred_need_confirmation: true\n");
        assertInstanceOf(GateDecision.Confirm.class, gate.screen(inferred("Alice likes jazz in the evening", "I like jazz in the evening", 0)));
    }

    @Test
    void anInferredMemoryForASharedScopeWaitsForTheOwnersConsent() {
        GateRequest r = new GateRequest(ALICE_VERIFIED, GateFixture.text("the bins go out on Tuesdays", MemorySource.INFERRED, Scope.HOUSEHOLD),
                List.of(), "remember, the bins go out on Tuesdays", 0, false, NOW);
        GateDecision.Confirm c = assertInstanceOf(GateDecision.Confirm.class, GATE.screen(r));
        assertEquals("I'll remember that the bins go out on Tuesdays, for the whole household. Shall I?", c.prompt());
    }

    @Test
    void smallTalkIsRefusedBeforeAnyQuotaIsSpent() {
        assertEquals(GateStep.NOT_MEMORY_MATERIAL, refusedStep(GATE.screen(inferred("ok thanks", "ok thanks", 99))));
    }
}
