package home.hearth.hub.storage;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
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

/**
 * The hub's one source of truth: a SQLite database encrypted with SQLCipher (the
 * SQLite3MultipleCiphers build of the JDBC driver), WAL mode, {@code secure_delete=ON}, foreign
 * keys on. Every connection from {@link #dataSource()} is keyed and configured the same way.
 *
 * <p>{@link #open} proves three things before anything is written: the driver really encrypts
 * ({@code sqlite3mc_version()} answers), the key opens the file, and the file is a database.
 */
public final class SqlCipherDatabase implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SqlCipherDatabase.class);
    private final Path file;
    private final Transactions transactions;
    private final DataSource dataSource;

    private SqlCipherDatabase(Path file, SQLiteDataSource dataSource) {
        this.file = file;
        this.transactions = new Transactions(dataSource);
        this.dataSource = transactions.dataSource();
    }

    /** Opens (or creates) the database at {@code file} with {@code key}; fails with one clear sentence. */
    public static SqlCipherDatabase open(Path file, DatabaseKey key) {
        Path abs = file.toAbsolutePath().normalize();
        boolean existed = Files.exists(abs);
        SQLiteDataSource ds = new SQLiteDataSource();
        ds.setUrl(url(abs, key));
        checkDriverEncrypts();
        SqlCipherDatabase db = new SqlCipherDatabase(abs, ds);
        db.checkKey(existed);
        db.execute("PRAGMA journal_mode=WAL");
        LOG.info("Encrypted database open at {} ({})", abs, existed ? "existing" : "new");
        return db;
    }

    /**
     * Power loss: WAL with {@code synchronous=FULL}, so the WAL is synced at every commit and a
     * write the hub acknowledged survives a power cut or a SIGKILL (NORMAL could lose the last
     * commits on power loss; the cost is one fsync per write, fine for a household's write rate).
     */
    private static String url(Path abs, DatabaseKey key) {
        // The key travels only inside this URL, which is never logged or put in a message.
        return "jdbc:sqlite:file:" + abs + "?cipher=sqlcipher&legacy=4"
                + "&key=" + URLEncoder.encode(key.sqlCipherLiteral(), StandardCharsets.UTF_8)
                + "&foreign_keys=true&secure_delete=true&busy_timeout=10000&synchronous=FULL"
                // A writer takes the write lock when its transaction begins and waits for the one
                // before it (busy_timeout); a deferred one that read first could only fail with SQLITE_BUSY.
                + "&transaction_mode=IMMEDIATE";
    }

    private static void checkDriverEncrypts() {
        // An in-memory connection: this must not depend on the key or the file.
        try (Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite::memory:");
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT sqlite3mc_version()")) {
            r.next();
            LOG.debug("SQLite cipher build: {}", r.getString(1));
        } catch (SQLException e) {
            throw new StorageException("the SQLite driver on the classpath cannot encrypt (no sqlite3mc_version());"
                    + " refusing to store anything in plaintext. Remove org.xerial:sqlite-jdbc.", e);
        }
    }

    private void checkKey(boolean existed) {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT count(*) FROM sqlite_master")) {
            r.next();
        } catch (SQLException e) {
            throw new StorageException(existed
                    ? "The database " + file + " cannot be opened: the key is wrong, or the file is not a Hearth"
                            + " database. Nothing was changed. Check HEARTH_DB_KEY or the key file."
                    : "The database " + file + " cannot be created: " + e.getMessage(), e);
        }
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

    /** Writes the WAL back into the main file, so a clean stop leaves one self-contained file. */
    @Override
    public void close() {
        try {
            execute("PRAGMA wal_checkpoint(TRUNCATE)");
            LOG.info("Encrypted database closed");
        } catch (StorageException e) {
            LOG.warn("Could not checkpoint the database at close: {}", e.getMessage());
        }
    }
}
