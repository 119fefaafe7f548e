package home.hearth.policies.devices;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFiles;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PolicyDeviceActionRulesTest {
    private final DeviceActionRules rules = new PolicyDeviceActionRules(PolicyFiles.defaults().devices());

    @ParameterizedTest(name = "{0} {1} {2} {3} in {4} confirmed={5} → {6}")
    @CsvSource(delimiter = '|', value = {
        // role | level | action | device | room | confirmed | outcome
        "child      | verified  | unlock          | front-door-lock | hall        | true  | Deny",
        "child      | verified  | disarm_alarm    | alarm           | hall        | true  | Deny",
        "child      | verified  | switch          | kitchen-light   | kitchen     | false | Allow",
        "guest      | verified  | switch          | kitchen-light   | kitchen     | false | Allow",
        "guest      | verified  | switch          | office-light    | office      | false | Deny",
        "guest      | verified  | set_temperature | thermostat      | living-room | false | Deny",
        "technician | verified  | diagnostics     | boiler          | utility     | false | Allow",
        "technician | verified  | read_state      | boiler          | utility     | false | Allow",
        "technician | verified  | unlock          | front-door-lock | hall        | true  | Deny",
        "adult      | verified  | unlock          | front-door-lock | hall        | false | Confirm",
        "adult      | verified  | unlock          | front-door-lock | hall        | true  | Allow",
        "adult      | verified  | disarm_alarm    | alarm           | hall        | false | Confirm",
        "adult      | verified  | disarm_alarm    | alarm           | hall        | true  | Allow",
        "adult      | uncertain | unlock          | front-door-lock | hall        | true  | AskWhoIsSpeaking",
        "adult      | uncertain | disarm_alarm    | alarm           | hall        | true  | AskWhoIsSpeaking",
        "adult      | uncertain | arm_alarm       | alarm           | hall        | false | AskWhoIsSpeaking",
        "adult      | uncertain | switch          | kitchen-light   | kitchen     | false | Allow",
        "adult      | uncertain | set_temperature | thermostat      | living-room | false | Allow",
        "admin      | verified  | diagnostics     | boiler          | utility     | false | Allow",
        "adult      | verified  | diagnostics     | boiler          | utility     | false | Deny"
    })
    void decidesByRoleIdentityAndConfirmation(String role, String level, String action, String device, String room, boolean confirmed,
            String outcome) {
        Principal p = new Principal(Optional.of(MemberId.of("m1")), Role.parse(role), IdentityLevel.valueOf(level.toUpperCase()), Optional.empty());
        ActionDecision d = rules.decide(p, new DeviceAction(device, room, ActionKind.valueOf(action.toUpperCase())), confirmed);
        assertEquals(outcome, d.getClass().getSimpleName(), d.reason());
    }

    @ParameterizedTest(name = "unknown speaker: {0} in {1} → {2}")
    @CsvSource(delimiter = '|', value = {
        "switch       | kitchen | Allow",
        "dim          | guest-room | Allow",
        "switch       | office  | Deny",
        "unlock       | hall    | Deny",
        "disarm_alarm | hall    | Deny",
        "lock         | hall    | Deny"
    })
    void anUnknownSpeakerMayDoOnlyWhatGuestsMay(String action, String room, String outcome) {
        ActionDecision d = rules.decide(Principal.unknown(), new DeviceAction("dev", room, ActionKind.valueOf(action.toUpperCase())), true);
        assertEquals(outcome, d.getClass().getSimpleName(), d.reason());
    }

    @Test
    void reasonsAreSentencesAPersonHears() {
        Principal child = Principal.verified(MemberId.of("sam"), Role.CHILD);
        assertEquals("Children can't unlock doors.", rules.decide(child, new DeviceAction("front-door-lock", "hall", ActionKind.UNLOCK), true).reason());
        Principal adult = Principal.verified(MemberId.of("alice"), Role.ADULT);
        assertEquals("Are you sure you want me to unlock front-door-lock?",
                rules.decide(adult, new DeviceAction("front-door-lock", "hall", ActionKind.UNLOCK), false).reason());
        Principal guest = Principal.verified(MemberId.of("gina"), Role.GUEST);
        assertEquals("Guests can only control devices in guest-room, kitchen, living-room.",
                rules.decide(guest, new DeviceAction("office-light", "office", ActionKind.SWITCH), false).reason());
    }

    @Test
    void noPolicyCanLetUnlockingSkipVerificationOrConfirmation() {
        DeviceActionRules loose = new PolicyDeviceActionRules(PolicyFiles.withOverride(new NamedText("h.yaml", """
                devices:
                  roles:
                    guest: { allow: [read_state, switch, unlock] }
                """)).devices());
        Principal guest = Principal.verified(MemberId.of("gina"), Role.GUEST);
        assertInstanceOf(ActionDecision.Confirm.class, loose.decide(guest, new DeviceAction("lock", "kitchen", ActionKind.UNLOCK), false));
        assertInstanceOf(ActionDecision.AskWhoIsSpeaking.class,
                loose.decide(guest.withLevel(IdentityLevel.UNCERTAIN), new DeviceAction("lock", "kitchen", ActionKind.UNLOCK), true));
        assertInstanceOf(ActionDecision.Deny.class, loose.decide(Principal.unknown(), new DeviceAction("lock", "kitchen", ActionKind.UNLOCK), true));
    }
}
