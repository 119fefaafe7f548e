package home.hearth.hub.memory.search;

import home.hearth.policies.memory.ReadAccess;
import java.io.IOException;
import java.time.ZoneId;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.stream.Stream;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermQuery;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The memory index in Lucene, held in memory only ({@code ByteBuffersDirectory}, never on disk):
 * BM25 over English and Portuguese analysis plus int8-quantised HNSW vectors, searched together
 * by {@link HybridSearch}. Every write is visible to the next search (near-real-time reopen), so
 * a deleted memory is gone from search when {@link #delete} returns. Thread-safe.
 */
public final class LuceneMemoryIndex implements MemoryIndex {
    private static final Logger LOG = LoggerFactory.getLogger(LuceneMemoryIndex.class);
    private static final Query TRANSLATIONS = new TermQuery(new Term(MemoryDocuments.KIND, MemoryDocuments.TRANSLATION));
    private final IndexSettings settings;
    private final IndexStorage storage;
    private final IndexWriter writer;
    private final SearcherManager searchers;
    private final ExecutorService pool;
    private final HybridSearch hybrid;
    private final RankSignals signals;
    private final IndexedDocuments documents;

    /**
     * How many searches run their keyword half at once on the {@code memory-search} pool: one per core,
     * at least two. The memory API admits no more than this many searches at a time
     * ({@code web/memory/SearchAdmission}), so a burst of them cannot queue in the pool ahead of the
     * voice turns' own searches.
     */
    public static int searchThreads() {
        return Math.max(2, Runtime.getRuntime().availableProcessors());
    }

    /** An index without translations. */
    public LuceneMemoryIndex(IndexSettings index, SearchSettings search, RankSignals signals) {
        this(index, search, signals, Translations.NONE);
    }

    /**
     * @param index vector dimension, HNSW and storage choices
     * @param search ranking, rejection and de-duplication settings
     * @param signals each memory's importance and the searcher's own retrievals of it, kept by the store
     * @param translations each memory's translation, asked for whenever the memory is indexed
     */
    public LuceneMemoryIndex(IndexSettings index, SearchSettings search, RankSignals signals, Translations translations) {
        this(index, search, signals, translations, ZoneId.of("UTC"));
    }

    /** @param zone the household's time zone: the day a memory was written is indexed as it was there */
    public LuceneMemoryIndex(IndexSettings index, SearchSettings search, RankSignals signals, Translations translations,
            ZoneId zone) {
        this(index, search, signals, translations, zone, new KeywordQueries());
    }

    /** @param keywords the analysis and the BM25 queries of the keyword half (a test's may fail) */
    LuceneMemoryIndex(IndexSettings index, SearchSettings search, RankSignals signals, Translations translations,
            ZoneId zone, KeywordQueries keywords) {
        this.settings = Objects.requireNonNull(index, "index");
        Objects.requireNonNull(search, "search");
        Objects.requireNonNull(signals, "signals");
        this.storage = new IndexStorage(index);
        try {
            this.writer = new IndexWriter(storage.directory(), storage.writerConfig(keywords.analyzer()));
            this.searchers = new SearcherManager(writer, storage.searcherFactory());
        } catch (IOException e) {
            throw new IndexException("could not open the in-memory memory index: " + e.getMessage(), e);
        }
        this.pool = IndexStorage.searchPool();
        this.hybrid = new HybridSearch(keywords, search, signals, pool);
        this.signals = signals;
        this.documents = new IndexedDocuments(index.dimension(), Objects.requireNonNull(translations, "translations"),
                Objects.requireNonNull(zone, "zone"));
    }

    @Override
    public void upsert(IndexedMemory memory) {
        var docs = documents.of(memory);
        try {
            // One call replaces the memory's documents together: its translation never outlives it.
            writer.updateDocuments(new Term(MemoryDocuments.ID, memory.id()), docs);
            searchers.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new IndexException("could not index memory " + memory.id() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void delete(String id) {
        Objects.requireNonNull(id, "id");
        try {
            writer.deleteDocuments(new Term(MemoryDocuments.ID, id));
            searchers.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new IndexException("could not remove memory " + id + " from the index: " + e.getMessage(), e);
        }
    }

    /** Bad memories (wrong dimension, not unit length) are skipped with a warning naming their id. */
    @Override
    public long rebuild(Stream<IndexedMemory> memories) {
        long indexed = 0;
        long skipped = 0;
        try {
            writer.deleteAll();
            for (IndexedMemory m : (Iterable<IndexedMemory>) memories::iterator) {
                if (addChecked(m)) {
                    indexed++;
                } else {
                    skipped++;
                }
            }
            searchers.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new IndexException("could not rebuild the memory index: " + e.getMessage(), e);
        }
        LOG.info("Memory index rebuilt: {} memories indexed, {} skipped", indexed, skipped);
        return indexed;
    }

    private boolean addChecked(IndexedMemory m) throws IOException {
        try {
            writer.addDocuments(documents.of(m));
            return true;
        } catch (IllegalArgumentException e) {
            LOG.warn("Memory {} left out of the index: {}", m.id(), e.getMessage());
            return false;
        }
    }

    @Override
    public SearchResult search(SearchQuery query) {
        return search(query, RetrievalMode.HYBRID);
    }

    /** A search with a chosen retriever; {@link RetrievalMode#HYBRID} is what {@link #search(SearchQuery)} does. */
    public SearchResult search(SearchQuery query, RetrievalMode mode) {
        return search(query, mode, hybrid);
    }

    /** A search with other settings than the index's own, for tuning weights and thresholds on one index. */
    public SearchResult search(SearchQuery query, RetrievalMode mode, SearchSettings settings) {
        return search(query, mode, hybrid.with(settings, signals));
    }

    private SearchResult search(SearchQuery query, RetrievalMode mode, HybridSearch how) {
        if (query.vector().length != settings.dimension()) {
            throw new IllegalArgumentException("query vector has " + query.vector().length
                    + " dimensions, the index needs " + settings.dimension());
        }
        return withSearcher("memory search failed", searcher -> how.search(searcher, query, mode));
    }

    /**
     * The ids of every indexed memory {@code access} lets through, unranked: the index's form of
     * the read rule, for consistency checks against the database (never for answers).
     */
    public Set<String> readableIds(ReadAccess access) {
        return withSearcher("reading the memory index failed", searcher -> {
            Set<String> ids = new HashSet<>();
            for (ScoreDoc d : searcher.search(AccessFilter.readable(access), Math.max(1, searcher.getIndexReader().maxDoc())).scoreDocs) {
                ids.add(FusedDocumentLoader.id(searcher, d.doc));
            }
            return ids;
        });
    }

    @Override
    public long size() {
        return withSearcher("counting the memory index failed", s -> (long) s.getIndexReader().numDocs() - s.count(TRANSLATIONS));
    }

    /** How many memories are indexed with a translation beside them. */
    public long translated() {
        return withSearcher("counting the memory index failed", s -> (long) s.count(TRANSLATIONS));
    }

    private interface SearcherWork<T> {
        T apply(IndexSearcher searcher) throws IOException;
    }

    /** Runs {@code work} on the newest searcher, released after; a failure is an {@link IndexException} saying {@code failing}. */
    private <T> T withSearcher(String failing, SearcherWork<T> work) {
        try {
            IndexSearcher searcher = searchers.acquire();
            try {
                return work.apply(searcher);
            } finally {
                searchers.release(searcher);
            }
        } catch (IOException e) {
            throw new IndexException(failing + ": " + e.getMessage(), e);
        }
    }

    /** Bytes the index files take in memory (on or off the heap, per {@link IndexSettings#offHeap()}). */
    public long indexBytes() {
        return storage.bytes();
    }

    @Override
    public void close() {
        pool.shutdownNow();
        try {
            searchers.close();
            writer.close();
            storage.directory().close();
        } catch (IOException e) {
            throw new IndexException("could not close the memory index: " + e.getMessage(), e);
        }
    }
}
