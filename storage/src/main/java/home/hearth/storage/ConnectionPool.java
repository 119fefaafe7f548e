package home.hearth.storage;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.SQLExceptionOverride;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * A small pool of open connections (HikariCP) over a {@link SqlCipher} data source. Opening an
 * encrypted connection costs far more than a statement (file, cipher and schema set up again each
 * time: see {@code ConnectionBench}); the pool opens one at start, up to {@code size} under load,
 * and keeps them until {@link #close}. A connection goes back as it came: HikariCP rolls back what
 * was left uncommitted and restores auto-commit.
 */
public final class ConnectionPool implements AutoCloseable {
    /** Enough for a Raspberry Pi: SQLite has one writer at a time, and WAL readers do not block it. */
    public static final int DEFAULT_SIZE = 4;

    private final HikariDataSource pool;

    private ConnectionPool(HikariDataSource pool) {
        this.pool = pool;
    }

    /**
     * Opens a pool named {@code name} (its threads carry the name) over {@code connections}. Check
     * the key on a connection of {@code connections} first: the pool's own failure says less.
     */
    public static ConnectionPool open(DataSource connections, String name, int size) {
        writeFirstPage(connections);
        HikariConfig config = new HikariConfig();
        config.setDataSource(connections);
        config.setPoolName(name);
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(1);
        // An SQLite connection does not go stale: keep it rather than reopen it every 30 minutes.
        config.setMaxLifetime(0);
        // Longer than the busy timeout, so a thread waits for a connection at least as long as for the lock.
        config.setConnectionTimeout(3L * SqlCipher.BUSY_TIMEOUT_MS);
        config.setAutoCommit(true);
        config.setExceptionOverrideClassName(LostState.class.getName());
        return new ConnectionPool(new HikariDataSource(config));
    }

    /**
     * Gives a new file its first page on a lone connection, before the pool opens any. A connection
     * that opens an encrypted file while it is still empty keys itself for a database of its own (a
     * new salt) and can never read the file once another connection has written it: every statement
     * on it fails with SQLITE_NOTADB. The pool fills itself on background threads, so without this a
     * connection it opened while the first write was under way was lost that way (seen once at a
     * start under heavy load). WAL is the journal mode every Hearth database uses, and it is stored in
     * the file's header, so setting it writes that page; on an existing file it changes nothing.
     */
    private static void writeFirstPage(DataSource connections) {
        try (Connection c = connections.getConnection(); Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot prepare the database file: " + e.getMessage(), e);
        }
    }

    /**
     * Drops a connection whose transaction state can no longer be trusted instead of handing it out
     * again: after a full disk or an I/O error SQLite may roll a transaction back by itself, and the
     * driver then still believes one is open ("cannot commit - no transaction is active" forever).
     */
    public static final class LostState implements SQLExceptionOverride {
        @java.lang.Override
        public SQLExceptionOverride.Override adjudicate(SQLException e) {
            String m = String.valueOf(e.getMessage());
            return m.contains("no transaction is active") || m.contains("SQLITE_FULL") || m.contains("SQLITE_IOERR")
                    || m.contains("SQLITE_CORRUPT") || m.contains("SQLITE_NOTADB")
                    ? SQLExceptionOverride.Override.MUST_EVICT : SQLExceptionOverride.Override.CONTINUE_EVICT;
        }
    }

    public DataSource dataSource() {
        return pool;
    }

    /** Closes every connection; later requests fail. */
    @Override
    public void close() {
        pool.close();
    }
}
