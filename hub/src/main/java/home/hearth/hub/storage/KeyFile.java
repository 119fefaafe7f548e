package home.hearth.hub.storage;

import home.hearth.hub.config.PrivateFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * The database key file: 64 hex digits, mode 0600, created at first start. It must live outside
 * the data directory, so that a copy of the data alone (a stolen SD card image of {@code ./data},
 * a backup) cannot be opened.
 */
public final class KeyFile {
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    private KeyFile() {}

    /** Reads the key, creating the file with a fresh random key if it does not exist yet. */
    public static DatabaseKey readOrCreate(Path keyFile, Path dataDir) {
        Path key = keyFile.toAbsolutePath().normalize();
        if (key.startsWith(dataDir.toAbsolutePath().normalize())) {
            throw new StorageException("the key file " + key + " is inside the data directory " + dataDir
                    + "; put it elsewhere (db.key-file, default ~/.config/hearth/db.key)");
        }
        try {
            if (!Files.exists(key)) {
                return create(key);
            }
            return read(key);
        } catch (IOException e) {
            throw new StorageException("cannot use the key file " + key + ": " + e.getMessage(), e);
        }
    }

    private static DatabaseKey create(Path key) throws IOException {
        Files.createDirectories(key.getParent());
        DatabaseKey fresh = DatabaseKey.random();
        try {
            Files.createFile(key, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        } catch (FileAlreadyExistsException raced) {
            return read(key);
        }
        Files.writeString(key, fresh.toHex() + "\n", StandardCharsets.US_ASCII);
        return fresh;
    }

    private static DatabaseKey read(Path key) throws IOException {
        if (PrivateFiles.readableByOthers(key)) {
            throw new StorageException("the key file " + key + " is readable by others; run: chmod 600 " + key);
        }
        String text = Files.readString(key, StandardCharsets.US_ASCII).trim();
        if (!DatabaseKey.isHex(text)) {
            throw new StorageException("the key file " + key + " does not hold a 64-hex-digit key");
        }
        return DatabaseKey.fromHex(text);
    }
}
