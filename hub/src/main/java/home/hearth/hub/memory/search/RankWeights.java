package home.hearth.hub.memory.search;

import java.time.Duration;
import java.util.Objects;

/**
 * How the re-ranker mixes its signals into one score. Each signal lies in [0, 1] before it is
 * weighted: the fused reciprocal-rank score (scaled so rank 1 in both lists is 1), the cosine
 * similarity, the recency of the searcher's own last retrieval (halving every {@code recencyHalfLife}),
 * the searcher's own retrieval frequency ({@code log(1 + count) / log(101)}, capped at 1) and the
 * importance ({@link RankSignals}: never another member's use).
 */
public record RankWeights(
        double fusion, double similarity, double recency, double frequency, double importance, Duration recencyHalfLife) {
    public static final RankWeights DEFAULTS = new RankWeights(1.0, 0.75, 0.05, 0.05, 0.1, Duration.ofDays(30));

    public RankWeights {
        check("fusion", fusion);
        check("similarity", similarity);
        check("recency", recency);
        check("frequency", frequency);
        check("importance", importance);
        Objects.requireNonNull(recencyHalfLife, "recencyHalfLife");
        if (recencyHalfLife.isNegative() || recencyHalfLife.isZero()) {
            throw new IllegalArgumentException("recencyHalfLife must be positive, got: " + recencyHalfLife);
        }
    }

    private static void check(String name, double weight) {
        if (!Double.isFinite(weight) || weight < 0 || weight > 10) {
            throw new IllegalArgumentException("rank weight " + name + " must be a number in 0–10, got: " + weight);
        }
    }
}
