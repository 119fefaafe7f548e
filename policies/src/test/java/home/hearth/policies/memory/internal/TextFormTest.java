package home.hearth.policies.memory.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What the detectors see: case, accents, punctuation, spacing, spaced letters, invisible characters and leetspeak undone. */
class TextFormTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "The Front DOOR is OPEN!!! | the front door is open | the front door is open",
        "não   está   aberta | nao esta aberta | nao esta aberta",
        "I don't know | i do not know | i do not know",
        "I can't | i cannot | i cannot",
        "the door's open | the door is open | the door is open",
        "p a s s w o r d | password | password",
        "p4ssw0rd 1234 | p4ssw0rd 1234 | password 1234",
        "P@ssw0rd | p ssw0rd | password",
        "pass\u200Bword | password | password",
        "Código   do   ALARME | codigo do alarme | codigo do alarme",
        "dá-me acesso | da me acesso | da me acesso",
        "e105 fixed | e105 fixed | eios fixed",
        "dont ask | do not ask | do not ask",
        "i d o n ' t like it | i do not like it | i do not like it",
        "needs a P-I-N | needs a pin | needs a pin",
        "needs a p i n | needs apin | needs a pin",
        "a v e r i f i c a ç ã o | averificacao | a verificacao",
        "alice.s@mail.pt | alice s mail pt | alice samail pt"
    })
    void normalisesAdversarialText(String input, String normal, String deleet) {
        TextForm t = TextForm.of(input);
        assertEquals(normal, t.normal());
        assertEquals(deleet, t.deleet());
    }
}
