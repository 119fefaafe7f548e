package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.ALICE;
import static home.hearth.policies.memory.GateFixture.ALICE_SCOPE;
import static home.hearth.policies.memory.GateFixture.ALICE_VERIFIED;
import static home.hearth.policies.memory.GateFixture.GATE;
import static home.hearth.policies.memory.GateFixture.NOW;
import static home.hearth.policies.memory.GateFixture.fact;
import static home.hearth.policies.memory.GateFixture.request;
import static home.hearth.policies.memory.GateFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.Scope;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** Step 9: what needs a yes, what the question says, and when it lapses. */
class ConfirmationRuleTest {
    @Test
    void aSpokenRememberThatIsAnsweredWithExactlyWhatAndWhere() {
        GateRequest r = request(ALICE_VERIFIED, text("remember that I like the bedroom at 22 °C at night", MemorySource.EXPLICIT, ALICE_SCOPE), false);
        GateDecision.Confirm c = assertInstanceOf(GateDecision.Confirm.class, GATE.screen(r));
        assertEquals("I'll remember that you like the bedroom at 22 °C at night, for you only. Shall I?", c.prompt());
        assertEquals("preference", c.category());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Remember that my sister's name is Joana. | user      | I'll remember that your sister's name is Joana, for you only. Shall I?",
        "please remember the bins go out on Tuesdays | household | I'll remember that the bins go out on Tuesdays, for the whole household. Shall I?",
        "remember that the kettle descaler is under the sink | room:kitchen | I'll remember that the kettle descaler is under the sink, for the kitchen. Shall I?",
        "lembra-te que gosto do quarto a 22 graus à noite | user | Vou guardar «gosto do quarto a 22 graus à noite», só para ti. Confirmas?",
        "lembra que o lixo sai às terças | household | Vou guardar «o lixo sai às terças», para toda a casa. Confirmas?"
    })
    void thePromptNamesTheScope(String text, String scope, String prompt) {
        GateRequest r = request(ALICE_VERIFIED, text(text, MemorySource.EXPLICIT, Scope.parse(scope, ALICE)), false);
        assertEquals(prompt, assertInstanceOf(GateDecision.Confirm.class, GATE.screen(r)).prompt());
    }

    @Test
    void aStructuredPromptSaysTheNormalisedValue() {
        GateDecision.Confirm c = assertInstanceOf(GateDecision.Confirm.class,
                GATE.screen(request(ALICE_VERIFIED, fact("preferred_temperature_night", "72", "°F"), false)));
        assertEquals("I'll remember that preferred temperature night = 22.2 °C, for you only. Shall I?", c.prompt());
    }

    @Test
    void aYesSavesIt() {
        GateRequest r = request(ALICE_VERIFIED, text("remember that I like the bedroom at 22 °C at night", MemorySource.CONFIRMED, ALICE_SCOPE), true);
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, GATE.screen(r));
        assertEquals("Saved. For you only.", a.reason());
    }

    @Test
    void aCreateOnThePageByTheOwnerInASharedScopeIsItselfTheConsent() {
        GateRequest r = request(ALICE_VERIFIED, text("the bins go out on Tuesdays", MemorySource.EXPLICIT, Scope.HOUSEHOLD), true);
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(r));
    }

    @ParameterizedTest
    @EnumSource(value = MemorySource.class, names = {"IMPORT", "TOOL"})
    void importsAndToolResultsNeedNoQuestion(MemorySource source) {
        GateRequest r = request(ALICE_VERIFIED, text("the boiler filter was replaced on 12 July",
                source, new Scope(home.hearth.policies.ScopeType.DEVICE, "boiler")), false);
        assertInstanceOf(GateDecision.Accept.class, GATE.screen(r));
    }

    @Test
    void anUnconfirmedSensitiveStatementIsStillAskedFirst() {
        GateRequest r = request(ALICE_VERIFIED, text("remember that I'm allergic to peanuts", MemorySource.EXPLICIT, ALICE_SCOPE), false);
        GateDecision.Confirm c = assertInstanceOf(GateDecision.Confirm.class, GATE.screen(r));
        assertTrue(c.sensitive());
        assertEquals("I'll remember that you're allergic to peanuts, for you only. Shall I?", c.prompt());
    }

    @Test
    void aPendingQuestionExpiresAfterThePolicysTtl() {
        GateRequest r = request(ALICE_VERIFIED, text("remember that I like jazz in the evening", MemorySource.EXPLICIT, ALICE_SCOPE), false);
        GateDecision.Confirm c = assertInstanceOf(GateDecision.Confirm.class, GATE.screen(r));
        PendingConfirmation p = GATE.pending(r, c);
        assertEquals(Duration.ofMinutes(2), GATE.confirmationTtl());
        assertEquals(NOW.plus(Duration.ofMinutes(2)), p.expiresAt());
        assertFalse(p.expired(NOW.plusSeconds(119)));
        assertTrue(p.expired(NOW.plusSeconds(120)));
        assertEquals(MemorySource.CONFIRMED, p.confirmedCandidate().source());
        assertEquals(ALICE, p.owner());
    }

    @Test
    void theTtlComesFromThePolicy() {
        assertEquals(Duration.ofSeconds(30), GateFixture.gateWith("gate:\n  confirmation_ttl: 30s\n").confirmationTtl());
    }
}
