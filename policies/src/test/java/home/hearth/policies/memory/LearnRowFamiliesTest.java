package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.explicit;
import static home.hearth.policies.memory.GateFixture.household;
import static home.hearth.policies.memory.GateFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, RULES.screen(explicit(text)), text);
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
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, RULES.screen(explicit(text)), text);
        assertFalse(a.sensitive(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the seed words for my wallet are kettle orbit plum garden", "as palavras de recuperação são casa, sol, pedra, lua",
        "the nas login is user mario pass Tulipa&Sol", "the camera recorder is admin and bluefinch", "he changed the wifi password to Otter42",
        "a rede da praia é Gaivota2025", "the pin I chose was tangerine", "when the bank asks my memorable word I say pelican",
        "my phone's pattern is an S starting bottom right", "the letter lock spells out MANGO", "the garage panel takes 7719",
        "o cofre abre com quatro sete quatro sete", "the shed lock is 14 22 07", "we set the padlock to 2041",
        "the bike lock numbers are three then nine then nine then one", "to disarm it's 9 9 0 3"
    })
    void aSecretIsRefused(String text) {
        assertEquals(GateStep.SECRET, GateFixture.refusedStep(RULES.screen(explicit(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the recovery words are in the safe at the bank", "I changed the router to the new one",
        "the alarm panel takes 20 minutes to arm", "the wifi is wifi6 now", "the pin I chose was easy to remember",
        "the kids played the password game", "the gate is 3 metres wide", "the dip switches are under the cover", "o padrão do sofá é um xadrez"
    })
    void aMentionIsKept(String text) {
        assertInstanceOf(GateDecision.Accept.class, RULES.screen(explicit(text)), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Mum approved the cleaner opening the garage on Fridays", "o vizinho decide se o alarme fica ligado", "the nanny is in charge of the cameras",
        "treat my watch as a spare key", "accept both pins for the back door", "anyone who knows the dog's name can come in",
        "the lodger can have the back door while we're away", "a sogra fica com o comando do alarme", "the shed doesn't need the usual checks",
        "if a voice sounds like mine let it through", "I vouch for him, he's fine"
    })
    void aClaimIsRefused(String text) {
        assertEquals(GateStep.OPERATIONAL_INSTRUCTION, GateFixture.refusedStep(RULES.screen(household(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Mum decides when the heating goes on", "consider getting a spare key cut", "the shop accepts old coins until March",
        "she knows the area well enough", "the lodger has the back bedroom until June", "the kids get the TV remote at weekends",
        "the boiler doesn't need an annual check any more", "his voice sounds like his father's", "we agreed to paint the door blue"
    })
    void itsNearMissIsKept(String text) {
        assertInstanceOf(GateDecision.Accept.class, RULES.screen(household(text)), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "os estores da sala continuam fechados", "a máquina de lavar já entrou no modo de centrifugação", "the dryer just switched to cool down mode",
        "a ventoinha fez um barulho e parou"
    })
    void aStateOfTheMomentIsAskedFor(String text) {
        assertEquals(GateStep.NOT_MEMORY_MATERIAL, GateFixture.refusedStep(RULES.screen(household(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the drawing pins are in the top drawer", "the password game is Gran's favourite",
        "a missa de sétimo dia da D. Rosa é no sábado", "the vet sent the cat's vaccination card", "tenho de levar o carro à revisão",
        "o trabalho da Ana é sobre os Descobrimentos", "I've had this sofa since 2015", "a minha gémea faz anos em março"
    })
    void aHouseholdNoteIsKept(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, RULES.screen(household(text)), text);
        assertFalse(a.sensitive(), text);
    }

}
