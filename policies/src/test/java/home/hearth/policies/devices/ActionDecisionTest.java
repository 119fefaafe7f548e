package home.hearth.policies.devices;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ActionDecisionTest {
    @Test
    void eachRefusalHasTheCodeEveryDoorAnswersWith() {
        assertEquals("confirmation_required", new ActionDecision.Confirm("sure?").refusalCode());
        assertEquals("identity_required", new ActionDecision.AskWhoIsSpeaking("who?").refusalCode());
        assertEquals("refused", new ActionDecision.Deny("no").refusalCode());
    }

    @Test
    void anAllowedActionHasNoRefusalCode() {
        assertThrows(IllegalStateException.class, () -> new ActionDecision.Allow("ok").refusalCode());
    }
}
