package home.hearth.hub.memory.adapters;

import home.hearth.devices.automations.PreferenceSource;
import home.hearth.hub.memory.storage.MemoryStore;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.NormalisedFact;
import java.util.Comparator;
import java.util.Optional;

/**
 * A member's structured preferences for the automations API (which has already checked the
 * client's ACL for that member and key): the newest active structured memory with that key in
 * the member's own scope, as value and unit ("22 °C").
 */
public final class MemoryPreferences implements PreferenceSource {
    private final MemoryStore store;

    public MemoryPreferences(MemoryStore store) {
        this.store = store;
    }

    @Override
    public Optional<String> preference(MemberId member, String key) {
        Scope own = Scope.user(member);
        return store.ownedBy(member).stream()
                .filter(m -> m.scope().equals(own) && m.content().kind() == MemoryKind.STRUCTURED)
                .filter(m -> m.lifecycle().status() == MemoryStatus.ACTIVE)
                .filter(m -> m.content().fact().map(f -> f.key().equals(key)).orElse(false))
                .max(Comparator.comparing(m -> m.provenance().createdAt()))
                .flatMap(m -> m.content().fact())
                .map(MemoryPreferences::spoken);
    }

    private static String spoken(NormalisedFact f) {
        return f.unit().isEmpty() || f.unit().equals("time") ? f.value() : f.value() + " " + f.unit();
    }
}
