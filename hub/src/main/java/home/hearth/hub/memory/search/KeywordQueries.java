package home.hearth.hub.memory.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.pt.PortugueseAnalyzer;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

/**
 * BM25 queries over the English and the Portuguese analysis of the text, searched together: the
 * ranked query matches any term; the strict one needs {@code coverage} of the terms in one field.
 */
final class KeywordQueries {
    /** Longer queries are cut: beyond this many terms BM25 gains nothing and costs time. */
    private static final int MAX_TERMS = 64;

    /** Question words that say nothing about which memory answers. */
    private static final List<String> QUESTION_WORDS = List.of("what", "when", "where", "who", "whom", "which", "why",
            "how", "do", "does", "did", "o que", "que", "quando", "onde", "quem", "qual", "quais", "porque", "como");
    private static final CharArraySet STOP_WORDS = stopWords();
    private final Analyzer analyzer = new PerFieldAnalyzerWrapper(new StandardAnalyzer(STOP_WORDS), Map.of(
            MemoryDocuments.TEXT_EN, new EnglishAnalyzer(STOP_WORDS),
            MemoryDocuments.TEXT_PT, new PortugueseAnalyzer(STOP_WORDS)));

    /**
     * Both languages' stop words in both analyses: otherwise "the" is a rare, costly term in the
     * Portuguese field of every English memory (and "de" in the English one), slowing every query.
     */
    private static CharArraySet stopWords() {
        CharArraySet set = new CharArraySet(EnglishAnalyzer.ENGLISH_STOP_WORDS_SET, true);
        set.addAll(PortugueseAnalyzer.getDefaultStopSet());
        set.addAll(QUESTION_WORDS);
        return CharArraySet.unmodifiableSet(set);
    }

    Analyzer analyzer() {
        return analyzer;
    }

    /** The analysed terms of {@code text} per text field (English, Portuguese); a field with none is left out. */
    Map<String, Set<String>> terms(String text) {
        Map<String, Set<String>> byField = new LinkedHashMap<>();
        for (String field : new String[] {MemoryDocuments.TEXT_EN, MemoryDocuments.TEXT_PT}) {
            Set<String> terms = terms(field, text);
            if (!terms.isEmpty()) {
                byField.put(field, terms);
            }
        }
        return byField;
    }

    /** Any of the terms in either language; null when there are none (the text held only stop words). */
    static Query ranked(Map<String, Set<String>> terms) {
        if (terms.isEmpty()) {
            return null;
        }
        BooleanQuery.Builder either = new BooleanQuery.Builder();
        terms.forEach((field, words) -> words.forEach(t -> either.add(new TermQuery(new Term(field, t)), Occur.SHOULD)));
        return either.build();
    }

    private Set<String> terms(String field, String text) {
        Set<String> terms = new LinkedHashSet<>();
        try (TokenStream ts = analyzer.tokenStream(field, text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken() && terms.size() < MAX_TERMS) {
                terms.add(term.toString());
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException("could not analyse a query for " + field, e);
        }
        return terms;
    }
}
