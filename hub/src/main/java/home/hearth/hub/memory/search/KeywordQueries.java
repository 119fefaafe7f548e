package home.hearth.hub.memory.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
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

    private final Analyzer analyzer = new PerFieldAnalyzerWrapper(new StandardAnalyzer(), Map.of(
            MemoryDocuments.TEXT_EN, new EnglishAnalyzer(),
            MemoryDocuments.TEXT_PT, new PortugueseAnalyzer()));

    Analyzer analyzer() {
        return analyzer;
    }

    /** Any term in either language; null when the text has no searchable term (only stop words). */
    Query ranked(String text) {
        return build(text, 0);
    }

    /** At least {@code coverage} of the terms of one language analysis in one memory; null as above. */
    Query strict(String text, double coverage) {
        return build(text, coverage);
    }

    private Query build(String text, double coverage) {
        BooleanQuery.Builder either = new BooleanQuery.Builder();
        int fields = 0;
        for (String field : new String[] {MemoryDocuments.TEXT_EN, MemoryDocuments.TEXT_PT}) {
            Set<String> terms = terms(field, text);
            if (terms.isEmpty()) {
                continue;
            }
            BooleanQuery.Builder b = new BooleanQuery.Builder();
            terms.forEach(t -> b.add(new TermQuery(new Term(field, t)), Occur.SHOULD));
            b.setMinimumNumberShouldMatch(coverage <= 0 ? 1 : (int) Math.ceil(coverage * terms.size()));
            either.add(b.build(), Occur.SHOULD);
            fields++;
        }
        return fields == 0 ? null : either.build();
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
