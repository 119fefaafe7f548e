/**
 * Memory search: the derived, in-memory index over the household's memories and the hybrid
 * retrieval that reads it.
 *
 * <p>The encrypted database is the source of truth; {@link home.hearth.hub.memory.search.MemoryIndex}
 * is rebuilt from it at start and told about every write, edit and delete. The pipeline of one
 * {@link home.hearth.hub.memory.search.SearchQuery}, in {@link home.hearth.hub.memory.search.LuceneMemoryIndex}:
 *
 * <ol>
 *   <li><b>Filter</b> — what the caller may read ({@link home.hearth.policies.memory.ReadAccess}, decided by
 *       {@code policies}) and, for answers, what is valid now (window and contexts), as one Lucene
 *       query used as a filter <em>inside</em> both retrievers, never applied after ranking.
 *   <li><b>Retrieve</b> — BM25 over the English and the Portuguese analysis of the text (on the
 *       {@code memory-search} pool) and filtered kNN over int8-quantised HNSW vectors (on the caller's
 *       thread), in parallel.
 *   <li><b>Fuse</b> — weighted reciprocal rank fusion (k = 60).
 *   <li><b>Re-rank</b> — fused rank, cosine similarity, recency and frequency of the searcher's own
 *       retrievals (never another member's), importance ({@link home.hearth.hub.memory.search.RankWeights};
 *       signals from {@link home.hearth.hub.memory.search.RankSignals}, asked once per search).
 *   <li><b>Reject</b> — no strong keyword hit and best similarity under the threshold: no hits,
 *       {@code rejected = true}, so the assistant says it does not know.
 *   <li><b>De-duplicate</b> — near-identical texts or vectors keep only their best hit.
 * </ol>
 *
 * <p>Embedders ({@link home.hearth.hub.memory.search.MiniLmEmbedder} in process,
 * {@link home.hearth.hub.memory.search.OpenAiEmbedder} for an OpenAI-compatible endpoint) return
 * unit vectors. Nothing here logs memory text; the index holds the text only as analysed terms and
 * never writes a file.
 */
package home.hearth.hub.memory.search;
