package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.GATE;
import static home.hearth.policies.memory.GateFixture.explicit;
import static home.hearth.policies.memory.GateFixture.refusedStep;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Step 1: volatile device state is asked for live, and small talk is not memory. */
class NotMemoryMaterialTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "the front door is open", "the light is on", "the kitchen lights are on", "the garage door is still open",
        "the alarm is armed", "the heating is currently off", "the TV's on", "the back door is unlocked right now",
        "it's 21 degrees in the living room now", "the washing machine is running", "nobody is home",
        "a porta da frente está aberta", "a luz está ligada", "as luzes da cozinha estão acesas", "o portão ficou aberto",
        "o alarme está armado", "o aquecimento está desligado", "a televisão está ligada", "a porta das traseiras está destrancada agora",
        "estão 21 graus na sala", "a máquina de lavar está a funcionar", "ninguém está em casa"
    })
    void refusesVolatileDeviceState(String text) {
        assertEquals(GateStep.NOT_MEMORY_MATERIAL, refusedStep(GATE.screen(explicit(text))));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "THE FRONT DOOR IS OPEN!!!", "the   light   is   ON", "a porta está ABERTA", "the door's open", "the living room lamp is now on",
        "a luz do quarto está acesa agora", "hey, the garage is open", "o estore está em baixo", "the window's still open",
        "the front d00r is open", "A LUZ ESTÁ LIGADA!!!", "the garage door has been left open"
    })
    void refusesAdversarialDeviceState(String text) {
        assertEquals(GateStep.NOT_MEMORY_MATERIAL, refusedStep(GATE.screen(explicit(text))));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "I like the light on at night", "the porch light is on every evening at 7", "a luz da entrada está sempre ligada à noite",
        "keep the hall light on when I come home late", "gosto da janela aberta quando durmo"
    })
    void habitsAndWishesAboutDevicesAreNotVolatile(String text) {
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(explicit(text)));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "ok thanks", "thanks!", "thank you so much", "cool", "hello", "good morning", "got it", "yes", "haha",
        "obrigado", "ok obrigada", "bom dia", "boa noite", "valeu", "fixe", "tá bem", "de nada", "perfeito", "sim", "tudo bem", "olá",
        "OK   THANKS!!!", "ok, thx", "okkk", "thaaanks", "obrigadooo", "👍 ok", "Ok. Thanks. Bye.", "tá bem, obrigado",
        "nice one", "thanks a lot mate", "cheers mate", "obrigadão", "muito obrigado pela ajuda"
    })
    void refusesSmallTalkAndAcknowledgements(String text) {
        GateDecision.Refuse r = assertInstanceOf(GateDecision.Refuse.class, GATE.screen(explicit(text)));
        assertEquals(GateStep.NOT_MEMORY_MATERIAL, r.step(), text);
    }

    @Test
    void theVolatileRefusalOffersToAskTheDeviceLive() {
        GateDecision.Refuse r = assertInstanceOf(GateDecision.Refuse.class, GATE.screen(explicit("the front door is open")));
        assertEquals("I don't remember device states — they change. Ask me and I'll check the device live.", r.reason());
    }

    @ParameterizedTest
    @ValueSource(strings = {"is the door open?", "what's the temperature in the kitchen?", "a porta está trancada?", "quando é a reunião?"})
    void aQuestionIsAnsweredNotRemembered(String text) {
        assertEquals(GateStep.NOT_MEMORY_MATERIAL, refusedStep(GATE.screen(explicit(text))));
    }

    @Test
    void anEmptyTextIsRefusedAsNothingToRemember() {
        assertEquals(GateStep.NOT_MEMORY_MATERIAL, refusedStep(GATE.screen(explicit("  ...  "))));
    }

    @ParameterizedTest
    @ValueSource(strings = {"my stuff", "the thing", "a coisa"})
    void refusesTooLittleContent(String text) {
        assertEquals(GateStep.SUBSTANCE, refusedStep(GATE.screen(explicit(text))));
    }
}
