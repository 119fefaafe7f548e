package home.hearth.hub.memory.search;

import home.hearth.policies.MemberId;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A search: the text, its vector, who may see what (applied inside the Lucene queries), how many
 * hits, and the moment and contexts that decide validity.
 *
 * @param forAnswers true when the hits feed an answer (validity applies, retrievals are counted);
 *     false for a review page listing
 */
public record SearchQuery(
        String text, float[] vector, ReadAccess access, int k, Instant now, Set<String> activeContexts, boolean forAnswers) {
    public SearchQuery {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(vector, "vector");
        Objects.requireNonNull(access, "access");
        if (k < 1 || k > 100) {
            throw new IllegalArgumentException("k must be 1–100, got: " + k);
        }
        Objects.requireNonNull(now, "now");
        activeContexts = Set.copyOf(activeContexts);
    }

    /**
     * Whose own use of each memory re-ranking weighs ({@link RankSignals}): the member whose own memories
     * {@code access} lets the searcher see, i.e. a verified member. Empty for everyone else (an unknown or
     * uncertain speaker, a guest, a technician, a script or tool without a member), who ranks on no use at all.
     */
    public Optional<MemberId> reader() {
        return access.ownMemoriesOf();
    }
}
