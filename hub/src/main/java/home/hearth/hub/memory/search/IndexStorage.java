package home.hearth.hub.memory.search;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.codecs.Codec;
import org.apache.lucene.codecs.KnnVectorsFormat;
import org.apache.lucene.codecs.lucene104.Lucene104Codec;
import org.apache.lucene.codecs.lucene104.Lucene104HnswScalarQuantizedVectorsFormat;
import org.apache.lucene.codecs.lucene99.Lucene99HnswVectorsFormat;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.SearcherFactory;
import org.apache.lucene.search.similarities.BM25Similarity;
import org.apache.lucene.store.ByteBuffersDataOutput;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.SingleInstanceLockFactory;

/**
 * Where the index bytes live (heap or direct buffers, never a file), how they are written and scored (codec, BM25
 * parameters) and its search pool.
 */
final class IndexStorage {
    private static final int MAX_BITS_PER_BLOCK = 18;
    private static final double RAM_BUFFER_MB = 64;
    private final ByteBuffersDirectory directory;
    private final KnnVectorsFormat vectors;
    private final IndexSettings settings;

    IndexStorage(IndexSettings settings) {
        this.settings = settings;
        IntFunction<ByteBuffer> allocate = settings.offHeap() ? ByteBuffer::allocateDirect : ByteBuffer::allocate;
        this.directory = new ByteBuffersDirectory(new SingleInstanceLockFactory(), () -> output(allocate),
                ByteBuffersDirectory.OUTPUT_AS_MANY_BUFFERS);
        this.vectors = settings.quantized()
                ? new Lucene104HnswScalarQuantizedVectorsFormat(settings.maxConn(), settings.beamWidth())
                : new Lucene99HnswVectorsFormat(settings.maxConn(), settings.beamWidth());
    }

    /**
     * Blocks of at most 256 KB: Lucene's default grows them to 64 MB, which G1 stores as humongous
     * objects whose unused tails waste as much heap again as the index itself.
     */
    private static ByteBuffersDataOutput output(IntFunction<ByteBuffer> allocate) {
        return new ByteBuffersDataOutput(ByteBuffersDataOutput.DEFAULT_MIN_BITS_PER_BLOCK, MAX_BITS_PER_BLOCK,
                allocate, ByteBuffersDataOutput.NO_REUSE);
    }

    ByteBuffersDirectory directory() {
        return directory;
    }

    /** How the writer analyses, encodes and scores what it writes: {@code analyzer} per field, this storage's codec and BM25. */
    IndexWriterConfig writerConfig(Analyzer analyzer) {
        IndexWriterConfig config = new IndexWriterConfig(analyzer);
        config.setCodec(codec());
        config.setRAMBufferSizeMB(RAM_BUFFER_MB);
        config.setSimilarity(similarity());
        return config;
    }

    /** Searchers that score with the same BM25 parameters the writer used. */
    SearcherFactory searcherFactory() {
        return new SearcherFactory() {
            @Override
            public IndexSearcher newSearcher(IndexReader reader, IndexReader previous) {
                IndexSearcher searcher = new IndexSearcher(reader);
                searcher.setSimilarity(similarity());
                return searcher;
            }
        };
    }

    private BM25Similarity similarity() {
        return new BM25Similarity(settings.keywords().k1(), settings.keywords().b());
    }

    private Codec codec() {
        return new Lucene104Codec() {
            @Override
            public KnnVectorsFormat getKnnVectorsFormatForField(String field) {
                return vectors;
            }
        };
    }

    long bytes() {
        long total = 0;
        try {
            for (String file : directory.listAll()) {
                total += directory.fileLength(file);
            }
        } catch (IOException e) {
            throw new IndexException("could not measure the memory index: " + e.getMessage(), e);
        }
        return total;
    }

    /** Daemon threads named {@code memory-search-N}, {@link LuceneMemoryIndex#searchThreads} of them. */
    static ExecutorService searchPool() {
        AtomicInteger n = new AtomicInteger();
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, "memory-search-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        return Executors.newFixedThreadPool(LuceneMemoryIndex.searchThreads(), factory);
    }
}
