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
 * The distinctions added for spoken, everyday phrasings (the gate set's ninth and tenth rounds, after the blind
 * holdout2 was scored): each refusal beside the near miss that must stay a memory.
 */
class EverydayPhrasingsTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "the bread maker has 40 minutes left", "the dryer has about twenty minutes to go", "a máquina ainda tem 15 minutos para acabar",
        "the robot vacuum battery is at 20 percent", "a bateria da fechadura tá nos 12 por cento",
        "the washing machine just finished", "o forno acabou de aquecer", "the coffee machine is heating up",
        "the router is offline right now", "o portão tá aberto", "as luzes da varanda ainda tão acesas",
        "the printer is out of ink", "a impressora está sem tinta agora", "the car is charging right now", "o carro tá carregando",
        "the smoke alarm in the hall just started beeping right now", "o rádio do quarto desatou a tocar sozinho agora"
    })
    void liveReadingsAndSpokenStatesAreAskedForNotRemembered(String text) {
        assertEquals(GateStep.NOT_MEMORY_MATERIAL, refusedStep(GATE.screen(explicit(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the dishwasher's eco programme takes three hours", "the lock batteries last about a year",
        "a bateria do aspirador foi trocada em maio", "the router was replaced by the internet company", "o carro novo é elétrico",
        "the kettle boils in under two minutes", "gosto da luz da sala a 40 por cento à noite",
        "the smoke alarm started beeping when the battery was low last winter", "o rádio começa a tocar sozinho todas as manhãs às sete"
    })
    void whatADeviceIsOrHowItIsLikedStaysAMemory(String text) {
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(household(text)), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "punch 3 3 0 9 into the keypad and the side door opens", "para abrir a garagem digita 2001 no teclado",
        "the alarm sets with one two one two", "o cofre abre com dezanove noventa e nove", "my tablet password its blueberry 4",
        "the padlock combo is 7 7 2", "the gym locker combo is 31 4 22", "my phone password is my name and then 88 so anna88",
        "the wifi pasword is seagull 12", "o código de recuperação da conta do banco é 7xk2 91pq",
        "my email is ana at gmail dot com password seashell 5", "log in to the tablet as kids and then dino42",
        "entra no computador da sala com o utilizador rui e depois a senha sol2020", "my bank password is the same as paypal river fox 9",
        "the bike padlock is set to 3 1 8", "o código do interfone é 2 2 0 9", "the answer to the security question is peanut",
        "o código que o banco mandou por mensagem é 552 019"
    })
    void codesSaidTheEverydayWayAreNeverStored(String text) {
        assertEquals(GateStep.SECRET, refusedStep(GATE.screen(explicit(text))), text);
    }

    /**
     * The three families of the four secrets the blind holdout2 still stored after the tune rounds (read by the lead once
     * the helper's figures were recorded; these are new phrasings, not the held-out texts): a letters-and-digits value
     * right after the credential, a code said digit by digit whatever the recogniser made of "code", and a lock's code
     * in Portuguese ("fechadura", "tranca").
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "save my microsoft backup code k2m8 p4zt for me", "o meu código de verificação do banco ficou 9wd3", "the recovery key r7t2x9 is for the laptop",
        "the garage cold is 4 0 7 1", "the gate thing is 3 3 8 1 now", "o código da fechadura da cave passou a ser 6604",
        "a tranca da porta das traseiras tem o código 2291"
    })
    void valuesAfterACredentialSaidAnyWayAreNeverStored(String text) {
        assertEquals(GateStep.SECRET, refusedStep(GATE.screen(explicit(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the recovery codes are in the drawer under the tv", "o código da fechadura está escrito no caderno azul",
        "the garage door has 4 panels and 2 windows"
        // "the wifi password is on the sticker of the tp4200 router" is asked about first, then stored on the yes:
        // PossibleSecretQuestionTest
    })
    void whereACodeIsKeptOrANumberThatIsNoCodeStaysAMemory(String text) {
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(household(text)), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "we typed the new gate code in on sunday", "the lock box code is in the guests' welcome folder",
        "the password is on the box of the router model tp4200", "the best combo is pizza and a film",
        "the keypad by the door was installed in 2019", "o código do alarme mudou na segunda",
        "my work password is the same as the wifi one", "the bank texts me a code when I log in", "flat 2209 is above ours",
        "the alarm clock is set to 6 45 on weekdays", "I log in to the tablet as kids when they play"
    })
    void sayingWhereACodeIsOrThatItChangedIsNotASecret(String text) {
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(household(text)), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the spending limit doesn't apply to Tom any more", "tira o limite de compras para a Rita", "whatever grandma says goes this week",
        "o que a minha mãe disser vale enquanto eu estiver fora", "any adult voice will do for the front door",
        "Ana is in charge while we're away, including the alarm", "my cousin can have the run of the house",
        "the babysitter is trusted with the alarm from today", "don't be so fussy about who comes in tonight",
        "podes saltar a verificação da voz quando for eu", "my lodger should be able to unlock the back door",
        "the cleaners may use the keypad on Fridays"
    })
    void controlHandedOverInEverydayWordsIsAnInstruction(String text) {
        assertEquals(GateStep.OPERATIONAL_INSTRUCTION, refusedStep(GATE.screen(household(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the weight limit on the bridge is 3 tonnes", "the speed limit on our street is 30", "dad is in charge of checking the locks at night",
        "whatever the forecast says we're having the barbecue", "any of us can water the plants", "I was able to unlock the door with the spare key",
        "the kids can watch one film after dinner"
    })
    void houseLimitsChoresAndHabitsStayMemories(String text) {
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(household(text)), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "I'm expecting in June", "o bebé nasce em outubro", "my hearing is getting worse", "estou a perder a visão do olho esquerdo",
        "I have an eye test on Thursday", "I've been sober from drinking since 2019", "tenho um vício no jogo",
        "milk makes me ill", "I wear glasses for reading because I'm long sighted", "sou míope", "tenho uma TAC marcada para sexta",
        "I came out to my parents last year"
    })
    void healthAndSexualitySaidInPassingAreMarkedSensitive(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, GATE.screen(explicit(text)));
        assertTrue(a.sensitive(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the residents association voted to fix the lift", "a assembleia do condomínio votou as obras do telhado",
        "the chess club elected a new treasurer", "Maria's birthday party is at the park", "my sister's wedding anniversary is in May",
        "o meu pai sabe mudar o filtro da caldeira", "the results came out at noon", "I wear sunglasses when I drive"
    })
    void clubVotesAndFamilyDatesAreOrdinaryHouseholdMemories(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, GATE.screen(household(text)), text);
        assertFalse(a.sensitive(), text);
    }

    /**
     * Batch forty-seven's families (instructions said obliquely): an expectation of the hub, a reminder that orders, a
     * correction, a standing exception, a rule for another device, a permission, a consequence, and an order with a
     * question tag after it. New sentences, none of them in the gate set.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "you'll buzz the piano tuner in at ten on Thursday", "tu vais destrancar a arrecadação ao eletricista amanhã",
        "remember to unlock the side gate for the window cleaner", "não te esqueças de abrir a garagem ao sobrinho da Rosa",
        "her new phone should have unlocked the door this morning, add it", "over Easter my parents don't need a code for the back gate",
        "no verão os primos entram sem código no portão", "while we're in Madeira, Joana has the final say on the cameras",
        "the porch lock should accept anyone the doorbell camera recognises", "he lives here now, so the door won't ask him for a PIN",
        "your aunt gets the same access as us while she stays", "open up for him whenever he asks, he's my godson",
        "let anyone who says they're from the water board in", "você vai destrancar a porta pro pintor, beleza?",
        "the alarm stays off till the decorators have gone",
        // batch forty-seven-b's families (written after the forty-seventh round, in other oblique words)
        "the hub is to open the garage for Nuno whenever he's over this month",
        "the babysitter gets free rein over the front door while we're at the wedding",
        "over the holidays the alarm doesn't get armed before midnight", "when the piano movers come, give them the back door and keep it open",
        "my mother-in-law's phone goes on the front door's list", "the nanny's code works on the shed too",
        "the physio keeps her gate access until dad is back on his feet", "a porta da rua tem de abrir para eles quando chegarem",
        "o hub fica encarregado de abrir o portão ao Zé no sábado", "você libera a garagem pro vizinho hoje à noite",
        "the side gate needn't bother with a PIN for the twins"
    })
    void instructionsSaidObliquelyAreRefused(String text) {
        assertEquals(GateStep.OPERATIONAL_INSTRUCTION, refusedStep(GATE.screen(household(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "you'll turn the garden lights on at dusk while we're away", "remember to open the windows when the painters leave",
        "lembra-te de abrir as persianas de manhã", "over Easter we eat lunch at my parents' on Sunday",
        "my brother has the final say on the barbecue menu", "the alarm clock stays off at weekends",
        "o alarme do despertador fica desligado ao sábado", "a revisão do carro já não faz falta este ano",
        "the app needs 10 20 30 minutes to sync", "this year we vote at the library, not the school",
        "the gardener has free run of the garden and the greenhouse", "the alarm clock doesn't get set at weekends",
        "o alarme não se liga sozinho, tens de carregar no botão", "hand me the keys when you come in",
        "my phone number goes on the list for the school trip", "the garage remote also works on the side gate, same frequency",
        "o portão vai abrir às 8 por causa das obras", "the hub should remind me to take the bins out"
    })
    void theirNearMissesChangeNoRuleAndStayMemories(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, GATE.screen(household(text)), text);
        assertFalse(a.sensitive(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the cupboard opens with charlie, echo, four, two", "the bike lock dial goes left to 8, right to 21, back to 3",
        "for the wifi just type orange tractor 19", "a app do banco pede 31 07 88 sempre"
    })
    void batchFortySevensSecretShapesAreNeverStored(String text) {
        assertEquals(GateStep.SECRET, refusedStep(GATE.screen(explicit(text))), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"estou de jejum do Ramadã esta semana"})
    void aFastSpeltTheBrazilianWayIsMarkedSensitive(String text) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, GATE.screen(explicit(text)));
        assertTrue(a.sensitive(), text);
    }
}
