package home.hearth.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.HubConfig;
import home.hearth.hub.database.StorageException;
import home.hearth.hub.testing.FileDigests;
import home.hearth.hub.testing.TestHub;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hearth backup <folder>}, as the nightly timer runs it. */
class BackupCommandTest {
    @TempDir
    Path dir;

    /**
     * With no database in the data directory (a wrong HEARTH_DATA_DIR, a disk that did not mount),
     * the backup is refused and creates nothing. Before, it made a new empty database (and a key
     * file) there and backed that up, night after night, while backup.sh deleted the good backups
     * beyond the newest 14.
     */
    @Test
    void aBackupWithNoDatabaseIsRefusedAndCreatesNothing() throws Exception {
        HubConfig config = TestHub.config(dir);
        Files.createDirectories(dir.resolve("backups"));
        Map<String, String> before = FileDigests.of(dir);

        StorageException e = assertThrows(StorageException.class,
                () -> HubWiring.create(config).backup(dir.resolve("backups")));
        assertTrue(e.getMessage().contains(config.storage().dataDir().toString()) && e.getMessage().contains("no database"),
                e.getMessage());
        assertEquals(before, FileDigests.of(dir), "nothing was created: no database, no key, no backup");
    }

    /**
     * A restore's swap cut short by a power cut can leave no {@code hub.db}: the nightly backup then names the
     * interrupted restore and what to do (start the hub), not a wrong data directory, and writes nothing.
     */
    @Test
    void aBackupOfAFolderARestoreWasInterruptedInNamesTheRestore() throws Exception {
        HubConfig config = TestHub.config(dir);
        Path data = config.storage().dataDir();
        Files.createDirectories(data);
        Files.createDirectories(dir.resolve("backups"));
        Files.writeString(data.resolve("hub.db.swap-journal"), "hearth swap journal 1\n");
        Map<String, String> before = FileDigests.of(dir);

        StorageException e = assertThrows(StorageException.class,
                () -> HubWiring.create(config).backup(dir.resolve("backups")));
        assertTrue(e.getMessage().contains("restore") && e.getMessage().contains("interrupted")
                && e.getMessage().contains("start the hub"), e.getMessage());
        assertEquals(before, FileDigests.of(dir), "nothing was written");
    }
}
