package home.hearth.hub.memory.search;

import java.time.Instant;
import java.util.Optional;

/**
 * What re-ranking reads besides similarity, kept by the memory store (they change on every
 * retrieval, so they are not Lucene fields).
 */
@FunctionalInterface
public interface RankSignals {
    Signals of(String memoryId);

    record Signals(double importance, double strength, long retrievalCount, Optional<Instant> lastRetrieved) {
        public static final Signals NEUTRAL = new Signals(0.5, 1.0, 0, Optional.empty());
    }
}
