package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.explicit;
import static home.hearth.policies.memory.GateFixture.household;
import static home.hearth.policies.memory.GateFixture.refusedStep;
import static home.hearth.policies.memory.GateFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.config.PolicyFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The device and sensitive families read in holdout4's misses (the gate set's twenty-eighth round), asked of the rules
 * alone: a setting for tonight or now and a robot stuck and still there (asked for, never remembered); recovery, a tooth
 * treated, orientation said short, origin by the family's side, a faith practised, a party's member (kept, marked
 * sensitive); each beside the near miss that stays an ordinary memory. The sentences are in none of the set's parts.
 */
class MomentsAndLifeDetailsTest {
    private static final MemoryEntryGate RULES = MemoryEntryGate.rulesOnly(PolicyFiles.defaults());

    @ParameterizedTest
    @ValueSource(strings = {
        "the study heater is set to nineteen tonight", "the porch lights are dimmed to forty percent tonight",
        "the kitchen speaker is turned up to fifty right now", "os candeeiros da sala estão a 30 por cento esta noite",
        "o ar condicionado do quarto está nos 21 graus agora", "the robot vacuum got stuck behind the bin and is still there",
        "o corta relva ficou preso na sebe e não sai"
    })
    void aSettingOfTonightOrARobotStuckIsAskedFor(String text) {
        assertEquals(GateStep.NOT_MEMORY_MATERIAL, refusedStep(RULES.screen(household(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the study heater is set to nineteen at night", "we like the porch lights dimmed in winter", "the kitchen speaker goes up to a hundred",
        "the robot vacuum sometimes gets stuck behind the bin", "the robot mower's charging station is by the shed"
    })
    void aHabitOrAFactAboutTheDeviceStaysAMemory(String text) {
        assertInstanceOf(GateDecision.Accept.class, RULES.screen(household(text)), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "I've been sober for two years", "I'm cutting down on the booze", "estou a tentar deixar de fumar", "I'm getting a root filling on tuesday",
        "vou tirar os sisos em março", "I'm bi", "my wife is bi", "I'm having two molars out next month",
        "my father's people are Timorese", "I'm six weeks sober", "a família do meu marido é guineense", "my wife's family is Ukrainian on her mother's side", "my mum's side of the family is Mozambican", "my grandfather was Irish",
        "pratico hinduísmo há dez anos", "I'm a paid up member of the Greens", "sou militante do PCP"
    })
    void aLifeDetailIsKeptMarkedSensitive(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, RULES.screen(explicit(text)), text);
        assertTrue(a.sensitive(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "we stopped drinking fizzy drinks", "deixei de beber café à noite", "the root of the problem is the damp", "my grandfather was a fisherman",
        "my dad's side of the family is huge", "my father's people are very kind", "the meeting is bi weekly", "a família do meu pai é muito unida", "I'm six weeks into the course", "I'm a card carrying member of the RSPB", "my grandmother was a librarian", "I'm Portuguese", "pratico natação às terças", "I'm a member of the chess club",
        "sou sócia do ginásio"
    })
    void theirNearMissesAreOrdinary(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, RULES.screen(explicit(text)), text);
        assertFalse(a.sensitive(), text);
    }

}
