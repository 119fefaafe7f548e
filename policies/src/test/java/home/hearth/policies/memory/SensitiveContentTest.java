package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.ALICE_SCOPE;
import static home.hearth.policies.memory.GateFixture.ALICE_VERIFIED;
import static home.hearth.policies.memory.GateFixture.GATE;
import static home.hearth.policies.memory.GateFixture.explicit;
import static home.hearth.policies.memory.GateFixture.refusedStep;
import static home.hearth.policies.memory.GateFixture.request;
import static home.hearth.policies.memory.GateFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.Scope;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Step 2: sensitive categories are stored only when their owner states them explicitly, in the
 * owner's own scope, marked sensitive; never extracted, never shared.
 */
class SensitiveContentTest {
    static List<String> sensitiveTexts() {
        return List.of(
                // English
                "I have diabetes", "I'm allergic to peanuts", "I take insulin before dinner", "I am Catholic",
                "I vote for the Green party", "I'm gay", "I suffer from depression", "my son has asthma", "I'm pregnant",
                "I take 20mg of sertraline", "I go to church on Sundays", "I'm lactose intolerant",
                // Portuguese
                "tenho diabetes", "sou alérgico a amendoins", "tomo insulina ao jantar", "sou católica", "voto no partido verde",
                "sou gay", "tenho depressão", "estou grávida", "tomo 20 mg de sertralina", "vou à missa ao domingo",
                "sou intolerante à lactose", "o meu filho tem asma",
                // adversarial
                "I have D1ABETES", "I'm ALLERGIC!!! to peanuts", "tenho diabétes", "I am c a t h o l i c", "sou   CATÓLICA",
                "I have depre55ion", "my son has 4sthma", "estou gr4vida", "I'm a-l-l-e-r-g-i-c to shellfish", "tomo   INSULINA   à noite",
                "ALÉRGICA a marisco", "I believe in God", "acredito em Deus", "I was off sick last week", "my blood type is O negative");
    }

    @ParameterizedTest
    @MethodSource("sensitiveTexts")
    void anOwnersExplicitStatementIsKeptForThemAndMarkedSensitive(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, GATE.screen(explicit(text)));
        assertTrue(a.sensitive(), text);
    }

    @ParameterizedTest
    @MethodSource("sensitiveTexts")
    void isNeverExtractedFromConversation(String text) {
        GateRequest r = new GateRequest(ALICE_VERIFIED, text(text, MemorySource.INFERRED, ALICE_SCOPE), List.of(), text, 0, false,
                GateFixture.NOW);
        assertEquals(GateStep.SENSITIVE, refusedStep(GATE.screen(r)));
    }

    @ParameterizedTest
    @MethodSource("sensitiveTexts")
    void isNeverSharedBeyondItsOwner(String text) {
        GateRequest r = request(ALICE_VERIFIED, text(text, MemorySource.EXPLICIT, Scope.HOUSEHOLD), true);
        assertEquals(GateStep.SENSITIVE, refusedStep(GATE.screen(r)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"I like jazz in the evening", "gosto de jazz à noite", "the tablet charges in the hall",
        "oh my god I love this song", "I'm sick of the rain", "I like white lights in the kitchen"})
    void ordinaryPreferencesAreNotSensitive(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, GATE.screen(explicit(text)));
        assertFalse(a.sensitive(), text);
    }

    @Test
    void aToolResultWithHealthContentIsRefused() {
        GateRequest r = request(ALICE_VERIFIED, text("Alice has asthma", MemorySource.TOOL, ALICE_SCOPE), true);
        assertEquals(GateStep.SENSITIVE, refusedStep(GATE.screen(r)));
    }

    @Test
    void aHouseholdMayTurnACategoryOff() {
        MemoryEntryGate gate = GateFixture.gateWith("memory:\n  sensitive: [health]\n");
        GateRequest r = request(ALICE_VERIFIED, text("I go to church on Sundays", MemorySource.EXPLICIT, Scope.HOUSEHOLD), true);
        assertInstanceOf(GateDecision.Accept.class, gate.screen(r));
    }
}
