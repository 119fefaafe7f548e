package home.hearth.hub.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.StorageConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
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
        Map<String, String> before = snapshot();

        StorageConfig wrong = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"),
                Optional.of("not-the-passphrase-at-all"));
        assertThrows(StorageException.class, () -> KeySource.openDatabase(wrong));
        assertEquals(before, snapshot());
    }

    @Test
    void aPassphraseForADatabaseMadeWithTheKeyFileWritesNoSalt() {
        StorageConfig made = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"), Optional.empty());
        KeySource.openDatabase(made).close();
        Map<String, String> before = snapshot();

        StorageConfig passphrase = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"),
                Optional.of("a-long-passphrase-that-is-wrong"));
        StorageException e = assertThrows(StorageException.class, () -> KeySource.openDatabase(passphrase));
        assertTrue(e.getMessage().contains("Nothing was changed"), e.getMessage());
        assertEquals(before, snapshot());
    }

    @Test
    void aMissingKeyFileForAnExistingDatabaseIsNotReplacedByANewOne() throws IOException {
        StorageConfig made = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"), Optional.empty());
        KeySource.openDatabase(made).close();
        Files.delete(dir.resolve("config/db.key"));
        Map<String, String> before = snapshot();

        assertThrows(StorageException.class, () -> KeySource.openDatabase(made));
        assertEquals(before, snapshot());
    }

    @Test
    void aFirstStartWritesTheSaltOnceTheDatabaseOpened() {
        StorageConfig made = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"),
                Optional.of("a-long-passphrase-that-made-it"));
        KeySource.openDatabase(made).close();
        assertTrue(Files.exists(dir.resolve("data/hub.db.salt")));
        KeySource.openDatabase(made).close();
    }

    /** Every file under the temp folder with a digest of its bytes. */
    private Map<String, String> snapshot() {
        try (Stream<Path> files = Files.walk(dir)) {
            Map<String, String> m = new TreeMap<>();
            files.filter(Files::isRegularFile).forEach(f -> m.put(dir.relativize(f).toString(), digest(f)));
            return m;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String digest(Path f) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
