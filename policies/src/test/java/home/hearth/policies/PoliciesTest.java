package home.hearth.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.access.ConsentState;
import home.hearth.policies.access.MemoryFacts;
import home.hearth.policies.audit.AuditChain;
import home.hearth.policies.audit.AuditEvents;
import home.hearth.policies.audit.ChainedAuditEvent;
import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFileException;
import home.hearth.policies.config.PolicyFiles;
import home.hearth.policies.devices.ActionDecision;
import home.hearth.policies.devices.ActionKind;
import home.hearth.policies.devices.DeviceAction;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.GateDecision;
import home.hearth.policies.memory.GateRequest;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The hub's wiring, as an example that cannot rot. */
class PoliciesTest {
    private static final Instant NOW = Instant.parse("2026-11-30T08:00:00Z");
    private static final MemberId ALICE = MemberId.of("alice");

    @Test
    void theHubBuildsEveryDecisionFromOnePolicy() {
        Policies policies = new Policies(PolicyFiles.withOverride(new NamedText("household-policy.yaml", "gate:\n  confirmation_ttl: 1m\n")));
        Principal alice = Principal.verified(ALICE, Role.ADULT);

        Candidate c = new Candidate("the bins go out on Tuesdays", MemoryKind.EPISODIC, MemorySource.EXPLICIT, Scope.HOUSEHOLD, Optional.empty());
        GateDecision d = policies.gate().screen(new GateRequest(alice, c, List.of(), "", 0, true, NOW));
        assertInstanceOf(GateDecision.Accept.class, d);
        ConsentState sharing = policies.consents().initialSharing(c.scope(), c.source(), true);
        assertEquals(ConsentState.GRANTED, sharing);

        Principal bob = Principal.verified(MemberId.of("bob"), Role.ADULT);
        assertTrue(policies.visibility().canRead(bob, MemoryFacts.of(Scope.HOUSEHOLD, ALICE, false, sharing)).allowed());
        assertTrue(policies.readAccess().readAccess(bob).sharedScopes().contains(ScopeType.HOUSEHOLD));

        ActionDecision a = policies.deviceRules().decide(alice, new DeviceAction("front-door-lock", "hall", ActionKind.UNLOCK), false);
        assertInstanceOf(ActionDecision.Confirm.class, a);

        ChainedAuditEvent first = AuditChain.first(AuditEvents.memoryCreated(NOW, alice, "m-1", c.scope(), "household_rule"));
        ChainedAuditEvent second = AuditChain.after(first, AuditEvents.deviceRefused(NOW, alice,
                new DeviceAction("front-door-lock", "hall", ActionKind.UNLOCK), a));
        assertTrue(AuditChain.verify(List.of(first, second)).intact());

        assertEquals(java.time.Duration.ofMinutes(1), policies.gate().confirmationTtl());
        assertSame(policies.set().retention(), policies.set().retention());
    }

    @Test
    void aRejectedEditLeavesTheRunningPolicyAsItWas() {
        Policies running = new Policies(PolicyFiles.defaults());
        Policies next = running;
        try {
            next = new Policies(PolicyFiles.withOverride(new NamedText("household-policy.yaml", "gate:\n  on_conflict: merge\n")));
        } catch (PolicyFileException rejected) {
            assertEquals("household-policy.yaml:2: gate.on_conflict: expected supersede or ask, got 'merge'", rejected.errors().get(0).toString());
        }
        assertSame(running, next);
        assertThrows(NullPointerException.class, () -> new Policies(null));
    }
}
