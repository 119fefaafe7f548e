package home.hearth.hub.memory.search;

import java.util.Locale;

/**
 * How the BM25 list and the vector list become one ranking before re-ranking: by their ranks or by their
 * scores. The keyword share ({@link SearchSettings#keywordShare()}) weighs the BM25 side either way.
 */
public sealed interface Fusion permits Fusion.Ranks, Fusion.Scores {
    /** Reciprocal rank fusion with the settings' rank constant, the order left to fusion and re-ranking alone. */
    Fusion RANKS = new Ranks(0, 0, 0);
    /**
     * What the hub ships: rank fusion with BM25's first put first when it leads BM25's second by a quarter of its
     * score, unless the vector list has it in its top 2 or the re-ranked first's cosine beats it by 0.3 (chosen on the
     * tuning halves, see {@link SearchSettings#DEFAULTS}).
     */
    Fusion KEYWORD_LEAD = new Ranks(0.25, 0.3, 2);
    /** Score fusion with BM25 and cosine each min-max normalised over this search's candidates (measured and dropped). */
    Fusion MIN_MAX = new Scores(0, 0, false);
    /** Score fusion with BM25 over what the question could reach at most ({@link KeywordCeiling}) and the cosine as it is. */
    Fusion CEILING = new Scores(1, 0, true);

    /** The best fused score there is; the re-ranker scales it to 1. */
    double maxScore(int rankConstant);

    /** Whether the fusion needs the question's BM25 ceiling (a term statistics look-up per query term). */
    default boolean readsCeiling() {
        return false;
    }

    /**
     * Reciprocal rank fusion ({@link ReciprocalRankFusion}): only each list's ranks count. A rank says nothing of
     * how far ahead the first hit is, but it cannot be distorted by a weak list either. With a keyword lead
     * ({@link KeywordLead}) the raw BM25 scores say it after re-ranking: BM25's first memory goes first when it is
     * clearly ahead of BM25's second.
     *
     * @param keywordLead 0 = off; otherwise BM25's first memory goes first when {@code 1 − second / first} (their
     *     BM25 scores, the second being the best other memory) is at least this, in (0, 1]
     * @param cosineGuard 0 = off; otherwise the re-ranked first keeps its place when its similarity beats BM25's
     *     first by at least this
     * @param nearTieRank 0 = off; otherwise no lead when the vector list ranks BM25's first within this rank: both
     *     lists then put the two memories near the top, and the fusion and the cosine decide the near tie as before
     */
    record Ranks(double keywordLead, double cosineGuard, int nearTieRank) implements Fusion {
        public Ranks {
            if (!(keywordLead >= 0 && keywordLead <= 1)) {
                throw new IllegalArgumentException("keywordLead must be in [0, 1], got: " + keywordLead);
            }
            if (!(cosineGuard >= 0 && cosineGuard <= 2)) {
                throw new IllegalArgumentException("cosineGuard must be in [0, 2], got: " + cosineGuard);
            }
            if (nearTieRank < 0 || nearTieRank > 1000) {
                throw new IllegalArgumentException("nearTieRank must be 0–1000, got: " + nearTieRank);
            }
        }

        @Override
        public double maxScore(int rankConstant) {
            return ReciprocalRankFusion.maxScore(rankConstant);
        }

        /** As {@link #parse} reads it. */
        @Override
        public String toString() {
            return keywordLead == 0 ? "ranks" : "lead:" + keywordLead + ":" + cosineGuard + ":" + nearTieRank;
        }
    }

    /**
     * A convex combination of scores ({@link ScoreFusion}): {@code share · keyword part + (1 − share) · vector part}.
     *
     * @param ceilingShare how the BM25 score becomes a keyword part in [0, 1]: 1 = over the question's ceiling
     *     (how much of the question the memory matches), 0 = min-max over the BM25 list (which gives the first
     *     hit 1 however weak it is) or saturated, between = that mix
     * @param saturation above 0, the part that is not over the ceiling is {@code bm25 / (bm25 + saturation)}
     *     instead of min-max: bounded without the list, but on BM25's scale, which moves with the index's size
     * @param cosineAsIs the vector part is the similarity itself (already bounded) rather than min-max over the
     *     candidates
     */
    record Scores(double ceilingShare, double saturation, boolean cosineAsIs) implements Fusion {
        public Scores {
            if (!(ceilingShare >= 0 && ceilingShare <= 1)) {
                throw new IllegalArgumentException("ceilingShare must be in [0, 1], got: " + ceilingShare);
            }
            if (!(saturation >= 0 && saturation <= 1000)) {
                throw new IllegalArgumentException("saturation must be in [0, 1000], got: " + saturation);
            }
        }

        @Override
        public double maxScore(int rankConstant) {
            return 1;
        }

        @Override
        public boolean readsCeiling() {
            return ceilingShare > 0;
        }

        /** As {@link #parse} reads it. */
        @Override
        public String toString() {
            return "scores:" + ceilingShare + ":" + saturation + ":" + (cosineAsIs ? "raw" : "min-max");
        }
    }

    /**
     * A fusion by name, for benches and configuration: {@code ranks}, {@code lead:KEYWORD_LEAD[:COSINE_GUARD[:NEAR_TIE_RANK]]}
     * (ranks with a keyword lead), {@code min-max} (or {@code scores}), {@code ceiling}, or
     * {@code scores:CEILING_SHARE:SATURATION:raw|min-max} (SATURATION 0 = min-max).
     */
    static Fusion parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "ranks" -> RANKS;
            case "scores", "min-max" -> MIN_MAX;
            case "ceiling" -> CEILING;
            default -> {
                String[] p = t.split(":");
                if (p[0].equals("lead") && p.length >= 2 && p.length <= 4) {
                    yield new Ranks(Double.parseDouble(p[1]), p.length > 2 ? Double.parseDouble(p[2]) : 0,
                            p.length > 3 ? Integer.parseInt(p[3]) : 0);
                }
                if (p.length != 4 || !p[0].equals("scores") || !(p[3].equals("raw") || p[3].equals("min-max"))) {
                    throw new IllegalArgumentException(
                            "fusion must be ranks, lead:KEYWORD_LEAD[:COSINE_GUARD[:NEAR_TIE_RANK]], min-max, ceiling or scores:CEILING_SHARE:SATURATION:raw|min-max, got: " + text);
                }
                yield new Scores(Double.parseDouble(p[1]), Double.parseDouble(p[2]), p[3].equals("raw"));
            }
        };
    }
}
