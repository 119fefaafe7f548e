package home.hearth.hub.memory;

import home.hearth.hub.memory.internal.Visibility;
import home.hearth.hub.memory.search.SearchHit;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.search.SearchResult;
import home.hearth.policies.Principal;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Searches memories for a principal. The principal's read access goes into the index query as a
 * filter; the index ranks, rejects low-confidence results and de-duplicates; this class loads the
 * hits from the database and, when they feed an answer, counts each retrieval and reinforces it.
 */
public final class MemorySearcher {
    private static final Logger LOG = LoggerFactory.getLogger(MemorySearcher.class);
    private final MemoryParts parts;
    private final ReadRule readRule;
    private final ActiveContexts contexts;

    public MemorySearcher(MemoryParts parts, ReadRule readRule, ActiveContexts contexts) {
        this.parts = parts;
        this.readRule = readRule;
        this.contexts = contexts;
    }

    /**
     * @param forAnswers true when the hits feed an answer (validity applies, retrievals count);
     *     false for the review page
     */
    public MemorySearchResult search(Principal p, String text, int k, boolean forAnswers) {
        if (text == null || text.isBlank()) {
            throw MemoryProblem.invalid("A search needs some text (q).");
        }
        if (k < 1 || k > 100) {
            throw MemoryProblem.invalid("k must be 1–100, got: " + k);
        }
        ReadAccess access = readRule.readAccess(p);
        Instant now = parts.clock().instant();
        float[] vector = parts.embedder().embed(text);
        SearchResult r = parts.index().search(new SearchQuery(text, vector, access, k, now, contexts.at(now), forAnswers));
        if (r.rejected()) {
            return new MemorySearchResult(List.of(), true);
        }
        List<MemoryHit> hits = new ArrayList<>();
        for (SearchHit h : r.hits()) {
            load(access, h).ifPresent(m -> hits.add(new MemoryHit(m, h)));
        }
        if (forAnswers) {
            parts.usage().retrieved(hits.stream().map(h -> h.memory().id()).toList(), now);
        }
        return new MemorySearchResult(hits, false);
    }

    private Optional<Memory> load(ReadAccess access, SearchHit h) {
        Optional<Memory> m = parts.store().find(h.id());
        if (m.isPresent() && !Visibility.canSee(access, m.get())) {
            // The index filters inside its query; this only guards against an index out of step.
            LOG.warn("The memory index returned memory {} outside the caller's access; dropped it", h.id());
            return Optional.empty();
        }
        return m;
    }
}
