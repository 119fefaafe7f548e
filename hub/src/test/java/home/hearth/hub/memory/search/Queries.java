package home.hearth.hub.memory.search;

import home.hearth.policies.MemberId;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Test queries embedded with the real model. */
final class Queries {
    static final Instant NOW = Instant.parse("2026-07-15T12:00:00Z");

    private Queries() {}

    static SearchQuery of(String text, ReadAccess access, int k) {
        return new SearchQuery(text, Memories.model().embed(text), access, k, NOW, Set.of(), true);
    }

    static SearchQuery review(String text, ReadAccess access, int k) {
        return new SearchQuery(text, Memories.model().embed(text), access, k, NOW, Set.of(), false);
    }

    static SearchQuery inContexts(String text, ReadAccess access, Set<String> contexts) {
        return new SearchQuery(text, Memories.model().embed(text), access, 10, NOW, contexts, true);
    }

    /** The first three hybrid hits Ana may read for a question, asked on 1 December 2026 (the fusion tests' query). */
    static List<SearchHit> anasTopThree(LuceneMemoryIndex index, String question, SearchSettings settings) {
        SearchQuery q = new SearchQuery(question, Memories.model().embed(question),
                new ReadAccess(Optional.of(MemberId.of("ana")), Set.of()), 3, Instant.parse("2026-12-01T12:00:00Z"), Set.of(), true);
        return index.search(q, RetrievalMode.HYBRID, settings).hits();
    }
}
