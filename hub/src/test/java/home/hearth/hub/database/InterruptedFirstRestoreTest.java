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
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A restore into a data directory that had no database yet (a new card, the backup put on it) cut by a power
 * cut in the middle of its swap. There is nothing to go back to, so the next start finishes the swap: the
 * household gets the backup, not a new, empty database with the backup set aside as {@code hub.db.restoring}.
 */
class InterruptedFirstRestoreTest {
    private static final String IN_BACKUP = "in the backup";
    private static final Clock RESTORED_AT = Clock.fixed(Instant.parse("2026-12-07T15:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    private Path data() {
        return dir.resolve("data");
    }

    private StorageConfig passphrase(Path dataDir) {
        return new StorageConfig(dataDir, dir.resolve("config/db.key"), Optional.of("correct horse battery staple"));
    }

    /**
     * With a passphrase, and a {@code -wal} and {@code -shm} that a lost {@code hub.db} left behind, the swap has
     * four renames: the two strays aside, the backup's salt in, the restored copy in. After each (and before the
     * first), the start ends where a whole restore ends: the backup as {@code hub.db} with the backup's salt,
     * the strays set aside under the replaced name, nothing left to restore.
     */
    @ParameterizedTest(name = "power cut after {0} renames")
    @ValueSource(ints = {0, 1, 2, 3, 4})
    void aStartAfterAPowerCutFinishesARestoreThatHadNoDatabaseToReplace(int renames) throws Exception {
        Path backup = backupOfAnotherDataDirectory(passphrase(dir.resolve("old-card")));
        Files.createDirectories(data());
        Files.writeString(data().resolve("hub.db-wal"), "left by a hub.db deleted by hand");
        Files.writeString(data().resolve("hub.db-shm"), "its shared memory");
        Map<String, String> strays = FileDigests.of(data());
        String backupSalt = FileDigests.of(backup.getParent()).get(backup.getFileName() + ".salt");

        cutRestore(backup, passphrase(data()), renames);
        Map<String, String> cut = FileDigests.of(data());
        // The check opened the copy (WAL mode marks its header), so compare with the copy, not with the backup.
        String checkedCopy = cut.getOrDefault("hub.db.restoring", cut.get("hub.db"));

        try (LogCapture log = new LogCapture()) {
            DataDirLock.acquire(data(), "test").close();
            assertTrue(!log.containing("interrupted").isEmpty(), "the start says what it did: " + log.all());
        }
        String kept = "hub.db.replaced-20261207-150000";
        assertEquals(List.of("hub.db", kept + "-shm", kept + "-wal", "hub.db.salt", "hub.lock"), namesIn(data()));
        Map<String, String> now = FileDigests.of(data());
        assertEquals(checkedCopy, now.get("hub.db"), "hub.db is the restored copy the restore checked");
        assertEquals(backupSalt, now.get("hub.db.salt"), "with the backup's salt");
        assertEquals(strays.get("hub.db-wal"), now.get(kept + "-wal"), "the stray -wal is set aside, not read");
        assertEquals(strays.get("hub.db-shm"), now.get(kept + "-shm"));
        try (SqlCipherDatabase db = KeySource.openDatabase(passphrase(data()))) {
            assertEquals(List.of(IN_BACKUP), bodies(db));
        }
    }

    /** The real start of the hub, with a key file, on a new data directory whose first restore the power cut. */
    @Test
    void theHubStartsOnTheRestoredBackupAfterAPowerCutInTheFirstRestore() throws Exception {
        StorageConfig storage = TestHub.config(dir).storage();
        Path backup = backupOfAnotherDataDirectory(
                new StorageConfig(dir.resolve("old-card"), storage.keyFile(), Optional.empty()));
        assertTrue(Files.notExists(storage.dataDir().resolve("hub.db")), "a data directory with no database yet");

        cutRestore(backup, storage, 0);

        RunningHub.start(dir).close();
        try (SqlCipherDatabase db = KeySource.openDatabase(storage)) {
            assertEquals(List.of(IN_BACKUP), bodies(db));
        }
        assertTrue(Files.notExists(storage.dataDir().resolve("hub.db.restoring")), namesIn(storage.dataDir()).toString());
    }

    private static void cutRestore(Path backup, StorageConfig storage, int renames) {
        assertThrows(PowerCut.class, () -> DatabaseRestore.restore(backup, storage, RESTORED_AT, n -> {
            if (n == renames) {
                throw new PowerCut();
            }
        }));
        assertTrue(Files.exists(storage.dataDir().resolve(SwapJournal.NAME)), "the power went during the swap");
    }

    /** A backup made on another data directory with the same key (the card that died). */
    private Path backupOfAnotherDataDirectory(StorageConfig old) throws Exception {
        try (SqlCipherDatabase db = KeySource.openDatabase(old)) {
            db.execute("CREATE TABLE notes(body TEXT)");
            insert(db, IN_BACKUP);
            return DatabaseBackup.writeTo(db, dir.resolve("backups"), Clock.systemUTC());
        }
    }
}
