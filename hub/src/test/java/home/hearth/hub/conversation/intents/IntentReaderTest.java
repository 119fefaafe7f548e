package home.hearth.hub.conversation.intents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import home.hearth.devices.Command;
import home.hearth.hub.conversation.intents.Intent.Aspect;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What each phrase is read as, in English and Portuguese, without a model. */
class IntentReaderTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Turn on the kitchen light           | kitchen light        | SwitchTo[on=true]           | EN
            turn the kitchen light off please   | kitchen light        | SwitchTo[on=false]          | EN
            Switch off the coffee machine.      | coffee machine       | SwitchTo[on=false]          | EN
            apaga a luz da cozinha              | luz da cozinha       | SwitchTo[on=false]          | PT
            acende o candeeiro da sala          | candeeiro da sala    | SwitchTo[on=true]           | PT
            set the bedroom to 21 degrees       | bedroom              | SetTemperature[celsius=21.0] | EN
            set the bedroom to twenty one degrees | bedroom            | SetTemperature[celsius=21.0] | EN
            põe o quarto a vinte e um graus     | quarto               | SetTemperature[celsius=21.0] | PT
            set the hall heating to 19.5        | hall heating         | SetTemperature[celsius=19.5] | EN
            dim the living room lamp to 50%     | living room lamp     | DimTo[brightness=127]       | EN
            unlock the front door               | front door           | LockTo[locked=false]        | EN
            destranca a porta                   | porta                | LockTo[locked=false]        | PT
            tranca a porta da frente            | porta da frente      | LockTo[locked=true]         | PT
            turn the kitchen light off          | kitchen light        | SwitchTo[on=false]          | EN
            switch the light on in the kitchen  | light in the kitchen | SwitchTo[on=true]           | EN
            Switch the light off in the kitchen, please | light in the kitchen | SwitchTo[on=false]  | EN
            turn the lamp on in the living room | lamp in the living room | SwitchTo[on=true]        | EN
            put the light on in my bedroom      | light in the bedroom | SwitchTo[on=true]           | EN
            turn the light on in here           | light                | SwitchTo[on=true]           | EN
            turn off the light in here          | light                | SwitchTo[on=false]          | EN
            acende a luz aqui                   | luz                  | SwitchTo[on=true]           | PT
            """)
    void readsDeviceCommands(String text, String target, String command, Language language) {
        Intent.DeviceCommand c = (Intent.DeviceCommand) IntentReader.read(text);
        assertEquals(target, c.target());
        assertEquals(command, c.command().toString());
        assertEquals(language, c.language());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            is the kitchen light on?                  | kitchen light   | ON          | EN
            Is the front door locked?                 | front door      | LOCKED      | EN
            is the front door open                    | front door      | OPEN        | EN
            what's the temperature in the hall?       | hall            | TEMPERATURE | EN
            What’s the temperature in the bedroom     | bedroom         | TEMPERATURE | EN
            how warm is it in the living room?        | living room     | TEMPERATURE | EN
            is there anyone in the hall?              | hall            | OCCUPANCY   | EN
            a porta está trancada?                    | porta           | LOCKED      | PT
            a luz da cozinha está acesa?              | luz da cozinha  | ON          | PT
            qual é a temperatura no corredor?         | corredor        | TEMPERATURE | PT
            está alguém na sala?                      | sala            | OCCUPANCY   | PT
            """)
    void readsStateQuestions(String text, String target, Aspect aspect, Language language) {
        Intent.StateQuestion q = (Intent.StateQuestion) IntentReader.read(text);
        assertEquals(target, q.target());
        assertEquals(aspect, q.aspect());
        assertEquals(language, q.language());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Remember that my favourite colour is green      | Remember      | my favourite colour is green
            remember for everyone that the bins go out on Tuesday | Remember | the bins go out on Tuesday
            lembra que o meu carro é azul                   | Remember      | o meu carro é azul
            lembra a todos que o jantar é às oito           | Remember      | o jantar é às oito
            forget that my favourite colour is green        | Forget        | my favourite colour is green
            esquece que o meu carro é azul                  | Forget        | o meu carro é azul
            forget everything about me                      | Forget        | forget everything about me
            what do you know about me?                      | WhatDoYouKnow |
            o que sabes sobre mim?                          | WhatDoYouKnow |
            what is my favourite colour?                    | MemoryQuestion | what is my favourite colour
            yes                                             | Answer        |
            sim                                             | Answer        |
            não                                             | Answer        |
            write me a poem about the sea                   | Unrecognised  |
            set the bedroom to 90 degrees                   | Unclear       |
            """)
    void readsMemoryRequestsAnswersAndTheRest(String text, String kind, String what) {
        Intent intent = IntentReader.read(text);
        assertEquals(kind, intent.getClass().getSimpleName(), text);
        switch (intent) {
            case Intent.Remember r -> assertEquals(what, r.what());
            case Intent.Forget f -> assertEquals(what, f.everything() ? text : f.what());
            case Intent.MemoryQuestion q -> assertEquals(what, q.question());
            default -> { }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"twenty one,21", "vinte e um,21", "dez,10", "19.5,19.5", "'20,5',20.5", "ten,10", "twenty and a half,20.5"})
    void readsNumbersAsDigitsOrWords(String text, double value) {
        assertEquals(value, NumberWords.parse(text).orElse(-1));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            set a timer for ten minutes                         | SetTimer     | PT10M
            set a 5 minute timer                                | SetTimer     | PT5M
            põe um temporizador de meia hora                    | SetTimer     | PT30M
            liga um temporizador para 2 horas                   | SetTimer     | PT2H
            remind me in 20 minutes to check the oven           | SetReminder  | In[after=PT20M]
            remind me tomorrow at 8 to take out the bins        | SetReminder  | At[days=OptionalInt[1], time=08:00]
            remind me to call mum at 6 pm                       | SetReminder  | At[days=OptionalInt.empty, time=18:00]
            remind me at 7:30 to take the pills                 | SetReminder  | At[days=OptionalInt.empty, time=07:30]
            lembra-me amanhã às 7:05 de regar as plantas        | SetReminder  | At[days=OptionalInt[1], time=07:05]
            lembra-me amanhã às 8 de pôr o lixo lá fora         | SetReminder  | At[days=OptionalInt[1], time=08:00]
            lembra-me às 18h30 de ligar à mãe                   | SetReminder  | At[days=OptionalInt.empty, time=18:30]
            what timers are on?                                 | ListTimers   |
            que lembretes tenho?                                | ListTimers   |
            cancel the timer                                    | CancelTimer  |
            cancela o lembrete                                  | CancelTimer  |
            """)
    void readsTimersAndReminders(String text, String kind, String when) {
        Intent intent = IntentReader.read(text);
        assertEquals(kind, intent.getClass().getSimpleName(), text);
        switch (intent) {
            case Intent.SetTimer t -> assertEquals(when, t.length().toString());
            case Intent.SetReminder r -> assertEquals(when, r.when().toString());
            default -> { }
        }
    }

    /** Halves and lengths in two parts, in both languages, for timers and for reminders "in" a while. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            set a timer for an hour and a half                   | PT1H30M
            set a timer for half an hour                         | PT30M
            set a timer for half a minute                        | PT30S
            set a timer for two hours and a half                 | PT2H30M
            set a timer for one and a half hours                 | PT1H30M
            set a timer for 1 hour 30 minutes                    | PT1H30M
            set a timer for an hour and 15 minutes               | PT1H15M
            set a timer for 2 minutes and 30 seconds             | PT2M30S
            ten minute timer                                     | PT10M
            a 10 minute timer                                    | PT10M
            põe um temporizador de uma hora e meia               | PT1H30M
            põe um temporizador de meia hora                     | PT30M
            põe um temporizador de duas horas e meia             | PT2H30M
            põe um temporizador de um minuto e meio              | PT1M30S
            põe um temporizador de uma hora e vinte e cinco minutos | PT1H25M
            põe um temporizador de 1 hora e 10 minutos           | PT1H10M
            """)
    void readsHalvesAndLengthsInTwoParts(String text, String length) {
        Intent intent = IntentReader.read(text);
        assertEquals(length, assertInstanceOf(Intent.SetTimer.class, intent, text + " -> " + intent).length().toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            remind me in an hour and a half to call mum           | PT1H30M
            remind me in half an hour to check the oven           | PT30M
            remind me to check the oven in an hour and a half     | PT1H30M
            lembra-me daqui a uma hora e meia de ligar à mãe      | PT1H30M
            lembra-me daqui a meia hora de ligar à mãe            | PT30M
            """)
    void readsRemindersInHalvesOfHours(String text, String after) {
        Intent intent = IntentReader.read(text);
        Intent.SetReminder r = assertInstanceOf(Intent.SetReminder.class, intent, text + " -> " + intent);
        assertEquals(after, ((Intent.When.In) r.when()).after().toString());
    }

    /** A time of day with a dot ("7.30"), with "h", or said in words, in both languages. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            remind me at 7.30 to take the pills                 | 07:30 | take the pills
            remind me at 7.30 pm to take the pills              | 19:30 | take the pills
            remind me at 7.30pm to take the pills               | 19:30 | take the pills
            remind me to take the pills at 7.30                 | 07:30 | take the pills
            remind me to take the pills at 7.30 pm.             | 19:30 | take the pills
            remind me at half past seven to call mum            | 07:30 | call mum
            remind me at quarter to eight in the evening to call mum | 19:45 | call mum
            remind me at noon to water the plants               | 12:00 | water the plants
            lembra-me às 7.30 de tomar os comprimidos           | 07:30 | tomar os comprimidos
            lembra-me às 19h30 de tomar os comprimidos          | 19:30 | tomar os comprimidos
            lembra-me de tomar os comprimidos às 19h30          | 19:30 | tomar os comprimidos
            lembra-me às 7 e meia da tarde de ligar à mãe       | 19:30 | ligar à mãe
            lembra-me às oito menos um quarto de sair           | 07:45 | sair
            lembra-me ao meio-dia de almoçar                    | 12:00 | almoçar
            """)
    void readsTimesOfDayWithADotOrInWords(String text, String time, String what) {
        Intent intent = IntentReader.read(text);
        Intent.SetReminder r = assertInstanceOf(Intent.SetReminder.class, intent, text + " -> " + intent);
        assertEquals(time, ((Intent.When.At) r.when()).time().toString());
        assertEquals(what, r.what());
    }

    /** A reminder with a time and nothing to remind of is understood, and the member is told what to add. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"remind me at 7.30", "remind me in an hour and a half", "lembra-me às 7.30", "lembra-me daqui a meia hora"})
    void aReminderWithNothingToRemindOfAsksForIt(String text) {
        Intent intent = IntentReader.read(text);
        String reply = assertInstanceOf(Intent.Unclear.class, intent, text + " -> " + intent).reply();
        assertEquals(true, reply.startsWith("What should I remind you of") || reply.startsWith("De que te devo lembrar"), reply);
    }

    /**
     * What the wider phrasings must not take: a statement about the past, a negation, a time where a room would be, a
     * length that is no length.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            the kitchen light was on
            the kitchen light is off
            I turned the kitchen light off
            don't turn the kitchen light off
            did you switch the light on in the kitchen
            turn the light on in 5 minutes
            switch the light off in the morning
            a luz da cozinha estava ligada
            half an hour ago
            an hour and a half ago
            the timer went off half an hour ago
            set a timer for half an hour ago
            há meia hora
            uma hora e meia
            remind me at 25.30 to feed the cat
            remind me at 7.75 to feed the cat
            set a timer for 8 days
            set a timer for zero minutes
            """)
    void doesNotReadStatementsOrNonsenseAsCommands(String text) {
        Intent intent = IntentReader.read(text);
        assertEquals(false, intent instanceof Intent.DeviceCommand || intent instanceof Intent.SetTimer
                || intent instanceof Intent.SetReminder || intent instanceof Intent.Unclear, text + " -> " + intent);
    }

    /** A yes followed by the action it agrees to keeps that action, for the conversation to compare with its question. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            yes, unlock it                 | it          | LockTo[locked=false] | EN
            Yes please, unlock it.         | it          | LockTo[locked=false] | EN
            yes, I'm sure, unlock it       | it          | LockTo[locked=false] | EN
            yes, unlock the front door     | front door  | LockTo[locked=false] | EN
            yes, lock it                   | it          | LockTo[locked=true]  | EN
            ok, unlock                     | ''          | LockTo[locked=false] | EN
            sim, destranca                 | ''          | LockTo[locked=false] | PT
            sim, destranca-a               | ''          | LockTo[locked=false] | PT
            sim, podes destrancar          | ''          | LockTo[locked=false] | PT
            sim, destranca a porta         | porta       | LockTo[locked=false] | PT
            sim, tranca                    | ''          | LockTo[locked=true]  | PT
            """)
    void readsAYesWithTheActionItAgreesTo(String text, String target, String command, Language language) {
        Intent intent = IntentReader.read(text);
        Intent.YesWith y = assertInstanceOf(Intent.YesWith.class, intent, text + " -> " + intent);
        assertEquals(language, y.language());
        Intent.DeviceCommand c = assertInstanceOf(Intent.DeviceCommand.class, y.restated(), text + " -> " + intent);
        assertEquals(target, c.target());
        assertEquals(command, c.command().toString());
    }

    /** Only affirmatives: a plain yes; anything else after a yes is not taken as one by the reader. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            yes, I'm sure         | true
            yes please            | true
            sim, tenho a certeza  | true
            sim, claro            | true
            yes, open the garage  | false
            yes but not now       | false
            yes, forget it        | false
            sim, abre a garagem   | false
            """)
    void aYesIsPlainOnlyWhenNothingButAffirmativesFollow(String text, boolean plain) {
        Intent intent = IntentReader.read(text);
        assertEquals(plain, intent instanceof Intent.Answer a && a.yes(), text + " -> " + intent);
        if (!plain) {
            Intent.YesWith y = assertInstanceOf(Intent.YesWith.class, intent, text + " -> " + intent);
            assertEquals(false, y.restated() instanceof Intent.DeviceCommand, "no device action restated: " + intent);
        }
    }

    /** A no with the words people add to it is still a no, in English and Portuguese. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no                       | EN
            no, don't                | EN
            No thanks.               | EN
            no, leave it             | EN
            cancel that              | EN
            don't                    | EN
            no, don't do it          | EN
            no, don't unlock it      | EN
            nope, never mind         | EN
            no, I changed my mind    | EN
            não                      | PT
            não, não faças           | PT
            não, obrigado            | PT
            não, deixa estar         | PT
            não, não a destranques   | PT
            agora não                | PT
            não, não é preciso       | PT
            no, forget it            | EN
            no, just forget about it | EN
            no, never mind           | EN
            no, don't unlock         | EN
            no, unlock it            | EN
            no, lock it              | EN
            no, turn it on           | EN
            no, switch it off        | EN
            no, unlock that          | EN
            não, esquece             | PT
            não, destranca           | PT
            não, destranca-a         | PT
            não, esquece-te disso    | PT
            não, deixa               | PT
            """)
    void readsANoWithTheWordsPeopleAddToIt(String text, Language language) {
        assertEquals(new Intent.Answer(false, language), IntentReader.read(text), text);
    }

    /** Words that only look like a no: "don't forget" asks to remember, and a no before a command is the command. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            don't forget that the bins go out on monday
            não te esqueças que o lixo sai à segunda
            don't forget it
            no, unlock the back door
            no, turn on the kitchen light instead
            no, forget my cat's name
            """)
    void wordsThatOnlyLookLikeANoAreNotOne(String text) {
        Intent intent = IntentReader.read(text);
        assertEquals(false, intent instanceof Intent.Answer a && !a.yes(), text + " -> " + intent);
    }

    /** A yes followed by remembering or forgetting "it" keeps that, for the conversation to compare with its question. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            yes, remember that       | Remember | EN
            yes please, keep it      | Remember | EN
            ok, save it              | Remember | EN
            sim, guarda isso         | Remember | PT
            sim, podes guardar       | Remember | PT
            sim, lembra-te disso     | Remember | PT
            yes, forget it           | Forget   | EN
            yes, delete it           | Forget   | EN
            sim, esquece             | Forget   | PT
            sim, esquece isso        | Forget   | PT
            sim, esquece-te disso    | Forget   | PT
            """)
    void readsAYesWithTheMemoryActionItAgreesTo(String text, String kind, Language language) {
        Intent intent = IntentReader.read(text);
        Intent.YesWith y = assertInstanceOf(Intent.YesWith.class, intent, text + " -> " + intent);
        assertEquals(language, y.language());
        assertEquals(kind, y.restated().getClass().getSimpleName(), text + " -> " + intent);
        String what = y.restated() instanceof Intent.Remember r ? r.what() : ((Intent.Forget) y.restated()).what();
        assertEquals("", what, "the thing asked about, not named again: " + intent);
    }

    /**
     * A polite request to remember ("can you remember that …", "podes lembrar-te que …") is a memory to keep, what
     * follows "that"/"que" as said; a question about memory with the same courtesy ("can you remember where …?") stays
     * a question.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            can you remember that my bike is the red one          | Remember       | my bike is the red one           | EN
            Could you remember that my bike is the red one?       | Remember       | my bike is the red one           | EN
            would you please remember that Zoë hates olives       | Remember       | Zoë hates olives                 | EN
            podes lembrar-te que a minha bicicleta é a vermelha   | Remember       | a minha bicicleta é a vermelha   | PT
            consegues guardar que a Inês é vegetariana?           | Remember       | a Inês é vegetariana             | PT
            pode lembrar que o jantar é às oito, por favor        | Remember       | o jantar é às oito               | PT
            can you remember for everyone that the bins go out on Tuesday | Remember | the bins go out on Tuesday   | EN
            can you remember where I left my keys?                | MemoryQuestion | can you remember where i left my keys | EN
            can you remember what my cat is called?               | MemoryQuestion | can you remember what my cat is called | EN
            consegues lembrar-te onde deixei as chaves?           | MemoryQuestion | consegues lembrar-te onde deixei as chaves | PT
            """)
    void readsAPoliteRequestToRememberAsOneAndAQuestionAboutMemoryAsAQuestion(String text, String kind, String what,
            Language language) {
        Intent intent = IntentReader.read(text);
        assertEquals(kind, intent.getClass().getSimpleName(), text + " -> " + intent);
        switch (intent) {
            case Intent.Remember r -> assertEquals(new Intent.Remember(what, text.contains("everyone"), language), r);
            case Intent.MemoryQuestion q -> assertEquals(what + "|" + language, q.question() + "|" + q.language());
            default -> { }
        }
    }

    /**
     * Not a memory to keep: "lembra-me que …" asks for a reminder, also politely; "can you save that for later" has
     * "that" as the thing to save; "can you remember that?" has nothing after it; "please keep in mind that …" is left
     * to a language model's memory_save, in its own words (ModelToolsTest).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"podes lembrar-me que tenho dentista amanhã", "can you save that for later", "can you remember that?",
        "Please keep in mind that my bike is the red one"})
    void aPoliteReminderOrAThatWithNothingAfterItIsNoMemory(String text) {
        Intent intent = IntentReader.read(text);
        assertEquals(false, intent instanceof Intent.Remember, text + " -> " + intent);
    }

    /** Which turns ask the hub to keep something (a model's memory_save for them is the member's request). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Please keep in mind that my cat is called Tareco   | true
            could you note that the boiler was serviced        | true
            don't forget my sister's birthday is in May        | true
            guarda que o meu gato se chama Tareco              | true
            por favor, não te esqueças que a Ana é vegetariana | true
            I keep my bike in the garden shed                  | false
            do you remember where I parked                     | false
            I always forget to water the plants                | false
            lembras-te onde deixei as chaves                   | false
            can you remember that I'm out on Friday            | true
            could you remember to water the plants on Sunday   | true
            can you remember my cat is called Tareco           | true
            podes lembrar-te que amanhã saio cedo?             | true
            podes lembrar-te de ligar à mãe amanhã             | true
            você pode guardar que o meu gato se chama Tareco   | true
            can you remember where I left my keys?             | false
            can you remember what my cat is called?            | false
            could you remember if I locked the back door       | false
            can you remember my cat's name?                    | false
            você consegue lembrar onde deixei as chaves?       | false
            lembras-te de quem me deu o livro?                 | false
            consegues lembrar-te onde deixei o carro?          | false
            consegues lembrar-te se fechei a porta             | false
            podes lembrar-te do que eu disse ontem?            | false
            """)
    void tellsATurnThatAsksToRememberFromOneThatOnlyHasTheWord(String text, boolean asks) {
        assertEquals(asks, IntentReader.asksToRemember(text), text);
    }

    /** A one-word number right before its unit: the unit must not be read as the number's second word. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            set the bedroom to twenty degrees          | bedroom        | SetTemperature[celsius=20.0]
            põe o quarto a vinte graus                 | quarto         | SetTemperature[celsius=20.0]
            heat the hall to nineteen celsius          | hall           | SetTemperature[celsius=19.0]
            dim the living room lamp to fifty percent  | living room lamp | DimTo[brightness=127]
            set the kitchen light to ten percent       | kitchen light  | DimTo[brightness=25]
            põe o quarto a vinte e dois graus          | quarto         | SetTemperature[celsius=22.0]
            set the bedroom to twenty one degrees      | bedroom        | SetTemperature[celsius=21.0]
            """)
    void readsAOneWordNumberFollowedByItsUnit(String text, String target, String command) {
        Intent intent = IntentReader.read(text);
        Intent.DeviceCommand c = assertInstanceOf(Intent.DeviceCommand.class, intent, text + " -> " + intent);
        assertEquals(target, c.target());
        assertEquals(command, c.command().toString());
    }

    /** A timer's length written with a hyphen before its unit, after a two-word number. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            set a twenty five-minute timer   | PT25M
            set a twenty-five-minute timer   | PT25M
            set a thirty five-second timer   | PT35S
            set a ten-minute timer           | PT10M
            """)
    void readsAHyphenatedTimerLengthAsNumberAndUnit(String text, String length) {
        Intent intent = IntentReader.read(text);
        assertEquals(length, assertInstanceOf(Intent.SetTimer.class, intent, text + " -> " + intent).length().toString());
    }

    /** Twelve on the twelve-hour clock: "12 am" and "12 da noite" are midnight, "12 pm" is noon. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            remind me at 12 am to take the pills              | 00:00
            remind me at 12:30 am to take the pills           | 00:30
            lembra-me às 12 da noite de tomar os comprimidos  | 00:00
            remind me at 12 pm to take the pills              | 12:00
            remind me at 11 pm to take the pills              | 23:00
            lembra-me às 12 horas de almoçar                  | 12:00
            """)
    void readsTwelveOnTheTwelveHourClock(String text, String time) {
        Intent intent = IntentReader.read(text);
        Intent.SetReminder r = assertInstanceOf(Intent.SetReminder.class, intent, text + " -> " + intent);
        assertEquals(time, ((Intent.When.At) r.when()).time().toString());
    }

    /** A decimal comma, as Portuguese writes it (and a recogniser transcribes it), is part of the number. */
    @org.junit.jupiter.api.Test
    void readsADecimalComma() {
        Intent heat = IntentReader.read("põe o aquecimento a 20,5 graus");
        assertEquals("SetTemperature[celsius=20.5]",
                assertInstanceOf(Intent.DeviceCommand.class, heat, heat.toString()).command().toString());
        Intent timer = IntentReader.read("põe um temporizador de 1,5 horas");
        assertEquals("PT1H30M", assertInstanceOf(Intent.SetTimer.class, timer, timer.toString()).length().toString());
        Intent list = IntentReader.read("turn on the kitchen light, please");
        assertEquals("kitchen light", assertInstanceOf(Intent.DeviceCommand.class, list, list.toString()).target());
    }

    /** A courtesy after what to remember is not part of it, and the words are kept as said (case and accents). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            lembra que a Inês faz anos em Março, por favor      | a Inês faz anos em Março
            Remember that Zoë's piano lesson is on Monday please | Zoë's piano lesson is on Monday
            Lembra que a Inês faz anos em Março                 | a Inês faz anos em Março
            """)
    void keepsWhatToRememberAsSaidBeforeACourtesy(String text, String what) {
        Intent intent = IntentReader.read(text);
        assertEquals(what, assertInstanceOf(Intent.Remember.class, intent, intent.toString()).what());
    }

    @org.junit.jupiter.api.Test
    void keepsTheRemindersWordsAsSaid() {
        Intent.SetReminder r = (Intent.SetReminder) IntentReader.read("lembra-me amanhã às 8 de pôr o lixo lá fora");
        assertEquals("pôr o lixo lá fora", r.what());
    }

    @org.junit.jupiter.api.Test
    void aReminderIsNotAMemory() {
        Intent i = IntentReader.read("lembra-me amanhã às 8 de pôr o lixo lá fora");
        assertEquals(false, i instanceof Intent.Remember, i.toString());
        assertEquals(Command.SwitchTo.class, ((Intent.DeviceCommand) IntentReader.read("liga a luz")).command().getClass());
    }
}
