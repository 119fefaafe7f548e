package home.hearth.policies.memory;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFiles;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Builds gate requests for the tests: Alice, a verified adult, writing into her own scope. */
final class GateFixture {
    static final MemberId ALICE = MemberId.of("alice");
    static final Principal ALICE_VERIFIED = Principal.verified(ALICE, Role.ADULT);
    static final Scope ALICE_SCOPE = Scope.user(ALICE);
    static final Instant NOW = Instant.parse("2026-11-30T08:00:00Z");
    static final MemoryEntryGate GATE = new MemoryEntryGate(PolicyFiles.defaults());

    private GateFixture() {}

    static MemoryEntryGate gateWith(String override) {
        return new MemoryEntryGate(PolicyFiles.withOverride(new NamedText("household-policy.yaml", override)));
    }

    static Candidate text(String text, MemorySource source, Scope scope) {
        return new Candidate(text, MemoryKind.EPISODIC, source, scope, Optional.empty());
    }

    static Candidate fact(String key, String value, String unit) {
        return new Candidate(key.replace('_', ' ') + " " + value + " " + unit, MemoryKind.STRUCTURED, MemorySource.EXPLICIT,
                ALICE_SCOPE, Optional.of(new StructuredFact(key, value, unit)));
    }

    /** A page or API create by Alice in her own scope: confirmed. */
    static GateRequest explicit(String text) {
        return request(ALICE_VERIFIED, text(text, MemorySource.EXPLICIT, ALICE_SCOPE), true);
    }

    /** A page or API create by Alice into the household's scope: confirmed. */
    static GateRequest household(String text) {
        return request(ALICE_VERIFIED, text(text, MemorySource.EXPLICIT, Scope.HOUSEHOLD), true);
    }

    static GateRequest request(Principal who, Candidate c, boolean confirmed) {
        return new GateRequest(who, c, List.of(), "", 0, confirmed, NOW);
    }

    static GateRequest withNeighbours(Candidate c, List<Neighbour> neighbours, boolean confirmed) {
        return new GateRequest(ALICE_VERIFIED, c, neighbours, "", 0, confirmed, NOW);
    }

    static GateRequest inferred(String text, String dialogue, int inferredToday) {
        return new GateRequest(ALICE_VERIFIED, text(text, MemorySource.INFERRED, ALICE_SCOPE), List.of(), dialogue, inferredToday,
                false, NOW);
    }

    static Principal member(String id, Role role, IdentityLevel level) {
        return new Principal(Optional.of(MemberId.of(id)), role, level, Optional.empty());
    }

    static GateStep refusedStep(GateDecision d) {
        if (d instanceof GateDecision.Refuse r) {
            return r.step();
        }
        throw new AssertionError("expected a refusal, got " + d);
    }
}
