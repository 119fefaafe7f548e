package home.hearth.hub.database;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import home.hearth.hub.testing.Plaintext;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqlCipherDatabaseTest {
    private static final String MARKER = "PLAINTEXT-MARKER-7f3a9c";

    @TempDir
    Path dir;

    @Test
    void readsBackWhatItWroteWithTheRightKey() throws SQLException {
        DatabaseKey key = DatabaseKey.random();
        Path file = dir.resolve("hub.db");
        try (SqlCipherDatabase db = SqlCipherDatabase.open(file, key)) {
            writeMarker(db);
        }
        try (SqlCipherDatabase db = SqlCipherDatabase.open(file, key)) {
            assertEquals(MARKER, readMarker(db));
        }
    }

    @Test
    void leavesNoPlaintextInTheDatabaseWalOrShm() throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        try (SqlCipherDatabase db = SqlCipherDatabase.open(data.resolve("hub.db"), DatabaseKey.random());
                Connection held = db.dataSource().getConnection()) {
            // A connection held open keeps the WAL and shm files, which hold the fresh write.
            try (Statement s = held.createStatement()) {
                s.execute("SELECT count(*) FROM sqlite_master");
            }
            writeMarker(db);
            assertTrue(Files.size(data.resolve("hub.db-wal")) > 0, "WAL mode must be on");
            assertTrue(Files.exists(data.resolve("hub.db-shm")));
            Plaintext.assertAbsent(data, MARKER);
        }
        Plaintext.assertAbsent(data, MARKER);
    }

    @Test
    void failsWithOneClearSentenceAndChangesNothingWhenTheKeyIsWrong() throws Exception {
        Path file = dir.resolve("hub.db");
        try (SqlCipherDatabase db = SqlCipherDatabase.open(file, DatabaseKey.random())) {
            writeMarker(db);
        }
        byte[] before = Files.readAllBytes(file);
        StorageException e = assertThrows(StorageException.class,
                () -> SqlCipherDatabase.open(file, DatabaseKey.random()));
        assertTrue(e.getMessage().contains("the key is wrong"), e.getMessage());
        assertFalse(e.getMessage().contains("x'"), "the message must not carry a key");
        assertArrayEquals(before, Files.readAllBytes(file));
        assertFalse(Files.exists(dir.resolve("hub.db-wal")) && Files.size(dir.resolve("hub.db-wal")) > 0);
    }

    @Test
    void refusesAFileThatIsNotADatabase() throws IOException {
        Path file = dir.resolve("hub.db");
        Files.writeString(file, "just some notes, not a database\n".repeat(200));
        byte[] before = Files.readAllBytes(file);
        StorageException e = assertThrows(StorageException.class,
                () -> SqlCipherDatabase.open(file, DatabaseKey.random()));
        assertTrue(e.getMessage().contains("not a Hearth database"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void turnsOnSecureDeleteForeignKeysAndWal() throws SQLException {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random());
                Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            assertEquals("1", pragma(s, "secure_delete"));
            assertEquals("1", pragma(s, "foreign_keys"));
            assertEquals("wal", pragma(s, "journal_mode"));
        }
    }

    @Test
    void runsEachMigrationOnceAndRecordsItsVersion() throws Exception {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random())) {
            SchemaMigrator migrator = new SchemaMigrator(db.dataSource());
            migrator.migrate(List.of("hub"));
            migrator.migrate(List.of("hub"));
            try (Connection c = db.dataSource().getConnection(); Statement s = c.createStatement();
                    ResultSet r = s.executeQuery("SELECT count(*), max(version) FROM schema_version WHERE module = 'hub'")) {
                r.next();
                long listed = new String(getClass().getClassLoader().getResourceAsStream("db/hub/migrations.txt").readAllBytes(),
                        java.nio.charset.StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).count();
                assertEquals(listed, r.getInt(1), "one row per listed migration, each applied once");
                assertEquals(listed, r.getInt(2));
            }
        }
    }

    @Test
    void aMigrationMissedBelowTheNewestAppliedIsStillApplied() throws Exception {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random())) {
            SchemaMigrator migrator = new SchemaMigrator(db.dataSource());
            migrator.migrate(List.of("hub"));
            // As if the tasks migration had landed after a database already had the next one.
            execute(db, "DROP TABLE conversation_task_steps", "DROP TABLE conversation_tasks",
                    "DELETE FROM schema_version WHERE module = 'hub' AND version = 9");
            migrator.migrate(List.of("hub"));
            execute(db, "SELECT count(*) FROM conversation_tasks JOIN conversation_task_steps ON task_id = id");
        }
    }

    @Test
    void aDatabaseFromANewerHearthIsRefusedWithOneClearSentence() throws Exception {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random())) {
            SchemaMigrator migrator = new SchemaMigrator(db.dataSource());
            migrator.migrate(List.of("hub"));
            execute(db, "INSERT INTO schema_version(module, version, applied_at) VALUES ('hub', 99, datetime('now'))");
            StorageException e = assertThrows(StorageException.class, () -> migrator.migrate(List.of("hub")));
            assertTrue(e.getMessage().contains("hub migrations [99]") && e.getMessage().contains("newer version"),
                    e.getMessage());
        }
    }

    private static void execute(SqlCipherDatabase db, String... sql) throws SQLException {
        try (Connection c = db.dataSource().getConnection(); Statement s = c.createStatement()) {
            for (String q : sql) {
                s.execute(q);
            }
        }
    }

    @Test
    void splitsMigrationScriptsOnSemicolonsThatEndALine() {
        assertEquals(List.of("CREATE TABLE a(x TEXT DEFAULT ';');", "CREATE INDEX i ON a(x);"),
                SchemaMigrator.statements("-- comment\nCREATE TABLE a(x TEXT DEFAULT ';');\nCREATE INDEX i ON a(x);\n"));
    }

    @Test
    void writesBackupsThatAreEncryptedWithTheSameKey() throws Exception {
        DatabaseKey key = DatabaseKey.random();
        Path backup;
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), key)) {
            writeMarker(db);
            backup = DatabaseBackup.writeTo(db, dir.resolve("backups"), java.time.Clock.systemUTC());
        }
        Plaintext.assertAbsent(dir.resolve("backups"), MARKER);
        try (SqlCipherDatabase copy = SqlCipherDatabase.open(backup, key)) {
            assertEquals(MARKER, readMarker(copy));
        }
        assertThrows(StorageException.class, () -> SqlCipherDatabase.open(backup, DatabaseKey.random()));
    }

    private static String pragma(Statement s, String name) throws SQLException {
        try (ResultSet r = s.executeQuery("PRAGMA " + name)) {
            r.next();
            return r.getString(1);
        }
    }

    private static void writeMarker(SqlCipherDatabase db) throws SQLException {
        db.execute("CREATE TABLE notes(text TEXT)");
        try (Connection c = db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("INSERT INTO notes VALUES (?)")) {
            p.setString(1, MARKER);
            p.executeUpdate();
        }
    }

    private static String readMarker(SqlCipherDatabase db) throws SQLException {
        try (Connection c = db.dataSource().getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT text FROM notes")) {
            r.next();
            return r.getString(1);
        }
    }

}
