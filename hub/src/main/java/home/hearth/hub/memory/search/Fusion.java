package home.hearth.hub.memory.search;

/** How the BM25 list and the vector list become one ranking before re-ranking. */
public enum Fusion {
    /**
     * Reciprocal rank fusion ({@link ReciprocalRankFusion}): only each list's ranks count, weighted by the
     * keyword share, with the rank constant.
     */
    RANKS,
    /**
     * A convex combination of scores ({@link ScoreFusion}): each candidate's BM25 score and cosine, each
     * min-max normalised over the candidates of this search, mixed by the keyword share. A rank says
     * nothing of how far ahead the first hit is; the scores do.
     */
    SCORES
}
