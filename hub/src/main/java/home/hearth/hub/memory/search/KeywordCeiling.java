package home.hearth.hub.memory.search;

import java.io.IOException;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.CollectionStatistics;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.similarities.BM25Similarity;

/**
 * The highest BM25 score a keyword query ({@link KeywordQueries#ranked}) could give any memory in this index.
 * Lucene's BM25 scores a term {@code boost · idf · tf / (tf + k1 · norm)}, which stays under {@code boost · idf}
 * however often the term occurs, so the query's ceiling is the sum of {@code boost · idf} over its term clauses
 * (a term no memory holds adds nothing: no memory can score it). A memory's BM25 score over the ceiling says
 * how much of the question it matches, whatever else is in the list; min-max over the list instead gives the
 * first hit 1 however weakly it matches, which in a small household index is often a single shared word.
 */
final class KeywordCeiling {
    private KeywordCeiling() {}

    /** The ceiling of {@code query}, a term query or a disjunction of (boosted) term queries, under BM25. */
    static double of(IndexSearcher searcher, Query query) throws IOException {
        if (!(searcher.getSimilarity() instanceof BM25Similarity bm25)) {
            throw new IllegalArgumentException("the keyword ceiling needs BM25, the searcher has " + searcher.getSimilarity());
        }
        return ceiling(searcher, bm25, query, 1f);
    }

    private static double ceiling(IndexSearcher searcher, BM25Similarity bm25, Query query, float boost) throws IOException {
        return switch (query) {
            case TermQuery t -> boost * idf(searcher, bm25, t.getTerm());
            case BoostQuery b -> ceiling(searcher, bm25, b.getQuery(), boost * b.getBoost());
            case BooleanQuery bq -> {
                double sum = 0;
                for (BooleanClause c : bq) {
                    if (c.occur() == BooleanClause.Occur.SHOULD || c.occur() == BooleanClause.Occur.MUST) {
                        sum += ceiling(searcher, bm25, c.query(), boost);
                    }
                }
                yield sum;
            }
            default -> throw new IllegalArgumentException("no BM25 ceiling for " + query.getClass().getSimpleName());
        };
    }

    /**
     * The idf Lucene's own BM25 gives the term here, from the same statistics its scorer uses; 0 when no memory holds it
     * (no memory the search may return, for a {@link ScopedStatistics} searcher).
     */
    private static double idf(IndexSearcher searcher, BM25Similarity bm25, Term term) throws IOException {
        TermStates states = TermStates.build(searcher, term, true);
        CollectionStatistics collection = searcher.collectionStatistics(term.field());
        if (states.docFreq() == 0 || collection == null
                || searcher instanceof ScopedStatistics scoped && !scoped.readableHolds(term)) {
            return 0;
        }
        return bm25.idfExplain(collection, searcher.termStatistics(term, states.docFreq(), states.totalTermFreq()))
                .getValue().doubleValue();
    }
}
