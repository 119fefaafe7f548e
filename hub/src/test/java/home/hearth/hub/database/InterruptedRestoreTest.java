package home.hearth.hub.database;

import static home.hearth.hub.database.NotesTable.bodies;
import static home.hearth.hub.database.NotesTable.insert;
import static home.hearth.hub.database.NotesTable.namesIn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.StorageConfig;
import home.hearth.hub.testing.FileDigests;
import home.hearth.hub.testing.LogCapture;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A power cut in the middle of a restore's swap: the next start finds the journal and puts the old
 * database back, whatever number of renames reached the disk; it never creates an empty database.
 */
class InterruptedRestoreTest {
    private static final String AFTER_BACKUP = "written after the backup, only in the WAL";
    private static final String IN_BACKUP = "in the backup";

    @TempDir
    Path dir;

    private Path data() {
        return dir.resolve("data");
    }

    private StorageConfig passphrase() {
        return new StorageConfig(data(), dir.resolve("config/db.key"), Optional.of("correct horse battery staple"));
    }

    /**
     * The swap with a passphrase and a live WAL has six renames: hub.db, -wal, -shm and .salt aside, the
     * backup's salt in, the restored copy in. After each (and before the first), a start with the real key
     * opens the old database, with the commit only its WAL held.
     */
    @ParameterizedTest(name = "power cut after {0} renames")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6})
    void aStartAfterAPowerCutAtAnyStepOfTheSwapOpensTheOldDatabase(int renames) throws Exception {
        Path backup = liveDatabaseWithACommitOnlyInItsWal(passphrase());
        Map<String, String> old = digestsOf(List.of("hub.db", "hub.db-wal", "hub.db-shm", "hub.db.salt"));

        assertThrows(PowerCut.class, () -> DatabaseRestore.restore(backup, passphrase(), Clock.systemUTC(), n -> {
            if (n == renames) {
                throw new PowerCut();
            }
        }));

        try (LogCapture log = new LogCapture()) {
            try (DataDirLock started = DataDirLock.acquire(data(), "test")) {
                assertEquals(old, digestsOf(List.of("hub.db", "hub.db-wal", "hub.db-shm", "hub.db.salt")),
                        "the old database and its side files are back, byte for byte: " + namesIn(data()));
                try (SqlCipherDatabase db = KeySource.openDatabase(passphrase())) {
                    assertEquals(List.of(IN_BACKUP, AFTER_BACKUP), bodies(db));
                }
            }
            assertTrue(!log.containing("interrupted").isEmpty(), "the start says what it did: " + log.all());
        }
        assertTrue(Files.notExists(data().resolve("hub.db.swap-journal")), namesIn(data()).toString());
        assertTrue(Files.exists(data().resolve("hub.db.restoring")), "the restored copy is kept: " + namesIn(data()));
    }

    /** The real start of the hub on a folder whose {@code hub.db} was set aside when the power went. */
    @Test
    void theHubStartsOnTheOldDatabaseAfterAPowerCutLeftNoHubDb() throws Exception {
        StorageConfig storage = TestHub.config(dir).storage();
        Path backup = liveDatabaseWithACommitOnlyInItsWal(storage);
        assertThrows(PowerCut.class, () -> DatabaseRestore.restore(backup, storage, Clock.systemUTC(), n -> {
            if (n == 1) {
                throw new PowerCut();
            }
        }));
        assertTrue(Files.notExists(data().resolve("hub.db")), "the power went with hub.db set aside");

        RunningHub.start(dir).close();
        try (SqlCipherDatabase db = KeySource.openDatabase(storage)) {
            assertEquals(List.of(IN_BACKUP, AFTER_BACKUP), bodies(db));
        }
    }

    /** Nothing but the hub's start may open the database over a half-done swap (a nightly backup would). */
    @Test
    void theDatabaseIsNotOpenedNorCreatedOverAnInterruptedSwap() throws Exception {
        Path backup = liveDatabaseWithACommitOnlyInItsWal(passphrase());
        assertThrows(PowerCut.class, () -> DatabaseRestore.restore(backup, passphrase(), Clock.systemUTC(), n -> {
            if (n == 1) {
                throw new PowerCut();
            }
        }));
        Map<String, String> before = FileDigests.of(dir);

        StorageException e = assertThrows(StorageException.class, () -> KeySource.openDatabase(passphrase()).close());
        assertTrue(e.getMessage().contains("interrupted") && e.getMessage().contains("start the hub"), e.getMessage());
        assertEquals(before, FileDigests.of(dir), "no empty hub.db, no new salt");
    }

    @Test
    void anUnreadableJournalStopsTheStartAndChangesNothing() throws Exception {
        Path backup = liveDatabaseWithACommitOnlyInItsWal(passphrase());
        assertThrows(PowerCut.class, () -> DatabaseRestore.restore(backup, passphrase(), Clock.systemUTC(), n -> {
            if (n == 3) {
                throw new PowerCut();
            }
        }));
        Path journal = data().resolve("hub.db.swap-journal");
        byte[] bytes = Files.readAllBytes(journal);
        Files.write(journal, java.util.Arrays.copyOf(bytes, bytes.length - 9)); // a damaged disk block
        Map<String, String> before = FileDigests.of(dir);

        StorageException e = assertThrows(StorageException.class, () -> DataDirLock.acquire(data(), "test").close());
        assertTrue(e.getMessage().contains("hub.db.swap-journal") && e.getMessage().contains("changed nothing"),
                e.getMessage());
        assertThrows(StorageException.class, () -> KeySource.openDatabase(passphrase()).close());
        assertEquals(before, FileDigests.of(dir));
        StorageException again = assertThrows(StorageException.class,
                () -> DataDirLock.acquire(data(), "test").close());
        assertTrue(again.getMessage().contains("hub.db.swap-journal"), "the refused start released its lock: " + again);
    }

    /**
     * The power went while the journal itself was being put in place (its rename never reached the disk): nothing
     * was renamed, so the start only removes the draft, says so once, and opens the old database.
     */
    @Test
    void aStartRemovesAJournalDraftThatNeverBecameTheJournal() throws Exception {
        Path backup = liveDatabaseWithACommitOnlyInItsWal(passphrase());
        assertThrows(PowerCut.class, () -> DatabaseRestore.restore(backup, passphrase(), Clock.systemUTC(), n -> {
            throw new PowerCut();
        }));
        Path draft = data().resolve("hub.db.swap-journal.new");
        Files.move(data().resolve("hub.db.swap-journal"), draft); // as the disk holds it when the rename was lost
        Map<String, String> before = FileDigests.of(data());
        before.remove("hub.db.swap-journal.new");

        try (LogCapture log = new LogCapture()) {
            DataDirLock.acquire(data(), "test").close();
            List<String> said = log.containing("hub.db.swap-journal.new");
            assertEquals(1, said.size(), "one line: " + log.all());
            assertTrue(said.get(0).contains("INFO"), said.get(0));
        }
        assertTrue(Files.notExists(draft), namesIn(data()).toString());
        assertEquals(before, FileDigests.of(data()), "nothing else changed");
        try (SqlCipherDatabase db = KeySource.openDatabase(passphrase())) {
            assertEquals(List.of(IN_BACKUP, AFTER_BACKUP), bodies(db));
        }
    }

    /** Someone moved a file by hand after the cut: the folder is at no step of the swap, so nothing is guessed. */
    @Test
    void aFolderThatMatchesNoStepOfTheSwapStopsTheStartAndChangesNothing() throws Exception {
        Path backup = liveDatabaseWithACommitOnlyInItsWal(passphrase());
        assertThrows(PowerCut.class, () -> DatabaseRestore.restore(backup, passphrase(), Clock.systemUTC(), n -> {
            if (n == 2) {
                throw new PowerCut();
            }
        }));
        Files.move(data().resolve("hub.db.restoring"), dir.resolve("hub.db.restoring")); // "tidied away"
        Map<String, String> before = FileDigests.of(dir);

        StorageException e = assertThrows(StorageException.class, () -> DataDirLock.acquire(data(), "test").close());
        assertTrue(e.getMessage().contains("no step") && e.getMessage().contains("changed nothing"), e.getMessage());
        assertEquals(before, FileDigests.of(dir));
    }

    /** A live database whose last commit is only in its WAL (as a power cut leaves it), and a backup before it. */
    private Path liveDatabaseWithACommitOnlyInItsWal(StorageConfig storage) throws Exception {
        Path crashed = Files.createDirectories(dir.resolve("crashed"));
        Path backup;
        try (SqlCipherDatabase db = KeySource.openDatabase(storage)) {
            db.execute("CREATE TABLE notes(body TEXT)");
            insert(db, IN_BACKUP);
            backup = DatabaseBackup.writeTo(db, dir.resolve("backups"), Clock.systemUTC());
            insert(db, AFTER_BACKUP);
            for (String f : List.of("hub.db", "hub.db-wal", "hub.db-shm")) {
                Files.copy(data().resolve(f), crashed.resolve(f));
            }
        }
        for (String f : List.of("hub.db", "hub.db-wal", "hub.db-shm")) {
            Files.copy(crashed.resolve(f), data().resolve(f), StandardCopyOption.REPLACE_EXISTING);
        }
        return backup;
    }

    private Map<String, String> digestsOf(List<String> names) {
        Map<String, String> all = FileDigests.of(data());
        Map<String, String> out = new java.util.TreeMap<>();
        for (String n : names) {
            out.put(n, all.get(n));
        }
        return out;
    }
}
