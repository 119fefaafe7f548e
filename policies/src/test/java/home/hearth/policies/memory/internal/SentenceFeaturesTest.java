package home.hearth.policies.memory.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SentenceFeaturesTest {
    @Test
    void aValueIsSeenByItsShapeNotItsDigits() {
        assertSame("the code is 4471", "the code is 8812");
        assertSame("the code is nine nine three one", "the code is four four seven two");
        assertFalse(Arrays.equals(vector("the code is 4471").slots(), vector("the code is 44").slots()), "a run's length counts");
    }

    @Test
    void theVectorHasSortedDistinctSlotsAndUnitLength() {
        SentenceFeatures.Vector v = vector("a porta da garagem abre com um código, o código é 4471");
        double norm = 0;
        for (int i = 0; i < v.slots().length; i++) {
            assertTrue(i == 0 || v.slots()[i] > v.slots()[i - 1]);
            assertTrue(v.slots()[i] >= 0 && v.slots()[i] < SentenceFeatures.SIZE);
            norm += v.weights()[i] * v.weights()[i];
        }
        assertEquals(1.0, norm, 1e-5);
        assertEquals(0, vector("").slots().length + vector("?!").slots().length - 2, "an empty text has only its number-run feature");
    }

    // What the screen counts as a value a secret could be: without one it never refuses a text as a secret.
    @ParameterizedTest
    @ValueSource(strings = {
        "the gate code is 4471",
        "the wifi key is tulip99",
        "the bike chain goes two nine nine one",
        // one number in words: tens and a unit, hundreds and the rest
        "a palavra passe da rede é andorinha quarenta e quatro",
        "the locker is one hundred and five",
        // a spelling alphabet, with or without digits
        "the shed padlock is alpha bravo three niner",
        // what the recogniser writes for misheard numbers, beside a real one
        "the code for the shed is ate won nine tree"})
    void aValueIsHeld(String text) {
        assertTrue(SentenceFeatures.holdsValue(TextForm.of(text)), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "the password for my son's school account is in his bag",
        // two numbers side by side, not one value
        "our two kids are seven and nine",
        "os miúdos têm sete e nove anos",
        // a spelling word or a homophone alone
        "we met mike at the golf club",
        "the kids went to the pool for two hours"})
    void noValueIsHeld(String text) {
        assertFalse(SentenceFeatures.holdsValue(TextForm.of(text)), text);
    }

    @Test
    void aModelLearnsItsExamplesTheSameWayEveryTime() {
        List<ExampleModel.Example> examples = List.of(
                new ExampleModel.Example("secret", TextForm.of("the shed code is 4471")),
                new ExampleModel.Example("secret", TextForm.of("o código do portão é 8812")),
                new ExampleModel.Example("ordinary", TextForm.of("the shed is behind the garage")),
                new ExampleModel.Example("ordinary", TextForm.of("o portão é verde")));
        List<String> labels = List.of("secret", "ordinary");
        double[] first = ExampleModel.learn(labels, examples).probabilities(TextForm.of("the gate code is 5521"));
        double[] again = ExampleModel.learn(labels, examples).probabilities(TextForm.of("the gate code is 5521"));
        assertArrayEquals(first, again, 0.0);
        assertTrue(first[0] > 0.5, "a code like the learned ones is a secret: " + Arrays.toString(first));
        assertTrue(ExampleModel.learn(labels, examples).probabilities(TextForm.of("the gate is green"))[labels.indexOf("ordinary")] > 0.5);
    }

    @Test
    void anExampleWithAnUnknownLabelIsRefusedByName() {
        var e = assertThrows(IllegalArgumentException.class, () -> ExampleModel.learn(List.of("secret", "ordinary"),
                List.of(new ExampleModel.Example("gossip", TextForm.of("the neighbours argue")))));
        assertTrue(e.getMessage().contains("gossip"), e.getMessage());
    }

    private static void assertSame(String a, String b) {
        assertArrayEquals(vector(a).slots(), vector(b).slots(), a + " / " + b);
        assertArrayEquals(vector(a).weights(), vector(b).weights(), a + " / " + b);
    }

    private static SentenceFeatures.Vector vector(String text) {
        return SentenceFeatures.of(TextForm.of(text));
    }
}
