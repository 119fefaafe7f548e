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
 * The read part is the Lucene form of the policies module's {@code MemoryVisibility.canRead}
 * (the same clauses as the store's SQL condition, checked against it by {@code AccessRuleTableTest}).
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

    /** Everything the reader owns, or others' shared memories the rule lets through. */
    static Query readable(ReadAccess access) {
        BooleanQuery.Builder any = new BooleanQuery.Builder();
        int clauses = 0;
        if (access.ownMemoriesOf().isPresent()) {
            any.add(new TermQuery(new Term(MemoryDocuments.OWNER, access.ownMemoriesOf().get().value())), Occur.SHOULD);
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
        BooleanQuery.Builder b = new BooleanQuery.Builder()
                .add(new TermInSetQuery(MemoryDocuments.SCOPE_TYPE, types), Occur.FILTER)
                .add(new TermQuery(new Term(MemoryDocuments.SENSITIVE, "false")), Occur.FILTER);
        if (access.ownerConsentRequired()) {
            b.add(new TermQuery(new Term(MemoryDocuments.SHARING, MemoryDocuments.OPEN)), Occur.FILTER);
        }
        if (access.aboutConsentRequired()) {
            List<BytesRef> gates = new ArrayList<>();
            gates.add(new BytesRef(MemoryDocuments.OPEN));
            access.ownMemoriesOf().ifPresent(me -> gates.add(new BytesRef(MemoryDocuments.memberKey(me.value()))));
            b.add(new TermInSetQuery(MemoryDocuments.ABOUT_GATE, gates), Occur.FILTER);
        }
        return b.build();
    }

    private static Query contexts(SearchQuery query) {
        List<BytesRef> allowed = new ArrayList<>();
        allowed.add(new BytesRef(MemoryDocuments.ANY_CONTEXT));
        query.activeContexts().forEach(c -> allowed.add(new BytesRef(MemoryDocuments.normaliseContext(c))));
        return new TermInSetQuery(MemoryDocuments.CONTEXT, allowed);
    }
}
