package home.hearth.hub.memory.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.similarities.BM25Similarity;

/**
 * A tuning aid for the bench, not a figure: the hub's own documents, analysis, codec and access filter
 * in an index of its own, so the keyword side can be asked with other BM25 parameters and with
 * pseudo-relevance feedback (RM3), and each list comes back with its raw scores for offline fusion sweeps.
 */
public final class KeywordLab implements AutoCloseable {
    /** One ranked memory with its raw score (BM25, or cosine for the vector list). */
    public record Scored(String id, double score) {}

    private final KeywordQueries keywords = new KeywordQueries();
    private final IndexStorage storage;
    private final DirectoryReader reader;
    private final Map<Integer, String> ids = new HashMap<>();
    private final Map<String, IndexedMemory> memories = new LinkedHashMap<>();

    public KeywordLab(List<IndexedMemory> all, int dimension) throws IOException {
        storage = new IndexStorage(IndexSettings.defaults(dimension));
        // the documents the index itself writes, without translations
        IndexedDocuments documents = new IndexedDocuments(dimension, Translations.NONE, ZoneId.of("UTC"));
        try (IndexWriter writer = new IndexWriter(storage.directory(), storage.writerConfig(keywords.analyzer()))) {
            for (IndexedMemory m : all) {
                writer.addDocuments(documents.of(m));
                memories.put(m.id(), m);
            }
            writer.forceMerge(1);
        }
        reader = DirectoryReader.open(storage.directory());
        IndexSearcher s = new IndexSearcher(reader);
        for (int d = 0; d < reader.maxDoc(); d++) {
            ids.put(d, FusedDocumentLoader.id(s, d));
        }
    }

    /** The cosine of a memory's vector and the question's. */
    public double cosine(String id, float[] query) {
        return VectorMath.dot(memories.get(id).vector(), query);
    }

    public List<Scored> vector(SearchQuery q, int n) throws IOException {
        IndexSearcher s = new IndexSearcher(reader);
        return scored(s.search(new KnnFloatVectorQuery(MemoryDocuments.VECTOR, q.vector(), n, AccessFilter.of(q)), n).scoreDocs, true, q);
    }

    /** BM25 with {@code k1}, {@code b}; with {@code feedbackDocs > 0}, RM3 terms from that many top documents. */
    public List<Scored> keyword(SearchQuery q, int n, float k1, float b, int feedbackDocs, int feedbackTerms, double weight)
            throws IOException {
        IndexSearcher s = new IndexSearcher(reader);
        s.setSimilarity(new BM25Similarity(k1, b));
        Map<String, Set<String>> terms = keywords.terms(q.text());
        Query ranked = KeywordQueries.ranked(terms);
        if (ranked == null) {
            return List.of();
        }
        Query filter = AccessFilter.of(q);
        ScoreDoc[] first = s.search(filtered(ranked, filter), n).scoreDocs;
        if (feedbackDocs == 0 || first.length == 0) {
            return scored(first, false, q);
        }
        BooleanQuery.Builder expanded = new BooleanQuery.Builder().add(ranked, Occur.SHOULD);
        feedback(first, feedbackDocs, terms).entrySet().stream()
                .sorted(Map.Entry.<Term, Double>comparingByValue().reversed()).limit(feedbackTerms)
                .forEach(e -> expanded.add(new BoostQuery(new TermQuery(e.getKey()), (float) (weight * e.getValue())), Occur.SHOULD));
        return scored(s.search(filtered(expanded.build(), filter), n).scoreDocs, false, q);
    }

    /** The BM25 ceiling of the question's keyword query ({@link KeywordCeiling}) at {@code k1}, {@code b}; 0 without terms. */
    public double ceiling(SearchQuery q, float k1, float b) throws IOException {
        IndexSearcher s = new IndexSearcher(reader);
        s.setSimilarity(new BM25Similarity(k1, b));
        Query ranked = KeywordQueries.ranked(keywords.terms(q.text()));
        return ranked == null ? 0 : KeywordCeiling.of(s, ranked);
    }

    /**
     * Like {@link #ceiling}, but a query term no memory holds counts too, at the idf BM25 would give a term of
     * document frequency 0 (the largest there is): the share of the whole question a memory matches. A lab variant.
     */
    public double ceilingWithAbsentTerms(SearchQuery q, float k1, float b) throws IOException {
        IndexSearcher s = new IndexSearcher(reader);
        BM25Similarity bm25 = new BM25Similarity(k1, b);
        s.setSimilarity(bm25);
        double sum = 0;
        for (Map.Entry<String, Set<String>> e : keywords.terms(q.text()).entrySet()) {
            for (String word : e.getValue()) {
                Term term = new Term(e.getKey(), word);
                double idf = KeywordCeiling.of(s, new TermQuery(term));
                if (idf == 0) {
                    org.apache.lucene.search.CollectionStatistics c = s.collectionStatistics(e.getKey());
                    idf = c == null ? 0 : Math.log(1 + (c.docCount() + 0.5) / 0.5);
                }
                sum += idf;
            }
        }
        return sum;
    }

    /** RM1: each term's share of each feedback document, weighted by the document's share of the scores; max 1. */
    private Map<Term, Double> feedback(ScoreDoc[] top, int docs, Map<String, Set<String>> query) {
        double total = 0;
        for (int i = 0; i < Math.min(docs, top.length); i++) {
            total += top[i].score;
        }
        Map<Term, Double> weights = new HashMap<>();
        for (int i = 0; i < Math.min(docs, top.length); i++) {
            String text = memories.get(ids.get(top[i].doc)).text();
            for (String field : query.keySet()) {
                List<String> words = analysed(field, text);
                for (String w : words) {
                    if (!query.get(field).contains(w)) {
                        weights.merge(new Term(field, w), top[i].score / total / words.size(), Double::sum);
                    }
                }
            }
        }
        double max = weights.values().stream().mapToDouble(Double::doubleValue).max().orElse(1);
        weights.replaceAll((t, w) -> w / max);
        return weights;
    }

    private List<String> analysed(String field, String text) {
        List<String> out = new ArrayList<>();
        try (TokenStream ts = keywords.analyzer().tokenStream(field, text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                out.add(term.toString());
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static Query filtered(Query query, Query filter) {
        return new BooleanQuery.Builder().add(query, Occur.MUST).add(filter, Occur.FILTER).build();
    }

    private List<Scored> scored(ScoreDoc[] docs, boolean cosine, SearchQuery q) {
        List<Scored> out = new ArrayList<>(docs.length);
        for (ScoreDoc d : docs) {
            String id = ids.get(d.doc);
            out.add(new Scored(id, cosine ? cosine(id, q.vector()) : d.score));
        }
        return out;
    }

    @Override
    public void close() throws IOException {
        reader.close();
        storage.directory().close();
    }
}
