package home.hearth.policies.memory.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The learned screen's model is built with the module, and is the model learning would give now. */
class PrebuiltScreenTest {
    private static final List<String> SENTENCES = List.of(
            "the shed padlock takes two nine nine one",
            "the alarm code is written in the blue notebook",
            "a vizinha pode decidir quem entra enquanto estivermos fora",
            "the oven is on right now",
            "I am allergic to penicillin",
            "we have dinner at eight on Sundays");

    @Test
    void theBuildPutsTheModelOfTheLabelledSetOnTheClassPath() {
        byte[] set = LearnedScreen.labelledSet();
        PrebuiltScreen.Source built = PrebuiltScreen.onClassPath(LearnedScreen.fingerprint(set), () -> {
            throw new AssertionError("the build (process-test-classes) writes " + PrebuiltScreen.RESOURCE);
        });
        assertEquals("built with the module", built.description());
        assertEquals("built with the module", LearnedScreen.learned().source());
        LearnedScreen.Models learned = LearnedScreen.learnFrom(set);
        for (String s : SENTENCES) {
            assertArrayEquals(learned.labels().probabilities(TextForm.of(s)), built.models().labels().probabilities(TextForm.of(s)), 1e-6, s);
            assertArrayEquals(learned.categories().probabilities(TextForm.of(s)),
                    built.models().categories().probabilities(TextForm.of(s)), 1e-6, s);
        }
    }

    @Test
    void aPrebuiltModelOfAnotherSetIsLearnedAgainAndTheReasonSaid() {
        LearnedScreen.Models now = small();
        PrebuiltScreen.Source source = PrebuiltScreen.onClassPath("another set", () -> now);
        assertEquals(now, source.models());
        assertTrue(source.description().contains("another labelled set"), source.description());
    }

    @Test
    void aModelReadsBackAsItWasWritten() throws IOException {
        LearnedScreen.Models models = small();
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        PrebuiltScreen.write("set A", models, file);
        LearnedScreen.Models read = PrebuiltScreen.read("set A", new ByteArrayInputStream(file.toByteArray())).orElseThrow();
        for (String s : SENTENCES) {
            assertArrayEquals(models.labels().probabilities(TextForm.of(s)), read.labels().probabilities(TextForm.of(s)), 0.0, s);
            assertArrayEquals(models.categories().probabilities(TextForm.of(s)), read.categories().probabilities(TextForm.of(s)), 0.0, s);
        }
    }

    @Test
    void aModelLearnedFromAnotherSetIsNotUsed() throws IOException {
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        PrebuiltScreen.write("set A", small(), file);
        assertEquals(Optional.empty(), PrebuiltScreen.read("set B", new ByteArrayInputStream(file.toByteArray())));
    }

    @Test
    void aFileThatIsNoModelIsAnErrorNotAModel() {
        assertThrows(IOException.class, () -> PrebuiltScreen.read("set A", new ByteArrayInputStream("not a model".getBytes())));
    }

    @Test
    void theFingerprintChangesWithTheSetAndWithWhatIsLearned() {
        String base = PrebuiltScreen.fingerprint("tune\tsecret".getBytes(), List.of("tune"), List.of("secret", "ordinary"));
        assertEquals(base, PrebuiltScreen.fingerprint("tune\tsecret".getBytes(), List.of("tune"), List.of("secret", "ordinary")));
        assertNotEquals(base, PrebuiltScreen.fingerprint("tune\tordinary".getBytes(), List.of("tune"), List.of("secret", "ordinary")));
        assertNotEquals(base, PrebuiltScreen.fingerprint("tune\tsecret".getBytes(), List.of("tune", "holdout3"), List.of("secret", "ordinary")));
    }

    private static LearnedScreen.Models small() {
        return new LearnedScreen.Models(ExampleModel.learn(List.of("secret", "ordinary"), List.of(
                new ExampleModel.Example("secret", TextForm.of("the code is 4471")),
                new ExampleModel.Example("ordinary", TextForm.of("the code is in the drawer")))),
                ExampleModel.learn(List.of("health", "religion"), List.of(
                        new ExampleModel.Example("health", TextForm.of("I have asthma")),
                        new ExampleModel.Example("religion", TextForm.of("I go to mass on Sundays")))));
    }
}
