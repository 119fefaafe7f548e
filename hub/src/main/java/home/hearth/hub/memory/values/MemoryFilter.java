package home.hearth.hub.memory.values;

import home.hearth.policies.Scope;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import java.util.Optional;

/** Narrows a listing; an empty field matches everything. Visibility is applied on top. */
public record MemoryFilter(
        Optional<Scope> scope, Optional<MemoryKind> kind, Optional<MemorySource> source, Optional<MemoryStatus> status) {
    public static final MemoryFilter ALL =
            new MemoryFilter(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());

    public boolean matches(Memory m) {
        return scope.map(m.scope()::equals).orElse(true)
                && kind.map(k -> k == m.content().kind()).orElse(true)
                && source.map(s -> s == m.provenance().source()).orElse(true)
                && status.map(s -> s == m.lifecycle().status()).orElse(true);
    }
}
