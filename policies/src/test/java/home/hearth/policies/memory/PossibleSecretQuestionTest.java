package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.ALICE_SCOPE;
import static home.hearth.policies.memory.GateFixture.ALICE_VERIFIED;
import static home.hearth.policies.memory.GateFixture.GATE;
import static home.hearth.policies.memory.GateFixture.request;
import static home.hearth.policies.memory.GateFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.Scope;
import home.hearth.policies.config.PolicyFiles;
import home.hearth.policies.memory.internal.LearnedScreen;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The question before storing what may be a secret: a sentence the rules let through that holds a value, with a learned
 * secret likelihood under the refusal's threshold but at least the question's, is asked about with a prompt that says
 * why; the yes stores it. The sentences are written for this test (their likelihoods in the comments, from the
 * shipped screen): harmless, but worded the way codes are.
 */
class PossibleSecretQuestionTest {
    /** In the band: a door's height said beside "door" (0.40), a swimming-pool locker's key (0.44). */
    private static final String EN = "the garden shed door is 1800 mm tall";
    private static final String PT = "a chave do cacifo da piscina é a 218";

    @Test
    void theSentencesHereLieInTheBand() {
        for (String s : List.of(EN, PT)) {
            double p = LearnedScreen.learned().likelihoods(s).get("secret");
            assertTrue(p >= LearnedScreen.threshold("ask_secret") && p < LearnedScreen.threshold("secret"), s + ": " + p);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "the garden shed door is 1800 mm tall | user | That has a number that could be a code or a password, and I never keep those."
                + " If it isn't one, say yes and I'll remember that the garden shed door is 1800 mm tall, for you only.",
        "remember that the garden shed door is 1800 mm tall | household | That has a number that could be a code or a password,"
                + " and I never keep those. If it isn't one, say yes and I'll remember that the garden shed door is 1800 mm tall,"
                + " for the whole household.",
        "a chave do cacifo da piscina é a 218 | user | Isso tem um número que pode ser um código ou uma palavra-passe, e esses nunca"
                + " guardo. Se não for, diz que sim e guardo «a chave do cacifo da piscina é a 218», só para ti."
    })
    void aSentenceInTheBandIsAskedAboutWithWhy(String text, String scope, String prompt) {
        // A page's create is already confirmed; the question about a code is asked all the same.
        for (boolean confirmed : new boolean[] {false, true}) {
            GateRequest r = request(ALICE_VERIFIED, text(text, MemorySource.EXPLICIT, Scope.parse(scope, GateFixture.ALICE)), confirmed);
            GateDecision.Confirm c = assertInstanceOf(GateDecision.Confirm.class, GATE.screen(r));
            assertTrue(c.possibleSecret());
            assertEquals(prompt, c.prompt());
            assertFalse(c.reason().contains("1800") || c.reason().contains("218"), "the reason never holds the text: " + c.reason());
        }
    }

    @Test
    void theBenchCountsTheQuestionAsItsOwnOutcomeAndNothingStored() {
        GateSet.Row row = new GateSet.Row("tune", "ordinary", "en", "plain", "user", EN);
        assertEquals("asked_secret", GateSet.predicted(GATE, row));
        assertFalse(GateSet.stored("asked_secret"));
        assertEquals("ordinary", GateSet.predicted(MemoryEntryGate.rulesOnly(PolicyFiles.defaults()), row), "the rules alone store it at once");
    }

    @ParameterizedTest
    @ValueSource(strings = {EN, PT})
    void theYesIsStored(String text) {
        GateRequest asked = request(ALICE_VERIFIED, text(text, MemorySource.EXPLICIT, ALICE_SCOPE), true);
        GateDecision.Confirm c = assertInstanceOf(GateDecision.Confirm.class, GATE.screen(asked));
        PendingConfirmation pending = GATE.pending(asked, c);
        GateDecision yes = GATE.screen(request(ALICE_VERIFIED, pending.confirmedCandidate(), true));
        assertInstanceOf(GateDecision.Accept.class, yes);
    }

    /**
     * Harmless sentences of other tests that the question now reaches (they were stored at once before): the question,
     * then the yes stores them, into the household's scope as there. Each likelihood is in the band (0.3 to 0.55).
     */
    @ParameterizedTest
    @ValueSource(strings = {"the wifi password is on the sticker of the tp4200 router", "use channel 11 for the wifi"})
    void aHarmlessNumberWordedLikeACodeIsAskedAboutThenStoredOnTheYes(String text) {
        GateDecision.Confirm c = assertInstanceOf(GateDecision.Confirm.class, GATE.screen(GateFixture.household(text)));
        assertTrue(c.possibleSecret(), c.toString());
        GateDecision yes = GATE.screen(request(ALICE_VERIFIED, text(text, MemorySource.CONFIRMED, Scope.HOUSEHOLD), true));
        assertInstanceOf(GateDecision.Accept.class, yes, text);
    }

    @Test
    void anInferredMemoryIsAskedUntilConfirmedThenStored() {
        GateDecision asked = GATE.screen(GateFixture.inferred(EN, "Alice: " + EN, 0));
        assertTrue(assertInstanceOf(GateDecision.Confirm.class, asked).possibleSecret(), asked.toString());
        // The yes to an inferred memory: still INFERRED, now confirmed (and still grounded in what Alice said).
        GateDecision yes = GATE.screen(new GateRequest(ALICE_VERIFIED, text(EN, MemorySource.INFERRED, ALICE_SCOPE), List.of(),
                "Alice: " + EN, 0, true, GateFixture.NOW));
        assertInstanceOf(GateDecision.Accept.class, yes);
    }

    @ParameterizedTest
    @EnumSource(value = MemorySource.class, names = {"TOOL", "IMPORT"})
    void toolsAndImportsHaveNobodyToAskAndStoreAsBefore(MemorySource source) {
        for (String text : List.of(EN, PT)) {
            GateDecision d = GATE.screen(request(ALICE_VERIFIED, text(text, source, ALICE_SCOPE), false));
            assertInstanceOf(GateDecision.Accept.class, d, text);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a credential named, no value: the screen gives it no secret likelihood at all
        "the password for my son's school account is in his bag",
        "a senha do portal da escola está no caderno azul"})
    void aSentenceWithoutAValueIsNeverAsked(String text) {
        assertEquals(0.0, LearnedScreen.learned().likelihoods(text).get("secret"));
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(GateFixture.explicit(text)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"the shop closes at 6", "I take the 7:40 train on weekdays", "a farmácia fecha às 7"})
    void anEverydayNumberWellUnderTheBandIsStoredAtOnce(String text) {
        Map<String, Double> p = LearnedScreen.learned().likelihoods(text);
        assertTrue(p.get("secret") < LearnedScreen.threshold("ask_secret") / 10, text + ": " + p.get("secret"));
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(GateFixture.explicit(text)));
    }

    @Test
    void theRefusalsStayAsTheyWere() {
        // Over the refusal's threshold: refused, not asked; and the rules' own refusal of a code.
        assertEquals(GateStep.SECRET, GateFixture.refusedStep(GATE.screen(GateFixture.explicit("the bike chain goes two nine nine one"))));
        assertEquals(GateStep.SECRET, GateFixture.refusedStep(GATE.screen(GateFixture.explicit("my bank password is hunter2"))));
        // A confirmed yes does not lift a refusal.
        GateDecision yes = GATE.screen(request(ALICE_VERIFIED, text("the bike chain goes two nine nine one", MemorySource.CONFIRMED,
                ALICE_SCOPE), true));
        assertEquals(GateStep.SECRET, GateFixture.refusedStep(yes));
    }
}
