package home.hearth.hub.memory.search;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * A searcher for one keyword query whose BM25 statistics count only the memories that query may return (its
 * access filter): how rare a word is, and how long memories are on average. Lucene counts every document in the
 * index, so a member's own ranking, and the scores and reasons the API returns, would change with the words in
 * other members' private memories, and two memories of her own that differ in one word would tell her whether
 * anyone else's holds it. Counting costs one pass over the readable memories and over each query term's
 * postings, paid per query (about what the query itself costs).
 */
final class ScopedStatistics extends IndexSearcher {
    /** A term no readable memory holds scores nothing the filter lets through; any valid figures will do. */
    private static final long ABSENT = 1;
    private final List<LeafReaderContext> leaves;
    private final FixedBitSet[] readable;
    private final Map<String, CollectionStatistics> collections = new HashMap<>();

    private ScopedStatistics(IndexSearcher searcher, FixedBitSet[] readable) {
        super(searcher.getIndexReader());
        setSimilarity(searcher.getSimilarity());
        this.leaves = searcher.getIndexReader().leaves();
        this.readable = readable;
    }

    /** A searcher over {@code searcher}'s reader whose statistics count the live documents {@code filter} matches. */
    static ScopedStatistics of(IndexSearcher searcher, Query filter) throws IOException {
        IndexReader reader = searcher.getIndexReader();
        Weight weight = searcher.createWeight(searcher.rewrite(new ConstantScoreQuery(filter)), ScoreMode.COMPLETE_NO_SCORES, 1);
        FixedBitSet[] readable = new FixedBitSet[reader.leaves().size()];
        for (LeafReaderContext leaf : reader.leaves()) {
            FixedBitSet bits = new FixedBitSet(leaf.reader().maxDoc());
            Scorer scorer = weight.scorer(leaf);
            if (scorer != null) {
                Bits live = leaf.reader().getLiveDocs();
                DocIdSetIterator it = scorer.iterator();
                for (int doc = it.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = it.nextDoc()) {
                    if (live == null || live.get(doc)) {
                        bits.set(doc);
                    }
                }
            }
            readable[leaf.ord] = bits;
        }
        return new ScopedStatistics(searcher, readable);
    }

    @Override
    public CollectionStatistics collectionStatistics(String field) throws IOException {
        CollectionStatistics known = collections.get(field);
        if (known == null) {
            known = count(field);
            collections.put(field, known);
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
            FixedBitSet bits = readable[leaf.ord];
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
            FixedBitSet bits = readable[leaf.ord];
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
                FixedBitSet bits = readable[leaf.ord];
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
