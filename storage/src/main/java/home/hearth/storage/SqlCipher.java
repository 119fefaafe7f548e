package home.hearth.storage;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.SQLiteDataSource;

/**
 * How every module opens the encrypted database: SQLCipher (v4 settings) through the
 * SQLite3MultipleCiphers build of the driver, foreign keys on, {@code secure_delete}, a busy
 * timeout, {@code synchronous=FULL} and writers that take the write lock when they begin.
 * Each connection from {@link #dataSource} opens the file anew (and, for a passphrase, runs the key
 * derivation): hand them out through a {@link ConnectionPool}.
 */
public final class SqlCipher {
    /** How long a writer waits for the one before it, in milliseconds. */
    public static final int BUSY_TIMEOUT_MS = 10_000;

    private SqlCipher() {}

    /**
     * Connections to {@code file} opened with {@code key}: either a raw key as SQLCipher writes it
     * ({@code x'…'}, 64 hex digits: no key derivation) or a passphrase (PBKDF2 at every open).
     *
     * <p>Power loss: WAL with {@code synchronous=FULL}, so the WAL is synced at every commit and a
     * write that was acknowledged survives a power cut or a SIGKILL (NORMAL could lose the last
     * commits on power loss; the cost is one fsync per write, fine for a household's write rate).
     */
    public static SQLiteDataSource dataSource(Path file, String key) {
        SQLiteDataSource ds = new SQLiteDataSource();
        // The key travels only inside this URL, which is never logged or put in a message.
        ds.setUrl("jdbc:sqlite:file:" + file.toAbsolutePath() + "?cipher=sqlcipher&legacy=4"
                + "&key=" + URLEncoder.encode(key, StandardCharsets.UTF_8)
                + "&foreign_keys=true&secure_delete=true&busy_timeout=" + BUSY_TIMEOUT_MS + "&synchronous=FULL");
        // A writer takes the write lock when its transaction begins and waits for the one before it
        // (busy_timeout); a deferred one that read first fails with SQLITE_BUSY_SNAPSHOT when a write
        // outside the writers' queue (an auto-commit update) landed after its read. This is a setting of
        // the driver, not a pragma: written in the URL, as it was until 2026-12-01, the driver ignored it.
        ds.setTransactionMode("IMMEDIATE");
        return ds;
    }

    /**
     * The cipher build of the SQLite driver on the classpath ({@code sqlite3mc_version()}); an
     * exception when the driver cannot encrypt (the plain xerial driver won the classpath).
     */
    public static String cipherBuild() throws SQLException {
        // An in-memory connection: this must not depend on the key or the file.
        try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:");
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT sqlite3mc_version()")) {
            r.next();
            return r.getString(1);
        }
    }
}
