package home.hearth.hub.memory.search;

import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/**
 * Mixes the fused rank with similarity, the searcher's own retrieval recency and frequency, and importance
 * ({@link RankWeights}); the signals come from {@link RankSignals}, asked once per search.
 */
final class Reranker {
    private static final double FREQUENCY_SCALE = Math.log(101);
    private final RankWeights w;
    private final double maxFused;

    /** @param maxFused the best fused score there is (rank 1 in both lists, or 1 for score fusion): it scales to 1 */
    Reranker(RankWeights weights, double maxFused) {
        this.w = weights;
        this.maxFused = maxFused;
    }

    /** The scored candidate and a one-line reason for its score. */
    record Scored(FusedDocument candidate, double score, String why) {}

    /** @param s the candidate's signals for this search's reader ({@link RankSignals.Signals#NEUTRAL} when unknown) */
    Scored score(FusedDocument c, RankSignals.Signals s, Instant now) {
        double fusion = c.fused().score() / maxFused;
        double recency = s.lastRetrieved().map(t -> recency(t, now)).orElse(0.0);
        double frequency = Math.min(1.0, Math.log1p(Math.max(0, s.retrievalCount())) / FREQUENCY_SCALE);
        double importance = Math.max(0, Math.min(1, s.importance()));
        double score = w.fusion() * fusion + w.similarity() * c.similarity() + w.recency() * recency
                + w.frequency() * frequency + w.importance() * importance;
        String why = String.format(Locale.ROOT,
                "%s, %s, fused %.3f, similarity %.3f, recency %.2f, retrieved %d×, importance %.2f → %.3f",
                rank("bm25", c.fused().keywordRank()), rank("vector", c.fused().vectorRank()),
                fusion, c.similarity(), recency, s.retrievalCount(), importance, score);
        return new Scored(c, score, why);
    }

    private double recency(Instant last, Instant now) {
        Duration age = Duration.between(last, now);
        double ages = Math.max(0, age.toMillis()) / (double) w.recencyHalfLife().toMillis();
        return Math.pow(0.5, ages);
    }

    static String rank(String list, int rank) {
        return rank == 0 ? "no " + list + " match" : list + " rank " + rank;
    }
}
