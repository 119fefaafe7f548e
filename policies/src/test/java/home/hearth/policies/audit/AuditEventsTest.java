package home.hearth.policies.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.devices.ActionDecision;
import home.hearth.policies.devices.ActionKind;
import home.hearth.policies.devices.DeviceAction;
import home.hearth.policies.memory.GateStep;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Audit events carry who, what, why and when — never content. */
class AuditEventsTest {
    private static final Instant AT = Instant.parse("2026-11-30T08:00:00Z");
    private static final Principal ALICE = Principal.verified(MemberId.of("alice"), Role.ADULT);

    @Test
    void eachFactoryBuildsTheDocumentedAction() {
        DeviceAction unlock = new DeviceAction("front-door-lock", "hall", ActionKind.UNLOCK);
        List<AuditEvent> events = List.of(
                AuditEvents.memoryCreated(AT, ALICE, "m-1", Scope.HOUSEHOLD, "preference"),
                AuditEvents.memoryRefused(AT, ALICE, Scope.user(MemberId.of("alice")), GateStep.SECRET),
                AuditEvents.memoryDeleted(AT, ALICE, "m-1", DeletionCause.OWNER_REQUEST),
                AuditEvents.consentChanged(AT, ALICE, "m-1", ConsentState.PENDING, ConsentState.GRANTED),
                AuditEvents.policyChanged(AT, ALICE, "household-policy.yaml", 0),
                AuditEvents.deviceCommand(AT, ALICE, unlock),
                AuditEvents.deviceRefused(AT, Principal.unknown(), unlock, new ActionDecision.Deny("Guests can't unlock doors.")));
        assertEquals(List.of("memory.create", "memory.refuse", "memory.delete", "consent.change", "policy.change", "device.command",
                "device.refuse"), events.stream().map(AuditEvent::action).toList());
        assertEquals("refused at secret", events.get(1).reason());
        assertEquals("pending -> granted", events.get(3).reason());
        assertEquals("unknown", events.get(6).actor());
        assertEquals("unlock: Guests can't unlock doors.", events.get(6).reason());
    }

    @Test
    void aRejectedPolicyEditIsRecordedAsRefused() {
        AuditEvent e = AuditEvents.policyChanged(AT, ALICE, "household-policy.yaml", 3);
        assertEquals("refused", e.outcome());
        assertEquals("rejected with 3 error(s); the old policy stays", e.reason());
    }

    @ParameterizedTest
    @ValueSource(strings = {"my password is hunter2", "", "m 1", "a/b"})
    void anIdThatCouldCarryContentIsRejected(String id) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AuditEvents.memoryDeleted(AT, ALICE, id, DeletionCause.OWNER_REQUEST));
        assertEquals("audit ids must be 1–128 of [A-Za-z0-9_.:-] starting with a letter or digit (no content), got: " + id, e.getMessage());
    }

    @Test
    void aRefusalEventNeverContainsTheRefusedText() {
        AuditEvent e = AuditEvents.memoryRefused(AT, ALICE, Scope.HOUSEHOLD, GateStep.OPERATIONAL_INSTRUCTION);
        assertFalse(e.toString().contains("skip"));
        assertEquals("refused at operational instruction", e.reason());
    }

    @Test
    void anAllowedActionIsNotARefusal() {
        assertThrows(IllegalArgumentException.class, () -> AuditEvents.deviceRefused(AT, ALICE,
                new DeviceAction("lamp", "kitchen", ActionKind.SWITCH), new ActionDecision.Allow("ok")));
    }
}
