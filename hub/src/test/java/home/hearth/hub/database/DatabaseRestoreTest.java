package home.hearth.hub.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.StorageConfig;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentKeys;
import home.hearth.hub.testing.Plaintext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Backups restore with `hearth restore`, and an erased member stays erased in them. */
class DatabaseRestoreTest {
    @TempDir
    Path dir;

    private StorageConfig storage() {
        return new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"), Optional.empty());
    }

    @Test
    void restoringABackupMadeBeforeAMemberWasErasedRevealsNoneOfTheirContent() throws Exception {
        ContentKeys keys = ContentKeys.open(dir.resolve("config/member-keys"), dir.resolve("data"));
        ContentCipher cipher = new ContentCipher(keys);
        try (SqlCipherDatabase db = KeySource.openDatabase(storage())) {
            db.execute("CREATE TABLE notes(owner TEXT, body TEXT)");
            insert(db, "alice", cipher.seal("alice", "zebra-alice-5c81 keeps the spare key under the flowerpot"));
            insert(db, "bob", cipher.seal("bob", "bob likes the heating at 21"));
        }
        Path backup;
        try (SqlCipherDatabase db = KeySource.openDatabase(storage())) {
            backup = DatabaseBackup.writeTo(db, dir.resolve("backups"), Clock.systemUTC());
            db.execute("DELETE FROM notes WHERE owner = 'alice'");
        }
        keys.destroy("alice");

        Path kept = DatabaseRestore.restore(backup, storage(), Clock.systemUTC());
        assertTrue(Files.exists(kept), "the replaced database is kept: " + kept);
        List<Optional<String>> opened = new ArrayList<>();
        try (SqlCipherDatabase db = KeySource.openDatabase(storage())) {
            for (String body : bodies(db)) {
                opened.add(cipher.open(body));
            }
        }
        assertEquals(2, opened.size(), "the restored database has both rows");
        assertTrue(opened.contains(Optional.of("bob likes the heating at 21")));
        assertTrue(opened.contains(Optional.empty()), "alice's row opens to nothing: " + opened);
        Plaintext.assertAbsent(dir, "zebra-alice");
    }

    @Test
    void aRestoreIsRefusedWhileAHubHoldsTheDataDirectoryAndChangesNothing() throws Exception {
        Path backup;
        try (SqlCipherDatabase db = KeySource.openDatabase(storage())) {
            db.execute("CREATE TABLE notes(owner TEXT, body TEXT)");
            backup = DatabaseBackup.writeTo(db, dir.resolve("backups"), Clock.systemUTC());
        }
        byte[] before = Files.readAllBytes(dir.resolve("data/hub.db"));
        try (DataDirLock running = DataDirLock.acquire(dir.resolve("data"), "test")) {
            StorageException e = assertThrows(StorageException.class,
                    () -> DatabaseRestore.restore(backup, storage(), Clock.systemUTC()));
            assertTrue(e.getMessage().contains("stop it first"), e.getMessage());
        }
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(dir.resolve("data/hub.db"))));
    }

    @Test
    void aBackupMadeWithAnotherKeyIsRefusedAndTheLiveDatabaseStays() throws Exception {
        StorageConfig other = new StorageConfig(dir.resolve("other"), dir.resolve("other-config/db.key"), Optional.empty());
        Path foreign;
        try (SqlCipherDatabase db = KeySource.openDatabase(other)) {
            foreign = DatabaseBackup.writeTo(db, dir.resolve("foreign"), Clock.systemUTC());
        }
        try (SqlCipherDatabase db = KeySource.openDatabase(storage())) {
            db.execute("CREATE TABLE notes(owner TEXT, body TEXT)");
        }
        byte[] before = Files.readAllBytes(dir.resolve("data/hub.db"));
        StorageException e = assertThrows(StorageException.class,
                () -> DatabaseRestore.restore(foreign, storage(), Clock.systemUTC()));
        assertTrue(e.getMessage().contains("live database was not touched"), e.getMessage());
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(dir.resolve("data/hub.db"))));
        assertTrue(Files.notExists(dir.resolve("data/hub.db.restoring")));
    }

    /**
     * With {@code HEARTH_DB_KEY} a passphrase, the key also depends on the salt kept in the data
     * directory. A backup is for the day that directory is lost, so the salt must travel with it;
     * and a hub started anew there before the restore made a salt of its own, which must not win.
     */
    @Test
    void aPassphraseBackupRestoresIntoADataDirectoryThatLostItsSalt() throws Exception {
        StorageConfig passphrase = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"),
                Optional.of("correct horse battery staple"));
        Path backup;
        try (SqlCipherDatabase db = KeySource.openDatabase(passphrase)) {
            db.execute("CREATE TABLE notes(owner TEXT, body TEXT)");
            insert(db, "bob", "bob likes the heating at 21");
            backup = DatabaseBackup.writeTo(db, dir.resolve("backups"), Clock.systemUTC());
        }
        deleteTree(dir.resolve("data")); // the SD card died; the backups were elsewhere
        KeySource.openDatabase(passphrase).close(); // a new start on the new card, before the restore

        DatabaseRestore.restore(backup, passphrase, Clock.systemUTC());
        try (SqlCipherDatabase db = KeySource.openDatabase(passphrase)) {
            assertEquals(List.of("bob likes the heating at 21"), bodies(db));
        }
    }

    /** A damaged backup (cut short on the way to a USB stick) is refused as damaged, not blamed on the key. */
    @Test
    void aTruncatedBackupIsRefusedAsDamagedAndTheLiveDatabaseStays() throws Exception {
        Path backup = backupOfManyNotes();
        byte[] whole = Files.readAllBytes(backup);
        Files.write(backup, java.util.Arrays.copyOf(whole, whole.length / 2));
        byte[] before = Files.readAllBytes(dir.resolve("data/hub.db"));

        StorageException e = assertThrows(StorageException.class,
                () -> DatabaseRestore.restore(backup, storage(), Clock.systemUTC()));
        assertTrue(e.getMessage().contains("damaged"), e.getMessage());
        assertTrue(!e.getMessage().contains("key is wrong") && !e.getMessage().contains("HEARTH_DB_KEY"),
                "the key is right; the file is not: " + e.getMessage());
        assertTrue(e.getMessage().contains("live database was not touched"), e.getMessage());
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(dir.resolve("data/hub.db"))));
        assertTrue(Files.notExists(dir.resolve("data/hub.db.restoring")));
    }

    /**
     * Two restores within one second (a script, or the wrong backup put right at once) must not
     * overwrite the database the first one replaced: it may be the only copy of the newest data.
     */
    @Test
    void aSecondRestoreInTheSameSecondKeepsTheDatabaseTheFirstReplaced() throws Exception {
        Path older;
        Path newer;
        try (SqlCipherDatabase db = KeySource.openDatabase(storage())) {
            db.execute("CREATE TABLE notes(owner TEXT, body TEXT)");
            older = DatabaseBackup.writeTo(db, dir.resolve("backups/older"), Clock.systemUTC());
            newer = DatabaseBackup.writeTo(db, dir.resolve("backups/newer"), Clock.systemUTC());
            insert(db, "bob", "written after every backup");
        }
        Clock sameSecond = Clock.fixed(java.time.Instant.parse("2026-12-07T15:00:00Z"), java.time.ZoneOffset.UTC);
        Path firstKept = DatabaseRestore.restore(older, storage(), sameSecond);
        Path secondKept = DatabaseRestore.restore(newer, storage(), sameSecond);

        assertTrue(!firstKept.equals(secondKept), "each replaced database is kept under its own name: " + secondKept);
        try (SqlCipherDatabase kept = SqlCipherDatabase.open(firstKept, KeySource.resolve(storage()).key())) {
            assertEquals(List.of("written after every backup"), bodies(kept));
        }
    }

    /**
     * A backup whose first pages open but whose later ones are damaged fails the integrity check;
     * the refusal closes what the check opened (before, the pool stayed open on the deleted copy).
     */
    @Test
    void aBackupThatFailsTheIntegrityCheckIsRefusedAndLeavesNothingOpen() throws Exception {
        Path backup = backupOfManyNotes();
        byte[] bytes = Files.readAllBytes(backup);
        bytes[bytes.length - 2000] ^= 0x5A; // inside the last page: its checksum no longer holds
        Files.write(backup, bytes);

        StorageException e = assertThrows(StorageException.class,
                () -> DatabaseRestore.restore(backup, storage(), Clock.systemUTC()));
        assertTrue(e.getMessage().contains("live database was not touched"), e.getMessage());
        assertEquals(List.of(), openFilesNamed("hub.db.restoring"), "nothing of the refused copy is still open");
    }

    /**
     * A hub killed by a power cut leaves commits only in {@code hub.db-wal}. The swap sets aside
     * {@code hub.db} and {@code hub.db-wal}, then cannot rename {@code hub.db-shm} (immutable, as
     * root's {@code chattr +i} makes it; a mount or a dying card refuses the same way): both go back,
     * byte for byte, and the commits are still there. Before, the household had no {@code hub.db}.
     */
    @Test
    void aRenameRefusedHalfWayPutsTheLiveDatabaseBackWithTheCommitsOnlyItsWalHeld() throws Exception {
        Path data = dir.resolve("data");
        Path crashed = Files.createDirectories(dir.resolve("crashed"));
        Path backup;
        try (SqlCipherDatabase db = KeySource.openDatabase(storage())) {
            db.execute("CREATE TABLE notes(owner TEXT, body TEXT)");
            backup = DatabaseBackup.writeTo(db, dir.resolve("backups"), Clock.systemUTC());
            insert(db, "bob", "written after the backup, only in the WAL");
            for (String f : List.of("hub.db", "hub.db-wal", "hub.db-shm")) {
                Files.copy(data.resolve(f), crashed.resolve(f)); // what the disk holds when the power goes now
            }
        }
        for (String f : List.of("hub.db", "hub.db-wal", "hub.db-shm")) {
            Files.copy(crashed.resolve(f), data.resolve(f), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        assertTrue(Files.size(data.resolve("hub.db-wal")) > 0, "the commit is in the WAL");

        StorageException e;
        try (Immutable shm = Immutable.make(data.resolve("hub.db-shm"))) {
            e = assertThrows(StorageException.class, () -> DatabaseRestore.restore(backup, storage(), Clock.systemUTC()));
        }
        for (String f : List.of("hub.db", "hub.db-wal", "hub.db-shm")) {
            assertTrue(Files.exists(data.resolve(f)), f + " is back: " + namesIn(data));
            assertTrue(java.util.Arrays.equals(Files.readAllBytes(crashed.resolve(f)), Files.readAllBytes(data.resolve(f))),
                    f + " is byte-identical");
        }
        assertEquals(List.of("hub.db", "hub.db-shm", "hub.db-wal", "hub.lock"), namesIn(data),
                "nothing set aside or half-restored is left");
        try (SqlCipherDatabase db = KeySource.openDatabase(storage())) {
            assertEquals(List.of("written after the backup, only in the WAL"), bodies(db));
        }
        assertTrue(e.getMessage().contains("put back as it was"), e.getMessage());
    }

    /**
     * With a passphrase the swap also sets the live salt aside for the backup's. When that salt
     * cannot be renamed, the live database already set aside comes back, and still opens.
     */
    @Test
    void aPassphraseSaltThatCannotBeSetAsidePutsTheLiveDatabaseBack() throws Exception {
        StorageConfig passphrase = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"),
                Optional.of("correct horse battery staple"));
        Path data = dir.resolve("data");
        Path backup;
        try (SqlCipherDatabase db = KeySource.openDatabase(passphrase)) {
            db.execute("CREATE TABLE notes(owner TEXT, body TEXT)");
            backup = DatabaseBackup.writeTo(db, dir.resolve("backups"), Clock.systemUTC());
            insert(db, "bob", "written after the backup");
        }
        byte[] database = Files.readAllBytes(data.resolve("hub.db"));
        byte[] salt = Files.readAllBytes(data.resolve("hub.db.salt"));

        StorageException e;
        try (Immutable kept = Immutable.make(data.resolve("hub.db.salt"))) {
            e = assertThrows(StorageException.class, () -> DatabaseRestore.restore(backup, passphrase, Clock.systemUTC()));
        }
        assertEquals(List.of("hub.db", "hub.db.salt", "hub.lock"), namesIn(data));
        assertTrue(java.util.Arrays.equals(database, Files.readAllBytes(data.resolve("hub.db"))));
        assertTrue(java.util.Arrays.equals(salt, Files.readAllBytes(data.resolve("hub.db.salt"))));
        try (SqlCipherDatabase db = KeySource.openDatabase(passphrase)) {
            assertEquals(List.of("written after the backup"), bodies(db));
        }
        assertTrue(e.getMessage().contains("put back as it was") && e.getMessage().contains("hub.db.salt"), e.getMessage());
    }

    /**
     * The data directory's disk fills while the backup is copied into it: refused before the live
     * database is touched, and the cut-short copy does not stay to hold the space that is missing.
     */
    @Test
    void aBackupThatDoesNotFitOnTheDiskIsRefusedAndLeavesNoPartialCopy() throws Exception {
        try (home.hearth.hub.testing.Tmpfs small = home.hearth.hub.testing.Tmpfs.mount(dir.resolve("data"), "4m")) {
            Path backup = backupOfManyNotes();
            DataDirLock.acquire(small.folder(), "test").close();
            byte[] before = Files.readAllBytes(small.folder().resolve("hub.db"));
            fill(small.folder().resolve("filler"));

            StorageException e = assertThrows(StorageException.class,
                    () -> DatabaseRestore.restore(backup, storage(), Clock.systemUTC()));
            assertEquals(List.of("filler", "hub.db", "hub.lock"), namesIn(small.folder()), "no partial copy is left");
            assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(small.folder().resolve("hub.db"))));
            assertTrue(e.getMessage().contains("No space left") && e.getMessage().contains("live database was not touched"),
                    e.getMessage());
        }
    }

    private static void fill(Path filler) {
        try (var out = Files.newOutputStream(filler)) {
            byte[] block = new byte[4096];
            while (true) {
                out.write(block);
            }
        } catch (java.io.IOException full) {
            // the disk is full
        }
    }

    private static List<String> namesIn(Path folder) throws java.io.IOException {
        try (var names = Files.list(folder)) {
            return names.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** A file nobody may rename or delete, root included, until closed ({@code chattr +i}; needs root). */
    private record Immutable(Path file) implements AutoCloseable {
        static Immutable make(Path file) throws Exception {
            org.junit.jupiter.api.Assumptions.assumeTrue(chattr("+i", file) == 0, "chattr +i needs root and ext4 or tmpfs");
            return new Immutable(file);
        }

        @Override
        public void close() throws Exception {
            chattr("-i", file);
        }

        private static int chattr(String flag, Path file) throws Exception {
            Process p = new ProcessBuilder("chattr", flag, file.toString()).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor();
        }
    }

    /** This process's open files whose path contains {@code name} (Linux). */
    private static List<String> openFilesNamed(String name) throws java.io.IOException {
        List<String> open = new ArrayList<>();
        try (var fds = Files.list(Path.of("/proc/self/fd"))) {
            for (Path fd : fds.toList()) {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.contains(name)) {
                        open.add(target);
                    }
                } catch (java.io.IOException gone) {
                    // closed meanwhile
                }
            }
        }
        return open;
    }

    private static void deleteTree(Path root) throws java.io.IOException {
        try (var paths = Files.walk(root)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private static void insert(SqlCipherDatabase db, String owner, String body) throws SQLException {
        try (Connection c = db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("INSERT INTO notes(owner, body) VALUES (?, ?)")) {
            p.setString(1, owner);
            p.setString(2, body);
            p.executeUpdate();
        }
    }

    private static List<String> bodies(SqlCipherDatabase db) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("SELECT body FROM notes");
                ResultSet r = p.executeQuery()) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }

    /** A backup of a database many pages long, so that damage can be put past its first page. */
    private Path backupOfManyNotes() throws Exception {
        try (SqlCipherDatabase db = KeySource.openDatabase(storage())) {
            db.execute("CREATE TABLE notes(owner TEXT, body TEXT)");
            for (int i = 0; i < 400; i++) {
                insert(db, "bob", "bob's note number " + i + " about the heating, the lights and the garden");
            }
            return DatabaseBackup.writeTo(db, dir.resolve("backups"), Clock.systemUTC());
        }
    }
}
