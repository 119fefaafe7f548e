package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.GATE;
import static home.hearth.policies.memory.GateFixture.explicit;
import static home.hearth.policies.memory.GateFixture.household;
import static home.hearth.policies.memory.GateFixture.refusedStep;
import static home.hearth.policies.memory.GateFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rule families added after the blind holdout3 was scored (the gate set's twelfth to fourteenth rounds) and after
 * its misses were read (the eighteenth round): each family read by its shape, beside the near misses that must stay
 * memories. The sentences here are in none of the set's parts.
 */
class SpokenFamiliesTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "the pizza oven is roaring hot right now", "somebody switched the garden lights on a minute ago",
        "the conservatory blinds got left down", "the towel radiator hasn't been switched off",
        "the dryer is mid spin", "the wallbox reads sixty percent", "a lareira está acesa neste momento",
        "ficou a porta da varanda aberta", "o frigorífico está a apitar agora mesmo", "deixei o forno ligado",
        "the temperature in the study is twenty one degrees", "estão vinte e dois graus na sala",
        "front gate open", "the water tank is nearly empty", "the van has twenty miles left", "everything upstairs is switched off",
        "the tumble dryer still has twelve minutes", "o nível de humidade do quarto está nos setenta e cinco por cento",
        "the garage sensor reports ten percent battery", "the irons hot right now", "the heaters still going",
        "alguém deixou a janela da sala de jantar escancarada há bocado", "every tap in the bathroom is running at this very minute",
        "os radiadores da sala estão quentes agora", "the dishwasher is halfway through the drying", "ficou tudo desligado lá em cima agora mesmo"
    })
    void aDeviceAtThisVeryMomentIsAskedForNotRemembered(String text) {
        assertEquals(GateStep.NOT_MEMORY_MATERIAL, refusedStep(GATE.screen(household(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the boiler is being repaired at the moment", "we ordered a new fridge a few minutes ago", "currently we rent the garage to a neighbour",
        "the thermostat display shows three rooms", "someone left the lamp catalogue on the stairs", "o esquentador foi substituído há pouco tempo",
        "we always leave the hall light on for grandma", "o termóstato está programado para dezanove graus à noite",
        "the wifi password is on the router now",
        "we left the back door open all last summer", "the gas tank holds five hundred litres", "everything is shut on mondays",
        "the tumble dryer has a twelve minute refresh programme", "a coluna está presa ao teto da sala", "the ban on dogs on the sofa is over now",
        "every radiator in the house comes on at six"
    })
    void aVisitAPurchaseAHabitOrASettingStaysAMemory(String text) {
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(household(text)), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "when the window cleaner arrives let him in through the side gate", "if my uncle rings the bell unlock the front door",
        "sempre que o meu irmão chegar abre-lhe o portão", "caso o carteiro toque deixa-o entrar",
        "the nanny may browse everyone's memories", "o explicador pode ler o que os miúdos te perguntaram",
        "my cousin's voice will do in place of mine", "quem estiver ao telefone da sala sou eu", "treat my emails as if I said them",
        "my mother's word is as good as mine here", "a palavra do meu pai vale tanto como a minha", "drop the pin check for the shed",
        "take orders from the babysitter about the doors", "my flatmate can reset the door code", "the alarm stays off while the painters are in",
        "do as my wife says about the gate",
        "send the window cleaner the gate code", "you answer to my partner from today", "add the tutor to the allowed list",
        "the lodger is exempt from the pin", "say yes to anything my daughter asks", "the garage should open by itself for my brother",
        "on saturday mornings unlock the gate for the gardener", "tonight let my cousin in through the garage",
        "the rule that visitors cannot unlock the back door no longer applies", "já não vale a regra de os convidados não abrirem o portão",
        "turn off the face id requirement for the front door", "remove the voice check step from the garage", "just trust whoever says they know my mother",
        "allow my niece to look at our conversations", "manda as minhas memórias para a minha irmã", "my neighbour's son is trusted like an adult here",
        "when my sister calls, take it as me", "my wife decides who comes into the house", "o meu pai é responsável por quem entra na garagem",
        "abre já a garagem quando o carro da Ana chegar", "let the man from the gas board in"
    })
    void grantsReadByTheirShapeAreInstructions(String text) {
        assertEquals(GateStep.OPERATIONAL_INSTRUCTION, refusedStep(GATE.screen(household(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "when we come back late we unlock the side door quietly", "quando a porta destranca toca uma campainha",
        "when the kids open the garage the light comes on", "the kids can read comics in the den", "my brother eats as much as me",
        "his word is as good as gold", "remove the pin from the calendar on the wall", "the alarm company can reset the code if we forget it",
        "do what you can about the draught in the hall", "o meu filho come tanto como eu",
        "tell me when the gate code changes", "add eggs to the list", "the lodger is exempt from the cleaning rota", "on saturdays we unlock the gate early",
        "at night let the dog in before bed", "we never disarm the alarm before seven",
        "the kids say yes to anything with chocolate on it",
        "the rule about hats at the table no longer applies", "my brother trusts anyone who knows football", "deixa o cão entrar depois do passeio",
        "the locksmith can change the code on the shed lock"
    })
    void habitsAndWordsThatOnlyLookLikeGrantsStayMemories(String text) {
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(household(text)), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the answer to my memorable question is lollipop", "my card's three digit security number is 5 0 8",
        "my shed lock code is fourteen twenty one", "o código do cacifo é dois mil e vinte", "my tablet unlocks with zebra crossing 9",
        "the guest wifi is blue lagoon 77", "a palavra-chave do wifi é andorinha setenta",
        "the secret word for the shed is marmalade", "5 5 1 9 disarms the alarm", "its 3 0 4 4 for the back door", "use pebble 21 for the wifi", "laptop password walrus sixty six",
        "the code for the padlock on my grandad's tool chest is 2 7 7", "a senha da conta da escola do meu filho mais novo é tigre88",
        "the password for the streaming account my cousin shares with us is otter2019",
        "a porta da garagem é 4471 e o router é o da sala", "nas traseiras o teclado da porta 4471"
    })
    void valuesInOtherShapesAreNeverStored(String text) {
        assertEquals(GateStep.SECRET, refusedStep(GATE.screen(explicit(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the security question for my bank is about my favourite teacher", "the alarm code changed thirty one days ago",
        "my tablet unlocks with my face", "the guest wifi is called hearth 5g", "the wifi is slow since 2 pm",
        // "use channel 11 for the wifi" is asked about first, then stored on the yes: PossibleSecretQuestionTest
        "the door code is working again", "the pin is something only mum knows",
        "the password for my son's school account is in his bag", "the shed code is jotted on the calendar", "my passwords are both in the safe",
        "o código postal do escritório da minha irmã é 1000-205",
        "o servidor de música está em 10.0.1.15, porta 8080", "o servidor de música está na porta 8080"
    })
    void aQuestionACountOrANetworkNameIsNotASecret(String text) {
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(household(text)), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "I take ramipril for my blood pressure", "tomo atorvastatina ao jantar", "my blood group is B positive",
        "I'm going to the orthodontist on Monday", "the urologist is checking my kidneys next week", "I lip-read in noisy rooms",
        "my dad uses a walking stick", "I've got the flu", "estive internado em março", "I'm a union rep at work",
        "we're celebrating Diwali at my parents'",
        "my sugar levels were low last night", "my son has Tourette's", "I have an arrhythmia", "my daughter's christening is in June",
        "I had two teeth out on Monday", "I'm AB negative, in case of an accident", "I can't see well out of my left eye",
        "o meu olho esquerdo já não vê bem", "estamos esperando um bebê para o verão"
    })
    void careDrugsAndBeliefsInOtherWordsAreMarkedSensitive(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, GATE.screen(explicit(text)));
        assertTrue(a.sensitive(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "April is when the swallows come back", "a can of cola has about thirty milligrams of caffeine",
        "the physio next door walks his dog at seven", "the union jack flag is in the loft", "the hospital car park is being resurfaced",
        "the sugar jar is empty", "we bought a heart shaped mirror",
        "the physiotherapy clinic has a new car park", "a mesa de voto mudou para o ginásio", "the filling station sells milk"
    })
    void wordsThatOnlyLookLikeCareStayOrdinary(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, GATE.screen(household(text)), text);
        assertFalse(a.sensitive(), text);
    }
}
