package home.hearth.profiles.testing;

import home.hearth.storage.SqlCipher;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * A real SQLCipher-encrypted SQLite file with the profiles migrations applied the way the hub's
 * migrator does: files from {@code migrations.txt} in order, each in one transaction, statements
 * split on ';' at the end of a line, versions recorded in {@code schema_version}.
 */
public final class TestDatabase {
    /** A raw key like the hub's (no key derivation at each open). */
    public static final String KEY = "x'" + "7e57ab1e7e57ab1e7e57ab1e7e57ab1e".repeat(2) + "'";

    private TestDatabase() {}

    /**
     * Creates and migrates the database. The returned data source hands out one reused physical
     * connection (closing it is a no-op), like a pool of one.
     */
    public static DataSource create(Path dir) {
        return createUpTo(dir, Integer.MAX_VALUE);
    }

    /** A database as a hub of an older version left it: the migrations up to {@code lastVersion} only. */
    public static DataSource createUpTo(Path dir, int lastVersion) {
        DataSource ds = open(dir.resolve("hub.db"), KEY);
        try {
            Connection c = ds.getConnection();
            try (Statement s = c.createStatement()) {
                s.execute("PRAGMA journal_mode=WAL");
                s.execute("CREATE TABLE schema_version(module TEXT NOT NULL, version INTEGER NOT NULL,"
                        + " PRIMARY KEY(module, version))");
            }
            migrate(c, lastVersion);
            return new ReusedConnection(c);
        } catch (SQLException | IOException e) {
            throw new IllegalStateException("test database setup failed: " + e.getMessage(), e);
        }
    }

    /** Connections opened the way the hub opens them ({@link SqlCipher}). */
    public static DataSource open(Path file, String key) {
        return SqlCipher.dataSource(file, key);
    }

    /** Applies the migrations a database from {@link #createUpTo} lacks, as a newer hub does at its start. */
    public static void upgrade(DataSource ds) {
        try {
            Connection c = ds.getConnection();
            int applied;
            try (Statement s = c.createStatement();
                    java.sql.ResultSet r = s.executeQuery("SELECT max(version) FROM schema_version WHERE module='profiles'")) {
                applied = r.next() ? r.getInt(1) : 0;
            }
            migrate(c, applied, Integer.MAX_VALUE);
        } catch (SQLException | IOException e) {
            throw new IllegalStateException("test database upgrade failed: " + e.getMessage(), e);
        }
    }

    private static void migrate(Connection c, int lastVersion) throws IOException, SQLException {
        migrate(c, 0, lastVersion);
    }

    private static void migrate(Connection c, int applied, int lastVersion) throws IOException, SQLException {
        List<String> files = read("db/profiles/migrations.txt").lines().map(String::strip)
                .filter(l -> !l.isEmpty()).toList();
        for (int i = applied; i < Math.min(files.size(), lastVersion); i++) {
            String name = files.get(i);
            if (!name.startsWith("V" + (i + 1) + "__")) {
                throw new IllegalStateException("migration " + (i + 1) + " must be named V" + (i + 1) + "__…, got " + name);
            }
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                for (String stmt : statements(read("db/profiles/" + name))) {
                    s.execute(stmt);
                }
                s.execute("INSERT INTO schema_version(module, version) VALUES ('profiles', " + (i + 1) + ")");
                c.commit();
            } catch (SQLException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        }
    }

    private static List<String> statements(String sql) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (String line : sql.split("\n")) {
            cur.append(line).append('\n');
            if (line.stripTrailing().endsWith(";")) {
                out.add(cur.toString().strip().replaceAll(";$", ""));
                cur.setLength(0);
            }
        }
        if (!cur.toString().isBlank()) {
            out.add(cur.toString().strip());
        }
        return out;
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = TestDatabase.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("missing resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
