package home.hearth.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteDataSource;

/** The pool, the one transaction helper and the JDBC helper on a real encrypted file. */
class SharedStorageTest {
    private static final String KEY = "x'" + "00112233445566778899aabbccddeeff".repeat(2) + "'";
    @TempDir
    Path dir;
    private ConnectionPool pool;
    private Transactions transactions;
    private DataSource db;

    /** What a store throws. */
    static final class StoreException extends RuntimeException {
        StoreException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    @BeforeEach
    void open() throws SQLException {
        pool = ConnectionPool.open(SqlCipher.dataSource(dir.resolve("hub.db"), KEY), "test-db", 4);
        transactions = new Transactions(pool.dataSource());
        db = transactions.dataSource();
        try (Connection c = db.getConnection(); Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
            s.execute("CREATE TABLE note(id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
            s.execute("CREATE TABLE tag(note_id INTEGER NOT NULL REFERENCES note(id), tag TEXT NOT NULL)");
        }
    }

    @AfterEach
    void close() {
        pool.close();
    }

    @Test
    void theFileIsEncryptedAndTheDriverCanEncrypt() throws Exception {
        new Jdbc(db, "", StoreException::new).update("add a note", "INSERT INTO note(body) VALUES (?)", "plain words");
        pool.close();
        byte[] file = Files.readAllBytes(dir.resolve("hub.db"));
        assertFalse(new String(file, StandardCharsets.ISO_8859_1).contains("plain words"));
        assertFalse(new String(file, StandardCharsets.ISO_8859_1).startsWith("SQLite format 3"));
        assertFalse(SqlCipher.cipherBuild().isBlank());
    }

    @Test
    void aWrongKeyCannotOpenTheFile() {
        pool.close();
        DataSource wrong = SqlCipher.dataSource(dir.resolve("hub.db"), "x'" + "ff".repeat(32) + "'");
        assertThrows(SQLException.class, () -> {
            try (Connection c = wrong.getConnection(); Statement s = c.createStatement()) {
                s.executeQuery("SELECT count(*) FROM sqlite_master").close();
            }
        });
    }

    @Test
    void connectionsComeWithForeignKeysOnAndTheBusyTimeout() throws SQLException {
        try (Connection c = db.getConnection(); Statement s = c.createStatement()) {
            assertEquals(1, intOf(s, "PRAGMA foreign_keys"));
            assertEquals(SqlCipher.BUSY_TIMEOUT_MS, intOf(s, "PRAGMA busy_timeout"));
            assertEquals(2, intOf(s, "PRAGMA synchronous")); // FULL
        }
        Jdbc jdbc = new Jdbc(db, "the note store", StoreException::new);
        StoreException e = assertThrows(StoreException.class,
                () -> jdbc.update("tag a note", "INSERT INTO tag(note_id, tag) VALUES (?, ?)", 42, "orphan"));
        assertTrue(e.getMessage().startsWith("the note store could not tag a note: "), e.getMessage());
        assertTrue(e.getCause() instanceof SQLException);
    }

    @Test
    void aTransactionThatReadsFirstStillWritesWhenAnAutoCommitWriteComesInBetween() throws Exception {
        Jdbc jdbc = new Jdbc(db, "", StoreException::new);
        jdbc.update("add a note", "INSERT INTO note(body) VALUES (?)", "first");
        ExecutorService other = Executors.newSingleThreadExecutor(r -> new Thread(r, "test-autocommit-writer"));
        try {
            int notes = jdbc.inTransaction("count, then add a note", c -> {
                int before;
                try (Statement s = c.createStatement()) {
                    before = intOf(s, "SELECT count(*) FROM note");
                }
                // Another connection writes outside the writers' queue, as an auto-commit update does. With a
                // deferred BEGIN it would commit now and this transaction's write would fail with
                // SQLITE_BUSY_SNAPSHOT; with an immediate one it waits until this transaction commits.
                Future<Integer> between = other.submit(() ->
                        jdbc.update("add a note", "INSERT INTO note(body) VALUES (?)", "in between"));
                assertThrows(TimeoutException.class,
                        () -> between.get(300, TimeUnit.MILLISECONDS), "it waits for the write lock");
                try (Statement s = c.createStatement()) {
                    s.execute("INSERT INTO note(body) VALUES ('after reading')");
                }
                return before + 1;
            });
            assertEquals(2, notes);
            other.shutdown();
            assertTrue(other.awaitTermination(20, TimeUnit.SECONDS));
        } finally {
            other.shutdownNow();
        }
        try (Connection c = db.getConnection(); Statement s = c.createStatement()) {
            assertEquals(3, intOf(s, "SELECT count(*) FROM note"), "both writes committed, one after the other");
        }
    }

    @Test
    void aFailedTransactionLeavesNothingAndTheConnectionGoesBackInAutoCommit() throws SQLException {
        Jdbc jdbc = new Jdbc(db, "", StoreException::new);
        assertThrows(StoreException.class, () -> jdbc.inTransaction("add a tagged note", c -> {
            Jdbc.update(c, "INSERT INTO note(id, body) VALUES (1, 'kept?')");
            return Jdbc.update(c, "INSERT INTO tag(note_id, tag) VALUES (99, 'broken')");
        }));
        assertEquals(0, count("note"));
        // Every pooled connection is back in auto-commit: a plain write is visible without a commit.
        for (int i = 0; i < 8; i++) {
            try (Connection c = db.getConnection()) {
                assertTrue(c.getAutoCommit());
            }
        }
    }

    @Test
    void workOfDifferentClassesJoinsTheThreadsOpenTransaction() throws SQLException {
        Jdbc notes = new Jdbc(db, "", StoreException::new);
        Jdbc tags = new Jdbc(db, "", StoreException::new);
        assertThrows(IllegalStateException.class, () -> transactions.run(c -> {
            notes.update("add a note", "INSERT INTO note(id, body) VALUES (7, 'milk')");
            tags.inTransaction("tag it", t -> Jdbc.update(t, "INSERT INTO tag(note_id, tag) VALUES (7, 'shopping')"));
            throw new IllegalStateException("the caller changed its mind");
        }));
        assertEquals(0, count("note"));
        assertEquals(0, count("tag"));
        transactions.run(c -> notes.update("add a note", "INSERT INTO note(id, body) VALUES (7, 'milk')"));
        assertEquals(1, count("note"));
    }

    @Test
    void concurrentWritersOnThePoolAllCommit() throws Exception {
        Jdbc jdbc = new Jdbc(db, "", StoreException::new);
        ExecutorService writers = Executors.newFixedThreadPool(8, r -> new Thread(r, "test-writer"));
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int w = 0; w < 8; w++) {
                done.add(writers.submit(() -> {
                    for (int i = 0; i < 25; i++) {
                        jdbc.inTransaction("add a tagged note", c -> {
                            Jdbc.update(c, "INSERT INTO note(body) VALUES ('n')");
                            return Jdbc.update(c, "INSERT INTO tag(note_id, tag) VALUES (last_insert_rowid(), 't')");
                        });
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            writers.shutdown();
        }
        assertEquals(200, count("note"));
        assertEquals(200, count("tag"));
    }

    @Test
    void thePoolOpensAConnectionOnceAndReusesIt() throws Exception {
        pool.close();
        AtomicInteger opened = new AtomicInteger();
        SQLiteDataSource file = SqlCipher.dataSource(dir.resolve("hub.db"), KEY);
        DataSource counting = (DataSource) Proxy.newProxyInstance(DataSource.class.getClassLoader(),
                new Class<?>[] {DataSource.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getConnection")) {
                        opened.incrementAndGet();
                    }
                    return method.invoke(file, args);
                });
        try (ConnectionPool reused = ConnectionPool.open(counting, "test-db", 4)) {
            Jdbc jdbc = new Jdbc(new Transactions(reused.dataSource()).dataSource(), "", StoreException::new);
            for (int i = 0; i < 50; i++) {
                jdbc.inTransaction("add a note", c -> Jdbc.update(c, "INSERT INTO note(body) VALUES ('n')"));
                jdbc.call("count notes", c -> Jdbc.update(c, "UPDATE note SET body = body WHERE id = 0"));
            }
        }
        // One thread, one operation after another: the pool's first connection serves them all (its
        // housekeeper may open a second one beside a busy first; one more, closed at once, put the
        // file in WAL mode before the pool opened any); before the pool each opened its own.
        assertTrue(opened.get() <= 3, opened.get() + " physical connections for 100 operations");
    }

    @Test
    void everyConnectionOfAPoolOverANewFileCanReadWhatTheFirstWrote() throws Exception {
        try (ConnectionPool fresh = ConnectionPool.open(SqlCipher.dataSource(dir.resolve("new.db"), KEY), "test-db", 4)) {
            // All four out at once, so the pool has opened four before anything was written through it.
            List<Connection> four = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                four.add(fresh.dataSource().getConnection());
            }
            try (Statement s = four.get(0).createStatement()) {
                s.execute("CREATE TABLE first(x)");
            }
            for (Connection c : four) {
                try (Statement s = c.createStatement()) {
                    assertEquals(1, intOf(s, "SELECT count(*) FROM sqlite_master WHERE name = 'first'"),
                            "a connection opened on the empty file is keyed for a database of its own (SQLITE_NOTADB)");
                }
                c.close();
            }
        }
    }

    @Test
    void aClosedPoolRefusesConnections() {
        pool.close();
        assertThrows(SQLException.class, () -> pool.dataSource().getConnection());
    }

    private int count(String table) throws SQLException {
        try (Connection c = db.getConnection(); Statement s = c.createStatement()) {
            return intOf(s, "SELECT count(*) FROM " + table);
        }
    }

    private static int intOf(Statement s, String sql) throws SQLException {
        try (ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getInt(1);
        }
    }
}
