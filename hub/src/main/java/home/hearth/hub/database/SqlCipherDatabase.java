package home.hearth.hub.database;

import home.hearth.storage.ConnectionPool;
import home.hearth.storage.SqlCipher;
import home.hearth.storage.Transactions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteDataSource;
import org.sqlite.util.OSInfo;

/**
 * The hub's one source of truth: a SQLite database encrypted with SQLCipher (the
 * SQLite3MultipleCiphers build of the JDBC driver, opened the way {@link SqlCipher} says), WAL mode,
 * {@code secure_delete=ON}, foreign keys on. Connections come from a small {@link ConnectionPool},
 * closed with the database.
 *
 * <p>{@link #open} proves three things before anything is written: the driver really encrypts
 * ({@code sqlite3mc_version()} answers), the key opens the file, and the file is a database.
 */
public final class SqlCipherDatabase implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SqlCipherDatabase.class);
    private final Path file;
    private final ConnectionPool pool;
    private final Transactions transactions;
    private final DataSource dataSource;

    private SqlCipherDatabase(Path file, ConnectionPool pool) {
        this.file = file;
        this.pool = pool;
        this.transactions = new Transactions(pool.dataSource());
        this.dataSource = transactions.dataSource();
    }

    /**
     * The driver's folder for this machine's native library inside its jar ({@code Linux/x86_64},
     * {@code Linux-Musl/aarch64}), so the hub can unpack it where a killed hub leaves no copy behind.
     */
    public static String driverLibraryFolder() {
        return OSInfo.getNativeLibFolderPathForCurrentOS();
    }

    /** Opens (or creates) the database at {@code file} with {@code key}; fails with one clear sentence. */
    public static SqlCipherDatabase open(Path file, DatabaseKey key) {
        Path abs = file.toAbsolutePath().normalize();
        boolean existed = Files.exists(abs);
        checkDriverEncrypts();
        SQLiteDataSource connections = SqlCipher.dataSource(abs, key.sqlCipherLiteral());
        checkKey(connections, abs, existed);
        ConnectionPool pool;
        try {
            // The pool puts the file in WAL mode first, on a lone connection (see ConnectionPool.open).
            pool = ConnectionPool.open(connections, "hearth-db", ConnectionPool.DEFAULT_SIZE);
        } catch (RuntimeException e) {
            throw new StorageException("The database " + abs + " cannot be opened: " + e.getMessage(), e);
        }
        SqlCipherDatabase db = new SqlCipherDatabase(abs, pool);
        LOG.info("Encrypted database open at {} ({})", abs, existed ? "existing" : "new");
        return db;
    }

    private static void checkDriverEncrypts() {
        try {
            LOG.debug("SQLite cipher build: {}", SqlCipher.cipherBuild());
        } catch (SQLException e) {
            throw new StorageException("the SQLite driver on the classpath cannot encrypt (no sqlite3mc_version());"
                    + " refusing to store anything in plaintext. Remove org.xerial:sqlite-jdbc.", e);
        }
    }

    /** On a connection of its own, before the pool opens any: the pool would only say it could not start. */
    private static void checkKey(DataSource connections, Path file, boolean existed) {
        try (Connection c = connections.getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT count(*) FROM sqlite_master")) {
            r.next();
        } catch (SQLException e) {
            if (existed && damaged(e)) {
                // The key opened the first page (a wrong key fails there, SQLITE_NOTADB); the rest does not add up.
                throw new StorageException("The database " + file + " is damaged (" + e.getMessage() + "), cut short"
                        + " or corrupted on its disk. Nothing was changed. Restore a backup (bin/hearth restore).", e);
            }
            throw new StorageException(existed
                    ? "The database " + file + " cannot be opened: the key is wrong, or the file is not a Hearth"
                            + " database. Nothing was changed. Check HEARTH_DB_KEY or the key file."
                    : "The database " + file + " cannot be created: " + e.getMessage(), e);
        }
    }

    private static boolean damaged(SQLException e) {
        return String.valueOf(e.getMessage()).contains("SQLITE_CORRUPT");
    }
    /**
     * Connections to the encrypted database; close each after use. Inside {@link #transactions()}'s
     * {@code run}, they are that transaction's connection.
     */
    public DataSource dataSource() {
        return dataSource;
    }

    /** The one transaction helper over this database. */
    public Transactions transactions() {
        return transactions;
    }

    public Path file() {
        return file;
    }

    /** Runs one statement with no result, converting the driver's exception. */
    public void execute(String sql) {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new StorageException("database statement failed: " + e.getMessage(), e);
        }
    }

    /** Fails unless SQLite's {@code integrity_check} answers ok (a restore checks its backup so). */
    public void requireIntact() {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("PRAGMA integrity_check")) {
            String first = r.next() ? r.getString(1) : "no answer";
            if (!"ok".equals(first)) {
                throw new StorageException("the database " + file + " is damaged: " + first);
            }
        } catch (SQLException e) {
            throw new StorageException("cannot check the database " + file + ": " + e.getMessage(), e);
        }
    }

    /** Whether the database answers a trivial query now (the health check). */
    public boolean answers() {
        try {
            execute("SELECT 1");
            return true;
        } catch (StorageException e) {
            return false;
        }
    }

    /**
     * Writes the WAL back into the main file, so a clean stop leaves one self-contained file, then
     * closes the pooled connections.
     */
    @Override
    public void close() {
        try {
            execute("PRAGMA wal_checkpoint(TRUNCATE)");
        } catch (StorageException e) {
            LOG.warn("Could not checkpoint the database at close: {}", e.getMessage());
        } finally {
            pool.close();
        }
        LOG.info("Encrypted database closed");
    }
}
