package home.hearth.hub.memory.search;

import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.MatchNoDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermInSetQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;

/**
 * The filter both retrievers run inside their queries: what the caller may read and, for answers,
 * what is valid now. A memory outside the filter is never scored, so it cannot leak by ranking.
 */
final class AccessFilter {
    private AccessFilter() {}

    static Query of(SearchQuery query) {
        Query readable = readable(query.access());
        if (!query.forAnswers() || readable instanceof MatchNoDocsQuery) {
            return readable;
        }
        long now = query.now().toEpochMilli();
        BooleanQuery.Builder b = new BooleanQuery.Builder();
        b.add(readable, Occur.FILTER);
        b.add(LongPoint.newRangeQuery(MemoryDocuments.VALID_FROM, Long.MIN_VALUE, now), Occur.FILTER);
        b.add(LongPoint.newRangeQuery(MemoryDocuments.VALID_UNTIL, Math.addExact(now, 1), Long.MAX_VALUE), Occur.FILTER);
        b.add(contexts(query), Occur.FILTER);
        return b.build();
    }

    /** Own user-scope memories (sensitive too), or shared ones in an allowed scope type, consented, not sensitive. */
    static Query readable(ReadAccess access) {
        BooleanQuery.Builder any = new BooleanQuery.Builder();
        int clauses = 0;
        if (access.ownMemoriesOf().isPresent()) {
            String key = "user:" + access.ownMemoriesOf().get().value();
            any.add(new TermQuery(new Term(MemoryDocuments.SCOPE_KEY, key)), Occur.SHOULD);
            clauses++;
        }
        if (!access.sharedScopes().isEmpty()) {
            any.add(shared(access), Occur.SHOULD);
            clauses++;
        }
        return clauses == 0 ? new MatchNoDocsQuery("this caller may read no memories") : any.build();
    }

    private static Query shared(ReadAccess access) {
        List<BytesRef> types = new ArrayList<>();
        for (ScopeType t : access.sharedScopes()) {
            types.add(new BytesRef(t.name()));
        }
        return new BooleanQuery.Builder()
                .add(new TermInSetQuery(MemoryDocuments.SCOPE_TYPE, types), Occur.FILTER)
                .add(new TermQuery(new Term(MemoryDocuments.SHARED, "true")), Occur.FILTER)
                .add(new TermQuery(new Term(MemoryDocuments.SENSITIVE, "false")), Occur.FILTER)
                .build();
    }

    private static Query contexts(SearchQuery query) {
        List<BytesRef> allowed = new ArrayList<>();
        allowed.add(new BytesRef(MemoryDocuments.ANY_CONTEXT));
        query.activeContexts().forEach(c -> allowed.add(new BytesRef(MemoryDocuments.normaliseContext(c))));
        return new TermInSetQuery(MemoryDocuments.CONTEXT, allowed);
    }
}
