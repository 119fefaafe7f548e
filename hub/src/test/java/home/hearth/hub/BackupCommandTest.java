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
}
