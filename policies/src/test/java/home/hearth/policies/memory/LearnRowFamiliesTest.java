package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.ALICE_VERIFIED;
import static home.hearth.policies.memory.GateFixture.request;
import static home.hearth.policies.memory.GateFixture.text;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.Scope;
import home.hearth.policies.config.PolicyFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The families read in the learn rows' misses (the rules round of 2026-12-02), asked of the rules alone, each beside
 * near misses that stay ordinary memories. The sentences are in none of the set's parts.
 */
class LearnRowFamiliesTest {
    private static final MemoryEntryGate RULES = MemoryEntryGate.rulesOnly(PolicyFiles.defaults());

    @ParameterizedTest
    @ValueSource(strings = {
        "my sister is in treatment for drinking", "a minha tia está em tratamento para a depressão", "Mum had a liver transplant last year",
        "he's been on the transplant list since March", "my wife is on HRT", "o meu sogro faz hemodiálise três vezes por semana",
        "my daughter sees a speech therapist on Mondays", "the surgeon wants to do my shoulder in June", "the baby is due in May",
        "my nephew has cerebral palsy", "I've got MS", "I can't hear much out of my right ear", "perdi o olfato desde a covid",
        "I'm on antipsychotics", "my husband's a Quaker", "a minha mãe é umbandista", "we go to Friday prayers together",
        "o meu avô vota à direita", "I canvass for the Greens", "he's a Tory councillor", "o meu pai foi eleito pelo PCP",
        "they're polyamorous", "somos um casal de homens", "I'm half Japanese", "my grandmother was Maori",
        "my grandparents emigrated from Goa", "my partner is registered blind"
    })
    void aLifeDetailIsKeptMarkedSensitive(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, RULES.screen(own(text)), text);
        assertTrue(a.sensitive(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "we're transplanting the tomatoes this weekend", "the tree surgeon comes on Friday", "I do meal prep on Sundays",
        "my parents came over from Porto for Christmas", "we met in the Terreiro do Paço", "the deck is being treated for woodworm",
        "the film is half an hour long", "the glass is half empty", "isto é meio chato",
        "a piscina está em tratamento de choque",
        "the ballot for the allotment committee is in May", "I can't hear the doorbell from the garden"
    })
    void theirNearMissesAreOrdinary(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, RULES.screen(own(text)), text);
        assertFalse(a.sensitive(), text);
    }

    private static GateRequest own(String text) {
        return request(ALICE_VERIFIED, text(text, MemorySource.EXPLICIT, Scope.user(GateFixture.ALICE)), true);
    }
}
