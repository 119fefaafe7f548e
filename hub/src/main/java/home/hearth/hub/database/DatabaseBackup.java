package home.hearth.hub.database;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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
        // Written under another name and renamed once whole: a copy cut short (a full stick, a kill) is never
        // taken for a backup, by a restore or by backup.sh, which keeps the newest 14 named hub-*.db.
        Path partial = target.resolveSibling(target.getFileName() + ".partial");
        try {
            Files.deleteIfExists(partial);
            db.execute("VACUUM INTO '" + partial.toString().replace("'", "''") + "'");
            keepSalt(db.file(), target);
            DurableFiles.sync(partial);
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            DurableFiles.syncFolder(dir.toAbsolutePath());
        } catch (IOException | StorageException e) {
            deleteQuietly(partial);
            deleteQuietly(KeySource.saltOf(target));
            throw new StorageException("the backup into " + dir + " failed and nothing was kept: " + e.getMessage(), e);
        }
        return target;
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // the failure that brought us here is the one reported
        }
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
                DurableFiles.sync(KeySource.saltOf(backup));
            } catch (IOException e) {
                throw new StorageException("the backup " + backup + " was written, but its salt file could not be: "
                        + e.getMessage() + ". Without it the passphrase cannot open the backup; try again", e);
            }
        }
    }
}
