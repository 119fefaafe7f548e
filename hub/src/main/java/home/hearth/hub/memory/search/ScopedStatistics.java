package home.hearth.hub.memory.search;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.CollectionStatistics;
import org.apache.lucene.search.ConstantScoreQuery;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.TermStatistics;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.FixedBitSet;
import org.apache.lucene.util.SmallFloat;

/**
 * A searcher for one keyword query whose BM25 statistics count only the memories its caller may read: how rare a
 * word is, and how long memories are on average. Lucene counts every document in the index, so a member's own
 * ranking, and the scores and reasons the API returns, would change with the words in other members' private
 * memories, and two memories of her own that differ in one word would tell her whether anyone else's holds it.
 * The readable set and its collection statistics are counted once per index version and read rule ({@link Cache});
 * a term's are counted per query, over its postings.
 */
final class ScopedStatistics extends IndexSearcher {
    /** A term no readable memory holds scores nothing the filter lets through; any valid figures will do. */
    private static final long ABSENT = 1;
    private final List<LeafReaderContext> leaves;
    private final Readable readable;

    private ScopedStatistics(IndexSearcher searcher, Readable readable) {
        super(searcher.getIndexReader());
        setSimilarity(searcher.getSimilarity());
        this.leaves = searcher.getIndexReader().leaves();
        this.readable = readable;
    }

    /** The live documents one index version lets one read rule see, per leaf, and their statistics per field. */
    static final class Readable {
        private final FixedBitSet[] bits;
        private final Map<String, CollectionStatistics> fields = new ConcurrentHashMap<>();

        private Readable(FixedBitSet[] bits) {
            this.bits = bits;
        }

        static Readable of(IndexSearcher searcher, Query rule) throws IOException {
            IndexReader reader = searcher.getIndexReader();
            Weight weight = searcher.createWeight(searcher.rewrite(new ConstantScoreQuery(rule)), ScoreMode.COMPLETE_NO_SCORES, 1);
            FixedBitSet[] bits = new FixedBitSet[reader.leaves().size()];
            for (LeafReaderContext leaf : reader.leaves()) {
                FixedBitSet leafBits = new FixedBitSet(leaf.reader().maxDoc());
                Scorer scorer = weight.scorer(leaf);
                if (scorer != null) {
                    Bits live = leaf.reader().getLiveDocs();
                    DocIdSetIterator it = scorer.iterator();
                    for (int doc = it.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = it.nextDoc()) {
                        if (live == null || live.get(doc)) {
                            leafBits.set(doc);
                        }
                    }
                }
                bits[leaf.ord] = leafBits;
            }
            return new Readable(bits);
        }
    }

    /**
     * The readable sets of the last few index versions and read rules. A version is keyed by its reader's cache key (not
     * the reader, which would keep merged-away segments alive); a write opens a new version, counted again at its first
     * search by each caller.
     */
    static final class Cache {
        private static final int KEPT = 16;
        private final Map<List<Object>, Readable> recent = new LinkedHashMap<>(KEPT, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<List<Object>, Readable> eldest) {
                return size() > KEPT;
            }
        };

        Readable of(IndexSearcher searcher, Query rule) throws IOException {
            IndexReader.CacheHelper helper = searcher.getIndexReader().getReaderCacheHelper();
            if (helper == null) {
                return Readable.of(searcher, rule);
            }
            List<Object> key = List.of(helper.getKey(), rule);
            synchronized (recent) {
                Readable known = recent.get(key);
                if (known != null) {
                    return known;
                }
            }
            Readable counted = Readable.of(searcher, rule);
            synchronized (recent) {
                recent.put(key, counted);
            }
            return counted;
        }
    }

    /** A searcher over {@code searcher}'s reader whose statistics count the {@code readable} documents only. */
    static ScopedStatistics of(IndexSearcher searcher, Readable readable) {
        return new ScopedStatistics(searcher, readable);
    }

    @Override
    public CollectionStatistics collectionStatistics(String field) throws IOException {
        CollectionStatistics known = readable.fields.get(field);
        if (known == null) {
            known = count(field);
            readable.fields.put(field, known);
        }
        return known;
    }

    /** Readable documents with the field, and their lengths as BM25's norms hold them. */
    private CollectionStatistics count(String field) throws IOException {
        long docs = 0;
        long length = 0;
        for (LeafReaderContext leaf : leaves) {
            NumericDocValues norms = leaf.reader().getNormValues(field);
            if (norms == null) {
                continue;
            }
            FixedBitSet bits = readable.bits[leaf.ord];
            for (int doc = norms.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = norms.nextDoc()) {
                if (bits.get(doc)) {
                    docs++;
                    length += SmallFloat.byte4ToInt((byte) norms.longValue());
                }
            }
        }
        if (docs == 0) {
            return new CollectionStatistics(field, Math.max(1, getIndexReader().maxDoc()), ABSENT, ABSENT, ABSENT);
        }
        // BM25 reads only the count and the total length; the sum of document frequencies is given its least valid value.
        return new CollectionStatistics(field, getIndexReader().maxDoc(), docs, Math.max(length, docs), docs);
    }

    @Override
    public TermStatistics termStatistics(Term term, int docFreq, long totalTermFreq) throws IOException {
        long docs = 0;
        long occurrences = 0;
        PostingsEnum postings = null;
        for (LeafReaderContext leaf : leaves) {
            Terms terms = leaf.reader().terms(term.field());
            if (terms == null) {
                continue;
            }
            TermsEnum it = terms.iterator();
            if (!it.seekExact(term.bytes())) {
                continue;
            }
            postings = it.postings(postings, PostingsEnum.FREQS);
            FixedBitSet bits = readable.bits[leaf.ord];
            for (int doc = postings.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = postings.nextDoc()) {
                if (bits.get(doc)) {
                    docs++;
                    occurrences += postings.freq();
                }
            }
        }
        return docs == 0 ? new TermStatistics(term.bytes(), ABSENT, ABSENT) : new TermStatistics(term.bytes(), docs, occurrences);
    }

    /** Whether any readable memory holds the term. */
    boolean readableHolds(Term term) throws IOException {
        for (LeafReaderContext leaf : leaves) {
            Terms terms = leaf.reader().terms(term.field());
            if (terms == null) {
                continue;
            }
            TermsEnum it = terms.iterator();
            if (it.seekExact(term.bytes())) {
                PostingsEnum postings = it.postings(null, PostingsEnum.NONE);
                FixedBitSet bits = readable.bits[leaf.ord];
                for (int doc = postings.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = postings.nextDoc()) {
                    if (bits.get(doc)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
