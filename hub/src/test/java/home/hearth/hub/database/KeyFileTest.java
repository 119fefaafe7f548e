package home.hearth.hub.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeyFileTest {
    @TempDir
    Path dir;

    @Test
    void createsAnOwnerOnlyKeyFileAtFirstStartAndReadsTheSameKeyAfter() throws Exception {
        Path key = dir.resolve("config/hearth/db.key");
        DatabaseKey first = KeyFile.readOrCreate(key, dir.resolve("data"));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(key)));
        assertEquals(first.toHex(), KeyFile.readOrCreate(key, dir.resolve("data")).toHex());
    }

    @Test
    void refusesAKeyFileInsideTheDataDirectory() {
        StorageException e = assertThrows(StorageException.class,
                () -> KeyFile.readOrCreate(dir.resolve("data/db.key"), dir.resolve("data")));
        assertTrue(e.getMessage().contains("inside the data directory"), e.getMessage());
    }

    @Test
    void refusesAKeyFileOthersCanRead() throws Exception {
        Path key = dir.resolve("db.key");
        KeyFile.readOrCreate(key, dir.resolve("data"));
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-r--r--"));
        StorageException e = assertThrows(StorageException.class, () -> KeyFile.readOrCreate(key, dir.resolve("data")));
        assertTrue(e.getMessage().contains("chmod 600"), e.getMessage());
    }

    @Test
    void derivesTheSameKeyFromTheSamePassphraseAndSalt() {
        byte[] salt = PassphraseKdf.newSalt();
        DatabaseKey a = PassphraseKdf.derive("correct horse battery staple", salt);
        DatabaseKey b = PassphraseKdf.derive("correct horse battery staple", salt);
        assertEquals(a.toHex(), b.toHex());
        assertTrue(!a.toHex().equals(PassphraseKdf.derive("another long passphrase", salt).toHex()));
        assertTrue(a.toString().contains("hidden"));
    }

    @Test
    void refusesAShortPassphrase() {
        assertThrows(StorageException.class, () -> PassphraseKdf.derive("short", PassphraseKdf.newSalt()));
    }
}
