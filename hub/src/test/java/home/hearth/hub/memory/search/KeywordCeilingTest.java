package home.hearth.hub.memory.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.Explanation;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.similarities.BM25Similarity;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The BM25 ceiling of a question, checked against Lucene's own scores and explanations on a real index. */
class KeywordCeilingTest {
    private static final List<String> TEXTS = List.of(
            "The boiler is in the cellar.",
            "The boiler man comes every October to look at the pipes.",
            "Boiler boiler boiler: the boiler in the cellar, the cellar boiler, boiler and cellar again and again.",
            "The spare key of the garage is under the blue flower pot.",
            "Ana's dentist appointment is on Friday.");
    private final KeywordQueries keywords = new KeywordQueries();

    @TempDir
    Path dir;

    private interface Check {
        void run(IndexSearcher searcher) throws IOException;
    }

    private void withIndex(Check check) throws IOException {
        try (FSDirectory directory = FSDirectory.open(dir)) {
            IndexWriterConfig config = new IndexWriterConfig(keywords.analyzer()).setSimilarity(new BM25Similarity(0.6f, 0.2f));
            try (IndexWriter writer = new IndexWriter(directory, config)) {
                for (int i = 0; i < TEXTS.size(); i++) {
                    writer.addDocuments(MemoryDocuments.of(memory("m" + i, TEXTS.get(i)), Optional.empty()));
                }
            }
            try (DirectoryReader reader = DirectoryReader.open(directory)) {
                IndexSearcher searcher = new IndexSearcher(reader);
                searcher.setSimilarity(new BM25Similarity(0.6f, 0.2f));
                check.run(searcher);
            }
        }
    }

    private static IndexedMemory memory(String id, String text) {
        return new IndexedMemory(id, text, new float[] {1, 0, 0, 0}, Memories.personal("ana"), Validity.ALWAYS);
    }

    private Query query(String question) {
        return KeywordQueries.ranked(keywords.terms(question));
    }

    /** The idf factors Lucene's explanation of one document's score names, summed. */
    private static double idfs(Explanation e) {
        double sum = e.getDescription().startsWith("idf,") ? e.getValue().doubleValue() : 0;
        for (Explanation d : e.getDetails()) {
            sum += idfs(d);
        }
        return sum;
    }

    @Test
    void theCeilingIsTheSumOfTheIdfsLuceneExplainsForAMemoryHoldingEveryTerm() throws IOException {
        withIndex(searcher -> {
            Query q = query("Is the boiler in the cellar?");
            ScoreDoc first = searcher.search(q, 1).scoreDocs[0];
            Explanation explained = searcher.explain(q, first.doc);
            assertEquals(4, ((BooleanQuery) q).clauses().size(), "boiler and cellar, each in the English and the Portuguese field");
            assertEquals(idfs(explained), KeywordCeiling.of(searcher, q), 1e-5);
        });
    }

    @Test
    void noMemoryScoresAboveTheCeilingNotEvenOneRepeatingEveryTerm() throws IOException {
        withIndex(searcher -> {
            Query q = query("boiler cellar");
            double ceiling = KeywordCeiling.of(searcher, q);
            ScoreDoc[] hits = searcher.search(q, 10).scoreDocs;
            assertEquals(3, hits.length);
            for (ScoreDoc hit : hits) {
                assertTrue(hit.score < ceiling, hit.score + " is not under " + ceiling);
            }
            assertTrue(hits[0].score > 0.8 * ceiling, "the memory saying both words over and over comes near it");
        });
    }

    @Test
    void aTermNoMemoryHoldsAddsNothing() throws IOException {
        withIndex(searcher -> assertEquals(KeywordCeiling.of(searcher, query("boiler")),
                KeywordCeiling.of(searcher, query("boiler zeppelin")), 1e-9));
    }

    @Test
    void aBoostedClauseCountsItsBoostTimesItsIdf() throws IOException {
        withIndex(searcher -> {
            Query plain = new TermQuery(new Term(MemoryDocuments.TEXT_EN, "dentist"));
            Query boosted = new BooleanQuery.Builder().add(new BoostQuery(plain, 2.5f), Occur.SHOULD).build();
            double idf = idfs(searcher.explain(plain, searcher.search(plain, 1).scoreDocs[0].doc));
            assertEquals(idf, KeywordCeiling.of(searcher, plain), 1e-6);
            assertEquals(2.5 * idf, KeywordCeiling.of(searcher, boosted), 1e-5);
        });
    }

    @Test
    void theHubsKeywordQueryHasItsCeilingOverTheTermsOfBothLanguages() throws IOException {
        withIndex(searcher -> {
            Map<String, Set<String>> terms = keywords.terms("garage key");
            List<Query> single = new ArrayList<>();
            terms.forEach((field, words) -> words.forEach(w -> single.add(new TermQuery(new Term(field, w)))));
            double sum = 0;
            for (Query q : single) {
                sum += KeywordCeiling.of(searcher, q);
            }
            assertEquals(sum, KeywordCeiling.of(searcher, KeywordQueries.ranked(terms)), 1e-9);
        });
    }
}
