package home.hearth.hub.database;

import home.hearth.hub.config.StorageConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * Where the database key comes from, in order: {@code HEARTH_DB_KEY} as 64 hex digits (a raw
 * key), {@code HEARTH_DB_KEY} as a passphrase (through {@link PassphraseKdf}), or the key file.
 * A first start makes a salt or a key file, but writes it only after the database opened with
 * the key: a refused start (a wrong passphrase, a missing key file) changes nothing on disk.
 */
public final class KeySource {
    /** A key, and the file to write once the database opened with it (none when nothing is new). */
    public record Resolved(DatabaseKey key, Runnable keep) {}

    private KeySource() {}

    /** Opens {@code hub.db} in the data directory with the configured key; writes a new salt or key file only then. */
    public static SqlCipherDatabase openDatabase(StorageConfig settings) {
        requireNoInterruptedSwap(settings.dataDir());
        Resolved resolved = resolve(settings);
        try {
            Files.createDirectories(settings.dataDir());
        } catch (IOException e) {
            throw new StorageException("cannot create the data directory " + settings.dataDir() + ": " + e.getMessage(), e);
        }
        SqlCipherDatabase db = SqlCipherDatabase.open(settings.dataDir().resolve("hub.db"), resolved.key());
        resolved.keep().run();
        return db;
    }

    /**
     * Refuses a data directory a restore's swap was cut short in: {@code hub.db} may be missing (a new, empty one
     * would be made) or the salt the new one's. Only the hub's start, holding the lock, puts it back.
     */
    public static void requireNoInterruptedSwap(Path dataDir) {
        if (Files.exists(SwapJournal.of(dataDir))) {
            throw new StorageException("a restore into " + dataDir + " was interrupted (" + SwapJournal.NAME + " is"
                    + " there), so the database there is not opened. Nothing was changed: start the hub, which puts"
                    + " the database the restore was replacing back (or finishes the restore when there was none),"
                    + " then try again.");
        }
    }

    public static Resolved resolve(StorageConfig settings) {
        if (settings.key().isPresent()) {
            String k = settings.key().get();
            return DatabaseKey.isHex(k) ? new Resolved(DatabaseKey.fromHex(k), () -> { }) : passphrase(k, settings);
        }
        Optional<DatabaseKey> existing = KeyFile.read(settings.keyFile(), settings.dataDir());
        if (existing.isPresent()) {
            return new Resolved(existing.get(), () -> { });
        }
        DatabaseKey fresh = DatabaseKey.random();
        return new Resolved(fresh, () -> KeyFile.create(settings.keyFile(), fresh));
    }

    /**
     * The salt a passphrase key of {@code databaseFile} was derived with: {@code hub.db.salt} beside
     * the live database, {@code hub-<time>.db.salt} beside a backup (not secret; without it the
     * passphrase opens nothing).
     */
    public static Path saltOf(Path databaseFile) {
        return databaseFile.resolveSibling(databaseFile.getFileName() + ".salt");
    }

    /** Whether {@code HEARTH_DB_KEY} is a passphrase, whose key depends on the database's salt too. */
    public static boolean usesPassphrase(StorageConfig settings) {
        return settings.key().filter(k -> !DatabaseKey.isHex(k)).isPresent();
    }

    /**
     * The key that opens {@code backup}: with a passphrase, derived with the salt saved beside the
     * backup when there is one (the data directory's may be new, or lost with it); else this hub's key.
     */
    public static DatabaseKey keyForBackup(StorageConfig settings, Path backup) {
        Path salt = saltOf(backup);
        if (usesPassphrase(settings) && Files.exists(salt)) {
            try {
                return PassphraseKdf.derive(settings.key().get(), Files.readAllBytes(salt));
            } catch (IOException e) {
                throw new StorageException("cannot read the backup's salt file " + salt + ": " + e.getMessage(), e);
            }
        }
        return resolve(settings).key();
    }

    private static Resolved passphrase(String passphrase, StorageConfig settings) {
        Path saltFile = saltOf(settings.dataDir().resolve("hub.db"));
        try {
            if (Files.exists(saltFile)) {
                return new Resolved(PassphraseKdf.derive(passphrase, Files.readAllBytes(saltFile)), () -> { });
            }
            byte[] salt = PassphraseKdf.newSalt();
            return new Resolved(PassphraseKdf.derive(passphrase, salt), () -> writeSalt(saltFile, salt));
        } catch (IOException e) {
            throw new StorageException("cannot read the key salt file " + saltFile + ": " + e.getMessage(), e);
        }
    }

    private static void writeSalt(Path saltFile, byte[] salt) {
        try {
            Files.write(saltFile, salt, StandardOpenOption.CREATE_NEW);
            DurableFiles.sync(saltFile);
        } catch (IOException e) {
            throw new StorageException("cannot create the key salt file " + saltFile + ": " + e.getMessage(), e);
        }
    }
}
