package home.hearth.hub.memory;

import home.hearth.hub.memory.search.SearchHit;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.policies.Scope;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.Neighbour;
import home.hearth.policies.memory.ReadAccess;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The gate's neighbours: the closest memories by vector among what the writer may read in the
 * candidate's scope, best first (the authorisation filter is inside the index query).
 */
final class Neighbours {
    static final int COUNT = 3;
    private final MemoryParts parts;

    Neighbours(MemoryParts parts) {
        this.parts = parts;
    }

    List<Neighbour> near(ReadAccess writerAccess, Scope scope, String text, float[] vector, Optional<String> except) {
        ReadAccess inScope = scope.type() == ScopeType.USER
                ? writerAccess.withSharedScopes(Set.of())
                : writerAccess.withSharedScopes(
                        writerAccess.sharedScopes().contains(scope.type()) ? Set.of(scope.type()) : Set.of());
        SearchQuery q = new SearchQuery(text, vector, inScope, 10, parts.clock().instant(), Set.of(), false);
        return parts.index().search(q).hits().stream()
                .filter(h -> except.map(id -> !id.equals(h.id())).orElse(true))
                .map(h -> neighbour(h, scope))
                .flatMap(Optional::stream)
                .limit(COUNT)
                .toList();
    }

    private Optional<Neighbour> neighbour(SearchHit hit, Scope scope) {
        return parts.store().find(hit.id())
                .filter(m -> m.scope().equals(scope) && m.lifecycle().status() == MemoryStatus.ACTIVE)
                .map(m -> new Neighbour(m.id(), m.text(), Math.max(0, Math.min(1, hit.similarity()))));
    }
}
