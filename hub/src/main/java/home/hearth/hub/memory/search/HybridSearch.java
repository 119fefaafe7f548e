package home.hearth.hub.memory.search;

import java.io.IOException;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.MatchNoDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;

/**
 * One search: the access filter inside both queries → BM25 (on the pool) and kNN (on the caller)
 * in parallel → fusion (of ranks or of scores, {@link Fusion}) → re-rank (rank fusion: then BM25's clear lead,
 * {@link KeywordLead}, when set) → low-confidence rejection → de-duplication.
 */
final class HybridSearch {
    private static final ScoreDoc[] NONE = new ScoreDoc[0];
    private final KeywordQueries keywords;
    private final SearchSettings settings;
    private final Reranker reranker;
    private final RankSignals signals;
    private final ExecutorService pool;
    private final ScopedStatistics.Cache readable;

    HybridSearch(KeywordQueries keywords, SearchSettings settings, RankSignals signals, ExecutorService pool) {
        this(keywords, settings, signals, pool, new ScopedStatistics.Cache());
    }

    private HybridSearch(KeywordQueries keywords, SearchSettings settings, RankSignals signals, ExecutorService pool,
            ScopedStatistics.Cache readable) {
        this.keywords = keywords;
        this.settings = settings;
        this.reranker = new Reranker(settings.weights(), settings.fusion().maxScore(settings.rankConstant()));
        this.signals = signals;
        this.pool = pool;
        this.readable = readable;
    }

    HybridSearch with(SearchSettings other, RankSignals signals) {
        return new HybridSearch(keywords, other, signals, pool, readable);
    }

    SearchResult search(IndexSearcher searcher, SearchQuery q, RetrievalMode mode) throws IOException {
        Query filter = AccessFilter.of(q);
        if (filter instanceof MatchNoDocsQuery) {
            return SearchResult.rejectedResult();
        }
        int n = Math.max(q.k(), settings.candidates());
        CompletableFuture<KeywordHits> keyword = mode == RetrievalMode.VECTOR_ONLY
                ? CompletableFuture.completedFuture(KeywordHits.NONE)
                : CompletableFuture.supplyAsync(() -> keyword(searcher, q, filter, n), pool);
        ScoreDoc[] vector = mode == RetrievalMode.KEYWORD_ONLY
                ? NONE
                : searcher.search(new KnnFloatVectorQuery(MemoryDocuments.VECTOR, q.vector(), n, filter), n).scoreDocs;
        KeywordHits kw = joined(keyword);
        List<FusedDocument> candidates = fuse(FusedDocumentLoader.load(searcher, ReciprocalRankFusion.union(kw.docs(), vector),
                q.vector(), settings::similarity), kw);
        if (rejects(mode, kw.strongHit(), candidates)) {
            return SearchResult.rejectedResult();
        }
        return new SearchResult(Deduplication.best(rank(candidates, kw, q, mode), q.k(),
                settings.cosine(settings.duplicateSimilarity())), false);
    }

    /**
     * The keyword half's hits. Its failure is thrown as itself, as the vector half's would be (an
     * {@link IndexException}: search unavailable), not wrapped in the pool's {@link CompletionException}.
     */
    private static KeywordHits joined(CompletableFuture<KeywordHits> keyword) {
        try {
            return keyword.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IndexException("keyword search failed: " + e.getMessage(), e);
        }
    }

    /** The candidates with their fused scores, best first (ties: best rank in either list, then document). */
    private List<FusedDocument> fuse(List<FusedDocument> candidates, KeywordHits keyword) {
        List<FusedDocument> scored = switch (settings.fusion()) {
            case Fusion.Ranks ranks -> candidates.stream()
                    .map(c -> c.withScore(ReciprocalRankFusion.score(c.fused(), settings.keywordShare(), settings.rankConstant())))
                    .toList();
            case Fusion.Scores scores -> ScoreFusion.fuse(candidates, keyword, settings.keywordShare(), scores);
        };
        return scored.stream().sorted(Comparator.comparing(FusedDocument::fused, ReciprocalRankFusion.ORDER)).toList();
    }

    private KeywordHits keyword(IndexSearcher searcher, SearchQuery q, Query filter, int n) {
        Map<String, Set<String>> terms = keywords.terms(q.text());
        Query ranked = KeywordQueries.ranked(terms);
        if (ranked == null) {
            return KeywordHits.NONE;
        }
        try {
            // BM25's statistics from the memories the caller may read only: others' words never move its ranking. The
            // read rule alone (not this search's validity and contexts) counts them, so they are kept between searches.
            IndexSearcher scoped = ScopedStatistics.of(searcher, readable.of(searcher, AccessFilter.readable(q.access())));
            ScoreDoc[] docs = scoped.search(filtered(ranked, filter), n).scoreDocs;
            double ceiling = settings.fusion().readsCeiling() ? KeywordCeiling.of(scoped, ranked) : 0;
            return new KeywordHits(docs, ceiling, KeywordCoverage.strong(searcher, docs, terms, settings.keywordCoverage()));
        } catch (IOException e) {
            throw new IndexException("keyword search failed: " + e.getMessage(), e);
        }
    }

    private static Query filtered(Query query, Query filter) {
        return new BooleanQuery.Builder().add(query, Occur.MUST).add(filter, Occur.FILTER).build();
    }

    private boolean rejects(RetrievalMode mode, boolean strongKeyword, List<FusedDocument> candidates) {
        if (settings.rejectBelowSimilarity() <= -1) {
            return false;
        }
        double best = candidates.stream().mapToDouble(FusedDocument::similarity).max().orElse(-1);
        return switch (mode) {
            case HYBRID -> !strongKeyword && best < settings.rejectBelowSimilarity();
            case KEYWORD_ONLY -> !strongKeyword;
            case VECTOR_ONLY -> best < settings.rejectBelowSimilarity();
        };
    }

    private List<Reranker.Scored> rank(List<FusedDocument> candidates, KeywordHits kw, SearchQuery q, RetrievalMode mode) {
        if (mode != RetrievalMode.HYBRID) {
            // One list alone keeps its own order, whatever the fusion made of the candidates.
            return candidates.stream().map(c -> single(c, mode))
                    .sorted(Comparator.comparingDouble(Reranker.Scored::score).reversed()).toList();
        }
        // One question to the store per search, for every candidate: the reader's own use, never anybody else's.
        Map<String, RankSignals.Signals> of = signals.of(q.reader(), candidates.stream().map(FusedDocument::id).toList());
        List<Reranker.Scored> ranked = candidates.stream()
                .map(c -> reranker.score(c, of.getOrDefault(c.id(), RankSignals.Signals.NEUTRAL), q.now()))
                .sorted(Comparator.comparingDouble(Reranker.Scored::score).reversed())
                .toList();
        // Rank fusion hands the first place back to BM25 when its scores say it leads clearly (the shipped fusion).
        return settings.fusion() instanceof Fusion.Ranks ranks ? KeywordLead.apply(ranked, kw, ranks) : ranked;
    }

    private static Reranker.Scored single(FusedDocument c, RetrievalMode mode) {
        boolean keyword = mode == RetrievalMode.KEYWORD_ONLY;
        int rank = keyword ? c.fused().keywordRank() : c.fused().vectorRank();
        return new Reranker.Scored(c, 1.0 / rank, Reranker.rank(keyword ? "bm25" : "vector", rank) + " only");
    }
}
