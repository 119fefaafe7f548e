package home.hearth.hub.memory.reading;

import home.hearth.hub.memory.internal.Visibility;
import home.hearth.hub.memory.search.SearchHit;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.search.SearchResult;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryHit;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemorySearchResult;
import home.hearth.policies.Principal;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Searches memories for a principal. The principal's read access goes into the index query as a
 * filter; the index ranks (on the searcher's own use of each memory, never another member's),
 * rejects low-confidence results and de-duplicates; this class loads the hits from the database and,
 * when they feed an answer, counts each retrieval (in the memory's totals, and as the searcher's own
 * use) and reinforces it.
 */
public final class MemorySearcher {
    private static final Logger LOG = LoggerFactory.getLogger(MemorySearcher.class);
    private final MemoryBackends backends;
    private final ReadRule readRule;
    private final ActiveContexts contexts;

    public MemorySearcher(MemoryBackends backends, ReadRule readRule, ActiveContexts contexts) {
        this.backends = backends;
        this.readRule = readRule;
        this.contexts = contexts;
    }

    /** What a search is for: it decides validity, counting and reinforcement. */
    public enum Purpose {
        /** The hits feed a spoken or typed answer: valid now only; each retrieval counts and strengthens the memory. */
        ANSWER,
        /** A search from a script or the API: valid now only; each retrieval counts, nothing is strengthened. */
        LOOKUP,
        /** The review page: every memory the caller may see, valid or not; nothing counts. */
        REVIEW
    }

    /**
     * @param forAnswers true when the hits feed an answer ({@link Purpose#ANSWER}); false for the
     *     review page ({@link Purpose#REVIEW})
     */
    public MemorySearchResult search(Principal p, String text, int k, boolean forAnswers) {
        return search(p, text, k, forAnswers ? Purpose.ANSWER : Purpose.REVIEW);
    }

    public MemorySearchResult search(Principal p, String text, int k, Purpose purpose) {
        if (text == null || text.isBlank()) {
            throw MemoryProblem.invalid("A search needs some text (q).");
        }
        if (k < 1 || k > 100) {
            throw MemoryProblem.invalid("k must be 1–100, got: " + k);
        }
        // Taken first: a forget-all or erasure of the searcher while this search runs must not get her use back.
        long since = backends.usage().forgettings();
        ReadAccess access = readRule.readAccess(p);
        Instant now = backends.clock().instant();
        float[] vector = backends.embedder().embed(text);
        boolean valid = purpose != Purpose.REVIEW;
        SearchResult r = backends.index().search(new SearchQuery(text, vector, access, k, now, contexts.at(now), valid));
        if (r.rejected()) {
            return new MemorySearchResult(List.of(), true);
        }
        Map<String, Memory> loaded = backends.store().findAll(r.hits().stream().map(SearchHit::id).toList());
        List<MemoryHit> hits = new ArrayList<>();
        for (SearchHit h : r.hits()) {
            visible(access, h, loaded.get(h.id())).ifPresent(m -> hits.add(new MemoryHit(m, h)));
        }
        if (valid) {
            // Counted as the searcher's own use only when ranking weighs it (a verified member): SearchQuery.reader.
            backends.usage().retrieved(hits.stream().map(h -> h.memory().id()).toList(), access.ownMemoriesOf(), since,
                    now, purpose == Purpose.ANSWER);
        }
        return new MemorySearchResult(hits, false);
    }

    private static Optional<Memory> visible(ReadAccess access, SearchHit h, Memory m) {
        if (m != null && !Visibility.canSee(access, m)) {
            // The index filters inside its query; this only guards against an index out of step.
            LOG.warn("The memory index returned memory {} outside the caller's access; dropped it", h.id());
            return Optional.empty();
        }
        return Optional.ofNullable(m);
    }
}
