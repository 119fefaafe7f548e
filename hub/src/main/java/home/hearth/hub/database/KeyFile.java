package home.hearth.hub.database;

import home.hearth.hub.config.PrivateFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
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
        Optional<DatabaseKey> existing = read(keyFile, dataDir);
        if (existing.isPresent()) {
            return existing.get();
        }
        DatabaseKey fresh = DatabaseKey.random();
        return create(keyFile, fresh);
    }

    /** The key in {@code keyFile}; empty when the file does not exist. */
    public static Optional<DatabaseKey> read(Path keyFile, Path dataDir) {
        Path key = checkedPath(keyFile, dataDir);
        try {
            return Files.exists(key) ? Optional.of(read(key)) : Optional.empty();
        } catch (IOException e) {
            throw new StorageException("cannot use the key file " + key + ": " + e.getMessage(), e);
        }
    }

    /** Writes {@code fresh} to a new owner-only key file; if another start made one meanwhile, answers that key. */
    public static DatabaseKey create(Path keyFile, DatabaseKey fresh) {
        Path key = keyFile.toAbsolutePath().normalize();
        try {
            Files.createDirectories(key.getParent());
            try {
                Files.createFile(key, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
            } catch (FileAlreadyExistsException raced) {
                return read(key);
            }
            Files.writeString(key, fresh.toHex() + "\n", StandardCharsets.US_ASCII);
            DurableFiles.sync(key);
            return fresh;
        } catch (IOException e) {
            throw new StorageException("cannot create the key file " + key + ": " + e.getMessage(), e);
        }
    }

    private static Path checkedPath(Path keyFile, Path dataDir) {
        Path key = keyFile.toAbsolutePath().normalize();
        if (key.startsWith(dataDir.toAbsolutePath().normalize())) {
            throw new StorageException("the key file " + key + " is inside the data directory " + dataDir
                    + "; put it elsewhere (db.key-file, default ~/.config/hearth/db.key)");
        }
        return key;
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
