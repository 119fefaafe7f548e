package home.hearth.hub.memory.search;

/**
 * One ranked memory.
 *
 * @param id the memory id
 * @param score the final re-ranked score (higher is better)
 * @param similarity cosine similarity of query and memory vectors
 * @param keywordHit whether BM25 matched it
 * @param why a short explanation of the score ("bm25 rank 1, vector rank 3, importance 0.8")
 */
public record SearchHit(String id, double score, double similarity, boolean keywordHit, String why) {}
