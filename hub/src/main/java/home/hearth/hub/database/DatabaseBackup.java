package home.hearth.hub.database;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * Encrypted backups: {@code VACUUM INTO} writes a compact copy encrypted with the same key (unlike
 * the driver's {@code backup to}, which writes plaintext unless told otherwise).
 */
public final class DatabaseBackup {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private DatabaseBackup() {}

    /** Writes {@code hub-<utc time>.db} (and its salt, with a passphrase key) into {@code dir}; returns its path. */
    public static Path writeTo(SqlCipherDatabase db, Path dir, Clock clock) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new StorageException("cannot create the backup folder " + dir + ": " + e.getMessage(), e);
        }
        Path target = dir.toAbsolutePath().resolve("hub-" + STAMP.format(clock.instant()) + ".db");
        if (Files.exists(target)) {
            throw new StorageException("a backup named " + target + " already exists; try again in a second");
        }
        db.execute("VACUUM INTO '" + target.toString().replace("'", "''") + "'");
        keepSalt(db.file(), target);
        return target;
    }

    /**
     * A database keyed by a passphrase opens only with its salt, which lives in the data directory:
     * the backup carries a copy ({@code hub-<time>.db.salt}), so that it restores after that
     * directory is lost. The salt is not secret.
     */
    private static void keepSalt(Path database, Path backup) {
        Path salt = KeySource.saltOf(database);
        if (Files.exists(salt)) {
            try {
                Files.copy(salt, KeySource.saltOf(backup));
            } catch (IOException e) {
                throw new StorageException("the backup " + backup + " was written, but its salt file could not be: "
                        + e.getMessage() + ". Without it the passphrase cannot open the backup; try again", e);
            }
        }
    }
}
