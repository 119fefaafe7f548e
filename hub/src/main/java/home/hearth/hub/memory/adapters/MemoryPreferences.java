package home.hearth.hub.memory.adapters;

import home.hearth.devices.automations.PreferenceSource;
import home.hearth.hub.memory.persistence.MemoryStore;
import home.hearth.hub.memory.reading.ActiveContexts;
import home.hearth.hub.memory.search.Validity;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.policies.MemberId;
import home.hearth.policies.Policies;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.NormalisedFact;
import home.hearth.policies.precedence.Claim;
import home.hearth.policies.precedence.ClaimKind;
import home.hearth.policies.precedence.Resolution;
import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A member's structured preferences for the automations API (which has already checked the
 * client's ACL for that member and key), as value and unit ("22 °C"). A member's own preference is
 * the newest active structured memory with that key in their own scope that is not about someone else.
 * For a child, their guardian's rule about them (the guardian's newest such memory {@code about} the
 * child) may disagree: the household policy's {@link home.hearth.policies.precedence.Precedence} decides which one
 * the house follows (the guardian's, unless {@code precedence.child_may_override} lets children choose that key). Only a
 * memory in force counts, as for answers: inside its validity window and, when it names contexts
 * (weekend, vacation, …), while one of them holds. Only a key on the policy's memory allowlist ({@code memory.keys})
 * is answered: a key the household took off it is answered for nobody, whatever is still stored under it (a client
 * allowed {@code preference_keys: "*"} is allowed every key, and only the allowlist tells which exist).
 */
public final class MemoryPreferences implements PreferenceSource {
    /** The guardian of a member who is a child, as the member list says now; empty for anyone else. */
    @FunctionalInterface
    public interface Guardians {
        Optional<MemberId> ofChild(MemberId member);
    }

    private static final Logger LOG = LoggerFactory.getLogger(MemoryPreferences.class);
    private final MemoryStore store;
    private final Guardians guardians;
    private final Supplier<Policies> policy;
    private final ActiveContexts contexts;
    private final Clock clock;

    /**
     * @param policy the policy in force (its memory allowlist and precedence), asked on every call, so a policy edit
     *     applies at once
     * @param contexts the contexts that hold at a moment (the ones answers use)
     */
    public MemoryPreferences(MemoryStore store, Guardians guardians, Supplier<Policies> policy,
            ActiveContexts contexts, Clock clock) {
        this.store = store;
        this.guardians = guardians;
        this.policy = policy;
        this.contexts = contexts;
        this.clock = clock;
    }

    @Override
    public Optional<String> preference(MemberId member, String key) {
        Policies policyNow = policy.get();
        if (policyNow.set().memory().key(key).isEmpty()) {
            LOG.debug("Preference {} of {}: not on the memory allowlist", key, member);
            return Optional.empty();
        }
        Instant now = clock.instant();
        Set<String> holding = contexts.at(now).stream().map(MemoryPreferences::normalised).collect(Collectors.toSet());
        Predicate<Memory> inForce = m -> inForce(m.lifecycle().validity(), now, holding);
        Scope own = Scope.user(member);
        // Her own scope also keeps what she said about others ("Finn gets up at six"): that is theirs, not hers.
        Optional<NormalisedFact> wish = newest(store.ownedBy(member),
                inForce.and(m -> m.scope().equals(own) && m.ownership().about().filter(a -> !a.equals(member)).isEmpty()),
                key);
        Optional<NormalisedFact> rule = guardians.ofChild(member).flatMap(guardian ->
                newest(store.ownedBy(guardian), inForce.and(m -> m.ownership().about().equals(Optional.of(member))), key));
        return decide(policyNow, member, key, wish, rule).map(MemoryPreferences::spoken);
    }

    private static Optional<NormalisedFact> decide(Policies policy, MemberId child, String key,
            Optional<NormalisedFact> wish, Optional<NormalisedFact> rule) {
        if (wish.isEmpty() || rule.isEmpty()) {
            return wish.or(() -> rule);
        }
        Resolution r = policy.precedence().resolve(
                new Claim(ClaimKind.GUARDIAN_RULE, Role.CHILD, key, rule.get().value()),
                new Claim(ClaimKind.STORED_PREFERENCE, Role.CHILD, key, wish.get().value()));
        LOG.debug("Preference {} of {}: {}", key, child, r.reason());
        return r.winner().kind() == ClaimKind.GUARDIAN_RULE ? rule : wish;
    }

    private static Optional<NormalisedFact> newest(List<Memory> memories, Predicate<Memory> whose, String key) {
        return memories.stream()
                .filter(whose)
                .filter(m -> m.content().kind() == MemoryKind.STRUCTURED && m.lifecycle().status() == MemoryStatus.ACTIVE)
                .filter(m -> m.content().fact().map(f -> f.key().equals(key)).orElse(false))
                .max(Comparator.comparing(m -> m.provenance().createdAt()))
                .flatMap(m -> m.content().fact());
    }

    /** The answers' rule (the search's validity filter): from ≤ now < until, and a named context holding. */
    private static boolean inForce(Validity v, Instant now, Set<String> holding) {
        boolean started = v.from().map(from -> !from.isAfter(now)).orElse(true);
        boolean notEnded = v.until().map(until -> until.isAfter(now)).orElse(true);
        boolean inContext = v.contexts().isEmpty()
                || v.contexts().stream().anyMatch(c -> holding.contains(normalised(c)));
        return started && notEnded && inContext;
    }

    private static String normalised(String context) {
        return context.trim().toLowerCase(Locale.ROOT);
    }

    private static String spoken(NormalisedFact f) {
        return f.unit().isEmpty() || f.unit().equals("time") ? f.value() : f.value() + " " + f.unit();
    }
}
