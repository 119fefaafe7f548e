package home.hearth.hub.memory.search;

import org.apache.lucene.search.ScoreDoc;

/**
 * The BM25 side of one search.
 *
 * @param docs the hits, best first, with their raw BM25 scores
 * @param ceiling the most BM25 could give any memory for this question ({@link KeywordCeiling}); 0 when the
 *     fusion does not read it
 * @param strongHit whether one memory holds enough of the question's terms to count as a strong keyword hit
 */
record KeywordHits(ScoreDoc[] docs, double ceiling, boolean strongHit) {
    static final KeywordHits NONE = new KeywordHits(new ScoreDoc[0], 0, false);
}
