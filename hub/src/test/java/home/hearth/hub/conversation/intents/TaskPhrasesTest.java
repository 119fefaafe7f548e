package home.hearth.hub.conversation.intents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Background-task phrases in English and Portuguese, and the phrases that must stay what they were. */
class TaskPhrasesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Turn off all the lights                      | false | ''          | EN
            please switch on all the lights in the kitchen | true | kitchen    | EN
            turn off every light                         | false | ''          | EN
            switch all the lights off                    | false | ''          | EN
            turn off all the lights in the house         | false | ''          | EN
            turn the lights everywhere off               | -     | -           | -
            apaga as luzes todas                         | false | ''          | PT
            Apaga todas as luzes da sala                 | false | sala        | PT
            acende as luzes todas                        | true  | ''          | PT
            desliga as luzes de casa                     | false | ''          | PT
            liga todas as lâmpadas do quarto             | true  | quarto      | PT
            """)
    void readsEveryLightOnOrOff(String text, String on, String where, String language) {
        Intent i = IntentReader.read(text);
        if (on.equals("-")) {
            assertTrue(!(i instanceof Intent.AllLights), "not a task: " + i);
            return;
        }
        Intent.AllLights a = (Intent.AllLights) i;
        assertEquals(Boolean.parseBoolean(on), a.on(), text);
        assertEquals(where, a.where(), text);
        assertEquals(Language.valueOf(language), a.language());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            cancel the task          | false | EN
            stop all tasks           | true  | EN
            cancela a tarefa         | false | PT
            para todas as tarefas    | true  | PT
            """)
    void readsCancellingATask(String text, boolean all, Language language) {
        assertEquals(new Intent.CancelTask(all, language), IntentReader.read(text));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            how is the task going?      | EN
            what tasks are running      | EN
            como vai a tarefa?          | PT
            que tarefas estão a correr? | PT
            """)
    void readsAskingHowATaskGoes(String text, Language language) {
        assertEquals(new Intent.TaskStatus(language), IntentReader.read(text));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"turn off the kitchen light", "apaga a luz da cozinha", "cancel the timer", "cancel",
        "stop", "turn on the lights", "what is the state of the kitchen light"})
    void singleCommandsAndOtherCancelsAreNotTasks(String text) {
        Intent i = IntentReader.read(text);
        assertTrue(!(i instanceof Intent.AllLights) && !(i instanceof Intent.CancelTask) && !(i instanceof Intent.TaskStatus),
                text + " → " + i);
    }
}
