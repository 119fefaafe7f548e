package home.hearth.hub.memory.search;

import home.hearth.policies.MemberId;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/**
 * What re-ranking reads besides similarity, kept by the memory store (they change on every
 * retrieval, so they are not Lucene fields). Asked once per search for all its candidates.
 *
 * <p>Retrieval recency and frequency are the searcher's own: how often and when {@code reader}
 * retrieved each memory, never anybody else. Were they everybody's, the order of a shared memory
 * would move with other members' questions and tell what they asked, and when. A search with no
 * reader (an unknown or uncertain speaker, a guest, a technician, a script or tool without a
 * member) gets no use at all: every memory's count is 0 and its last retrieval empty. Importance
 * and strength are the memory's own, the same for every reader.
 */
@FunctionalInterface
public interface RankSignals {
    /** No signals: every memory ranks as {@link Signals#NEUTRAL}. */
    RankSignals NEUTRAL = (reader, memoryIds) -> Map.of();

    /**
     * The signals of those of {@code memoryIds} the store knows, for a search by {@code reader}; a memory
     * missing from the answer ranks as {@link Signals#NEUTRAL}.
     */
    Map<String, Signals> of(Optional<MemberId> reader, Collection<String> memoryIds);

    /**
     * @param retrievalCount how often the reader retrieved the memory (0 with no reader)
     * @param lastRetrieved when the reader last retrieved it (empty with no reader)
     */
    record Signals(double importance, double strength, long retrievalCount, Optional<Instant> lastRetrieved) {
        public static final Signals NEUTRAL = new Signals(0.5, 1.0, 0, Optional.empty());
    }
}
