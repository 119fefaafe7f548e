package home.hearth.hub.database;

import home.hearth.hub.testing.FileDigests;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.StorageConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A start the key refuses writes nothing: no salt, no key file, no WAL, the database byte-identical. */
class RefusedStartTest {
    @TempDir
    Path dir;

    @Test
    void aPassphraseForADatabaseMadeWithAnotherKeyLeavesTheDiskAsItWas() {
        StorageConfig made = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"),
                Optional.of("a-long-passphrase-that-made-it"));
        KeySource.openDatabase(made).close();
        Map<String, String> before = FileDigests.of(dir);

        StorageConfig wrong = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"),
                Optional.of("not-the-passphrase-at-all"));
        assertThrows(StorageException.class, () -> KeySource.openDatabase(wrong));
        assertEquals(before, FileDigests.of(dir));
    }

    @Test
    void aPassphraseForADatabaseMadeWithTheKeyFileWritesNoSalt() {
        StorageConfig made = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"), Optional.empty());
        KeySource.openDatabase(made).close();
        Map<String, String> before = FileDigests.of(dir);

        StorageConfig passphrase = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"),
                Optional.of("a-long-passphrase-that-is-wrong"));
        StorageException e = assertThrows(StorageException.class, () -> KeySource.openDatabase(passphrase));
        assertTrue(e.getMessage().contains("Nothing was changed"), e.getMessage());
        assertEquals(before, FileDigests.of(dir));
    }

    @Test
    void aMissingKeyFileForAnExistingDatabaseIsNotReplacedByANewOne() throws IOException {
        StorageConfig made = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"), Optional.empty());
        KeySource.openDatabase(made).close();
        Files.delete(dir.resolve("config/db.key"));
        Map<String, String> before = FileDigests.of(dir);

        assertThrows(StorageException.class, () -> KeySource.openDatabase(made));
        assertEquals(before, FileDigests.of(dir));
    }

    @Test
    void aFirstStartWritesTheSaltOnceTheDatabaseOpened() {
        StorageConfig made = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"),
                Optional.of("a-long-passphrase-that-made-it"));
        KeySource.openDatabase(made).close();
        assertTrue(Files.exists(dir.resolve("data/hub.db.salt")));
        KeySource.openDatabase(made).close();
    }
}
