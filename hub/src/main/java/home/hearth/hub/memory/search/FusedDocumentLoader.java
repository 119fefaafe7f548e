package home.hearth.hub.memory.search;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.KnnVectorValues;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.search.IndexSearcher;

/**
 * Reads each fused document's id, text hash and raw vector, and computes its exact cosine to the query,
 * read on the thresholds' scale ({@link SearchSettings#similarity}).
 */
final class FusedDocumentLoader {
    private FusedDocumentLoader() {}

    static List<FusedDocument> load(IndexSearcher searcher, List<ReciprocalRankFusion.Fused> fused, float[] query,
            DoubleUnaryOperator similarity) throws IOException {
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        List<FusedDocument> out = new ArrayList<>(fused.size());
        for (ReciprocalRankFusion.Fused f : fused) {
            LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(f.doc(), leaves));
            int doc = f.doc() - leaf.docBase;
            float[] vector = vector(leaf.reader(), doc);
            double cosine = VectorMath.dot(query, vector);
            out.add(new FusedDocument(f, id(leaf.reader(), doc), similarity.applyAsDouble(cosine), vector, hash(leaf.reader(), doc)));
        }
        return out;
    }

    /** The memory id of a top-level document number. */
    static String id(IndexSearcher searcher, int topDoc) throws IOException {
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(topDoc, leaves));
        return id(leaf.reader(), topDoc - leaf.docBase);
    }

    private static String id(LeafReader reader, int doc) throws IOException {
        SortedDocValues ids = reader.getSortedDocValues(MemoryDocuments.ID);
        if (ids == null || !ids.advanceExact(doc)) {
            throw new IllegalStateException("memory document " + doc + " has no id");
        }
        return ids.lookupOrd(ids.ordValue()).utf8ToString();
    }

    private static long hash(LeafReader reader, int doc) throws IOException {
        NumericDocValues hashes = reader.getNumericDocValues(MemoryDocuments.TEXT_HASH);
        return hashes != null && hashes.advanceExact(doc) ? hashes.longValue() : doc;
    }

    private static float[] vector(LeafReader reader, int doc) throws IOException {
        FloatVectorValues values = reader.getFloatVectorValues(MemoryDocuments.VECTOR);
        KnnVectorValues.DocIndexIterator it = values.iterator();
        if (it.advance(doc) != doc) {
            throw new IllegalStateException("memory document " + doc + " has no vector");
        }
        return values.vectorValue(it.index()).clone();
    }
}
