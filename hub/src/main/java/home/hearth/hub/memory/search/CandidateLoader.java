package home.hearth.hub.memory.search;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.KnnVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.IndexSearcher;

/** Reads each fused document's id, text hash and raw vector, and computes its exact cosine to the query. */
final class CandidateLoader {
    private static final Set<String> STORED = Set.of(MemoryDocuments.ID, MemoryDocuments.TEXT_HASH);

    private CandidateLoader() {}

    static List<Candidate> load(IndexSearcher searcher, List<ReciprocalRankFusion.Fused> fused, float[] query)
            throws IOException {
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        List<Candidate> out = new ArrayList<>(fused.size());
        for (ReciprocalRankFusion.Fused f : fused) {
            Document doc = searcher.storedFields().document(f.doc(), STORED);
            LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(f.doc(), leaves));
            float[] vector = vector(leaf, f.doc() - leaf.docBase);
            long hash = doc.getField(MemoryDocuments.TEXT_HASH).numericValue().longValue();
            out.add(new Candidate(f, doc.get(MemoryDocuments.ID), Vectors.dot(query, vector), vector, hash));
        }
        return out;
    }

    private static float[] vector(LeafReaderContext leaf, int doc) throws IOException {
        FloatVectorValues values = leaf.reader().getFloatVectorValues(MemoryDocuments.VECTOR);
        KnnVectorValues.DocIndexIterator it = values.iterator();
        if (it.advance(doc) != doc) {
            throw new IllegalStateException("memory document " + doc + " has no vector");
        }
        return values.vectorValue(it.index()).clone();
    }
}
