package home.hearth.hub.bench;

import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.policies.memory.ReadAccess;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.pt.PortugueseAnalyzer;

/**
 * MemX's keyword engine as the baseline: an in-memory SQLite FTS5 table (porter + unicode61),
 * ranked by {@code bm25()}, with the same access rule as a SQL condition on unindexed columns and
 * the same stop words left out of the query.
 */
final class Fts5Baseline implements AutoCloseable {
    private static final CharArraySet STOP_WORDS = stopWords();
    private final Connection db;

    Fts5Baseline() throws SQLException {
        db = DriverManager.getConnection("jdbc:sqlite::memory:");
        try (Statement s = db.createStatement()) {
            s.execute("CREATE VIRTUAL TABLE m USING fts5(text, mid UNINDEXED, scope_key UNINDEXED,"
                    + " scope_type UNINDEXED, shared UNINDEXED, sensitive UNINDEXED, tokenize = 'porter unicode61')");
        }
    }

    void load(Stream<IndexedMemory> memories) throws SQLException {
        db.setAutoCommit(false);
        try (PreparedStatement insert = db.prepareStatement("INSERT INTO m VALUES (?, ?, ?, ?, ?, ?)")) {
            for (IndexedMemory m : (Iterable<IndexedMemory>) memories::iterator) {
                insert.setString(1, m.text());
                insert.setString(2, m.id());
                insert.setString(3, m.access().scope().wire());
                insert.setString(4, m.access().scope().type().name());
                insert.setInt(5, m.access().scope().isShared() && m.access().sharing().permitsOthers() ? 1 : 0);
                insert.setInt(6, m.access().sensitive() ? 1 : 0);
                insert.addBatch();
            }
            insert.executeBatch();
        }
        db.commit();
        db.setAutoCommit(true);
    }

    /** The ids of the best {@code k} memories for {@code text} that {@code access} may read. */
    List<String> search(String text, ReadAccess access, int k) throws SQLException {
        String match = terms(text);
        if (match.isEmpty()) {
            return List.of();
        }
        String types = access.sharedScopes().stream().map(t -> "'" + t.name() + "'").collect(Collectors.joining(","));
        String sql = "SELECT mid FROM m WHERE m MATCH ? AND (scope_key = ?"
                + (types.isEmpty() ? "" : " OR (scope_type IN (" + types + ") AND shared = 1 AND sensitive = 0)")
                + ") ORDER BY bm25(m) LIMIT ?";
        try (PreparedStatement q = db.prepareStatement(sql)) {
            q.setString(1, match);
            q.setString(2, access.ownMemoriesOf().map(o -> "user:" + o.value()).orElse("-"));
            q.setInt(3, k);
            List<String> ids = new ArrayList<>();
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getString(1));
                }
            }
            return ids;
        }
    }

    /**
     * Words of the query as quoted FTS5 strings joined by OR (any word may match, like the BM25
     * side), without the English, Portuguese and question stop words the Lucene side drops too.
     */
    static String terms(String text) {
        return Stream.of(text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+"))
                .filter(w -> w.length() > 1 && !STOP_WORDS.contains(w))
                .distinct()
                .map(w -> "\"" + w + "\"")
                .collect(Collectors.joining(" OR "));
    }

    private static CharArraySet stopWords() {
        CharArraySet set = new CharArraySet(EnglishAnalyzer.ENGLISH_STOP_WORDS_SET, true);
        set.addAll(PortugueseAnalyzer.getDefaultStopSet());
        set.addAll(List.of("what", "when", "where", "who", "whom", "which", "why", "how", "do", "does", "did", "que",
                "quando", "onde", "quem", "qual", "quais", "porque", "como"));
        return set;
    }

    @Override
    public void close() throws SQLException {
        db.close();
    }
}
