package home.hearth.hub.memory.search;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.util.BytesRef;

/**
 * Whether a query is a strong keyword hit: one of the best BM25 memories contains at least
 * {@code coverage} of the query's terms in one language analysis. Only the top {@value #CHECKED}
 * BM25 hits are checked (the memory holding most terms nearly always ranks among them), which
 * costs a few postings lookups instead of a second full query.
 */
final class KeywordCoverage {
    static final int CHECKED = 10;

    private KeywordCoverage() {}

    static boolean strong(IndexSearcher searcher, ScoreDoc[] top, Map<String, Set<String>> terms, double coverage)
            throws IOException {
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        for (int i = 0; i < Math.min(CHECKED, top.length); i++) {
            LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(top[i].doc, leaves));
            int doc = top[i].doc - leaf.docBase;
            for (Map.Entry<String, Set<String>> field : terms.entrySet()) {
                int needed = (int) Math.ceil(coverage * field.getValue().size());
                if (contained(leaf, doc, field.getKey(), field.getValue()) >= needed) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int contained(LeafReaderContext leaf, int doc, String field, Set<String> words) throws IOException {
        Terms terms = leaf.reader().terms(field);
        if (terms == null) {
            return 0;
        }
        TermsEnum it = terms.iterator();
        int found = 0;
        PostingsEnum postings = null;
        for (String word : words) {
            if (it.seekExact(new BytesRef(word))) {
                postings = it.postings(postings, PostingsEnum.NONE);
                found += postings.advance(doc) == doc ? 1 : 0;
            }
        }
        return found;
    }
}
