package home.hearth.policies.memory.internal;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import home.hearth.policies.ScopeType;
import home.hearth.policies.config.CategoryRule;
import home.hearth.policies.config.KeySpec;
import home.hearth.policies.config.MemoryTypes;
import home.hearth.policies.memory.GateDecision.Refuse;
import home.hearth.policies.memory.GateStep;
import home.hearth.policies.memory.NormalisedFact;
import home.hearth.policies.memory.StructuredFact;
import java.util.Optional;

/**
 * Entry-gate step 4: who may write where (refused as {@link GateStep#CONSENT}; technicians keep
 * device and task memories only), then allowlisted
 * categories per scope and role and valid structured values (refused as {@link GateStep#ALLOWLIST}).
 */
public final class Allowlist {
    private final MemoryTypes types;
    private final CategoryClassifier classifier = new CategoryClassifier();
    private final FactNormaliser facts = new FactNormaliser();

    public Allowlist(MemoryTypes types) {
        this.types = types;
    }

    public Typed check(Draft d) {
        Optional<Refuse> where = whoMayWriteWhere(d);
        if (where.isPresent()) {
            return Typed.refused(where.get());
        }
        Optional<StructuredFact> raw = d.candidate().fact();
        String category;
        Optional<NormalisedFact> fact = Optional.empty();
        if (raw.isPresent()) {
            Optional<KeySpec> spec = types.key(raw.get().key());
            if (spec.isEmpty()) {
                return Typed.refused(new Refuse(GateStep.ALLOWLIST, Reasons.unknownKey(raw.get().key(), d.lang())));
            }
            FactCheck check = facts.check(raw.get(), spec.get());
            if (check.fact().isEmpty()) {
                return Typed.refused(new Refuse(GateStep.ALLOWLIST, check.problem()));
            }
            fact = check.fact();
            category = spec.get().category();
        } else {
            category = classifier.classify(d.text());
        }
        return categoryAllowed(d, category) ? new Typed(category, fact, Optional.empty())
                : Typed.refused(new Refuse(GateStep.ALLOWLIST, Reasons.categoryNotAllowed(
                        category, d.request().principal().role().wireName(), d.candidate().scope(), d.lang())));
    }

    private boolean categoryAllowed(Draft d, String category) {
        Optional<CategoryRule> rule = types.category(category);
        Principal p = d.request().principal();
        boolean allowed = rule.isPresent() && rule.get().scopes().contains(d.candidate().scope().type())
                && rule.get().roles().contains(p.role());
        boolean uncertainRule = p.level() != IdentityLevel.VERIFIED && category.equals("household_rule");
        return allowed && !uncertainRule;
    }

    private static Optional<Refuse> whoMayWriteWhere(Draft d) {
        Principal p = d.request().principal();
        Scope scope = d.candidate().scope();
        if (p.member().isEmpty()) {
            return Optional.of(new Refuse(GateStep.CONSENT, Reasons.unknownSpeaker(d.lang())));
        }
        MemberId me = p.member().get();
        if (scope.type() == ScopeType.USER && !scope.id().equals(me.value())) {
            return Optional.of(new Refuse(GateStep.CONSENT, Reasons.othersScope(scope.id(), d.lang())));
        }
        if (scope.type() == ScopeType.USER && p.level() != IdentityLevel.VERIFIED) {
            return Optional.of(new Refuse(GateStep.CONSENT, Reasons.uncertainSpeaker(d.lang())));
        }
        if (p.role() == Role.TECHNICIAN && scope.type() != ScopeType.DEVICE && scope.type() != ScopeType.TASK) {
            return Optional.of(new Refuse(GateStep.ALLOWLIST, Reasons.technicianScope(d.lang())));
        }
        return Optional.empty();
    }
}
