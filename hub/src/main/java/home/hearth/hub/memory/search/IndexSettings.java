package home.hearth.hub.memory.search;

/**
 * How the in-memory Lucene index is laid out.
 *
 * @param dimension the vector dimension (the embedder's, 384 for all-MiniLM-L6-v2)
 * @param maxConn HNSW links per node (Lucene's default is 16)
 * @param beamWidth HNSW candidates while building (Lucene's default is 100; 48 builds ~35% faster
 *     here, which the 30 s rebuild budget at 100k memories needs)
 * @param quantized int8 scalar-quantised HNSW (smaller, faster) instead of float32
 * @param offHeap keep the index bytes in direct (off-heap) buffers rather than on the Java heap;
 *     either way nothing reaches disk
 * @param keywords the BM25 parameters the keyword side scores with
 */
public record IndexSettings(int dimension, int maxConn, int beamWidth, boolean quantized, boolean offHeap, Bm25 keywords) {
    /** Settings with the default BM25 parameters ({@link Bm25#DEFAULTS}). */
    public IndexSettings(int dimension, int maxConn, int beamWidth, boolean quantized, boolean offHeap) {
        this(dimension, maxConn, beamWidth, quantized, offHeap, Bm25.DEFAULTS);
    }

    public IndexSettings {
        java.util.Objects.requireNonNull(keywords, "keywords");
        if (dimension < 2 || dimension > 4096) {
            throw new IllegalArgumentException("vector dimension must be 2–4096, got: " + dimension);
        }
        if (maxConn < 2 || maxConn > 512) {
            throw new IllegalArgumentException("HNSW maxConn must be 2–512, got: " + maxConn);
        }
        if (beamWidth < 2 || beamWidth > 3200) {
            throw new IllegalArgumentException("HNSW beamWidth must be 2–3200, got: " + beamWidth);
        }
    }

    public static IndexSettings defaults(int dimension) {
        return new IndexSettings(dimension, 16, 48, true, false);
    }

    public IndexSettings withKeywords(Bm25 bm25) {
        return new IndexSettings(dimension, maxConn, beamWidth, quantized, offHeap, bm25);
    }
}
