package home.hearth.hub.memory.writing;

import home.hearth.hub.memory.search.SearchHit;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.Neighbour;
import home.hearth.policies.memory.ReadAccess;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The gate's neighbours: the closest memories by vector among the writer's own in the candidate's
 * scope, best first (the authorisation filter is inside the index query). Only the writer's own:
 * the gate may answer "this replaces what you remembered" or "you said this before" only about a
 * memory the writer can retire or strengthen, never about another member's. A profile ({@code
 * SUMMARY}) is compared with profiles only, and any other memory with other memories only: a
 * profile that repeats the one memory it rests on is still the profile, never a reason to
 * strengthen or retire that memory, and a memory said again is never folded into the profile.
 */
final class Neighbours {
    static final int COUNT = 3;
    private final MemoryBackends backends;

    Neighbours(MemoryBackends backends) {
        this.backends = backends;
    }

    List<Neighbour> near(ReadAccess writerAccess, Scope scope, MemoryKind kind, String text, float[] vector,
            Optional<String> except) {
        ReadAccess inScope = scope.type() == ScopeType.USER
                ? writerAccess.withSharedScopes(Set.of())
                : writerAccess.withSharedScopes(
                        writerAccess.sharedScopes().contains(scope.type()) ? Set.of(scope.type()) : Set.of());
        SearchQuery q = new SearchQuery(text, vector, inScope, 10, backends.clock().instant(), Set.of(), false);
        if (writerAccess.ownMemoriesOf().isEmpty()) {
            return List.of();
        }
        MemberId writer = writerAccess.ownMemoriesOf().get();
        List<SearchHit> hits = backends.index().search(q).hits().stream()
                .filter(h -> except.map(id -> !id.equals(h.id())).orElse(true))
                .toList();
        Map<String, Memory> loaded = backends.store().findAll(hits.stream().map(SearchHit::id).toList());
        return hits.stream()
                .map(h -> neighbour(h, loaded.get(h.id()), scope, kind, writer))
                .flatMap(Optional::stream)
                .limit(COUNT)
                .toList();
    }

    private static Optional<Neighbour> neighbour(SearchHit hit, Memory m, Scope scope, MemoryKind kind, MemberId writer) {
        return Optional.ofNullable(m)
                .filter(x -> x.scope().equals(scope) && x.lifecycle().status() == MemoryStatus.ACTIVE && x.isOwnedBy(writer))
                .filter(x -> (x.content().kind() == MemoryKind.SUMMARY) == (kind == MemoryKind.SUMMARY))
                .map(x -> new Neighbour(x.id(), x.text(), Math.max(0, Math.min(1, hit.similarity()))));
    }
}
