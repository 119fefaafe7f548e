package home.hearth.hub.database;

import home.hearth.hub.config.StorageConfig;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

/**
 * {@code hearth restore <backup-file>} with the hub stopped: the backup is copied into the data
 * directory, checked with the current key (it must open and pass {@code integrity_check}), and
 * only then swapped in for {@code hub.db}; the replaced database is kept beside it as
 * {@code hub.db.replaced-<time>}. With a passphrase key, the salt saved beside the backup
 * ({@code hub-<time>.db.salt}) derives the key and replaces the data directory's {@code hub.db.salt}. Any refusal leaves the live database as it was. Content sealed
 * with a member key destroyed since the backup stays unreadable after the restore.
 */
public final class DatabaseRestore {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private DatabaseRestore() {}

    /** Restores {@code backup}; answers where the replaced database was kept (empty path when there was none). */
    public static Path restore(Path backup, StorageConfig settings, Clock clock) {
        if (!Files.isRegularFile(backup)) {
            throw new StorageException("no backup file at " + backup);
        }
        Path dataDir = settings.dataDir();
        try (DataDirLock lock = DataDirLock.acquire(dataDir, "stop it first (systemctl stop hearth), then restore")) {
            Path incoming = dataDir.resolve("hub.db.restoring");
            copy(backup, incoming);
            check(incoming, KeySource.keyForBackup(settings, backup));
            // With a passphrase, the backup's key came from the salt saved beside it; the data directory
            // keeps that salt from now on (its own may be a new start's, or gone with a lost disk).
            Optional<Path> salt = Optional.of(KeySource.saltOf(backup))
                    .filter(s -> KeySource.usesPassphrase(settings) && Files.exists(s));
            return swapIn(incoming, salt, dataDir, clock);
        }
    }

    private static void copy(Path backup, Path incoming) {
        try {
            Files.deleteIfExists(incoming);
            Files.copy(backup, incoming, StandardCopyOption.COPY_ATTRIBUTES);
            force(incoming);
        } catch (IOException e) {
            throw new StorageException("cannot copy the backup into the data directory: " + e.getMessage(), e);
        }
    }

    private static void check(Path incoming, DatabaseKey key) {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(incoming, key)) {
            db.requireIntact(); // closed either way: a refused copy must not stay open under its deleted name
        } catch (StorageException e) {
            deleteRestoring(incoming);
            // The sentence from the check says why: the key (a backup of another hub) or damage (a cut-short copy).
            throw new StorageException("the backup cannot be restored: " + e.getMessage()
                    + " The live database was not touched.", e);
        }
    }

    private static Path swapIn(Path incoming, Optional<Path> backupSalt, Path dataDir, Clock clock) {
        Path live = dataDir.resolve("hub.db");
        Path kept = freeName(dataDir, "hub.db.replaced-" + STAMP.format(clock.instant()));
        Path incomingSalt = KeySource.saltOf(incoming);
        try {
            if (backupSalt.isPresent()) {
                Files.copy(backupSalt.get(), incomingSalt, StandardCopyOption.REPLACE_EXISTING);
                force(incomingSalt);
            }
            if (Files.exists(live)) {
                // Replacing the salt too, the replaced database keeps its own beside it (hub.db.replaced-<time>.salt).
                String[] suffixes = backupSalt.isPresent() ? new String[] {"", "-wal", "-shm", ".salt"}
                        : new String[] {"", "-wal", "-shm"};
                for (String suffix : suffixes) {
                    Path f = dataDir.resolve("hub.db" + suffix);
                    if (Files.exists(f)) {
                        Files.move(f, kept.resolveSibling(kept.getFileName() + suffix), StandardCopyOption.ATOMIC_MOVE);
                    }
                }
            }
            for (String suffix : new String[] {"-wal", "-shm"}) {
                Files.deleteIfExists(dataDir.resolve("hub.db.restoring" + suffix));
            }
            if (backupSalt.isPresent()) {
                Files.move(incomingSalt, KeySource.saltOf(live), StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
            }
            Files.move(incoming, live, StandardCopyOption.ATOMIC_MOVE);
            force(dataDir);
            return Files.exists(kept) ? kept : Path.of("");
        } catch (IOException e) {
            throw new StorageException("cannot put the restored database in place: " + e.getMessage(), e);
        }
    }

    /**
     * {@code name}, or {@code name-2}, {@code -3}… when a restore in the same second kept a database
     * there already: the rename would replace it, and it may be the only copy of the newest data.
     */
    private static Path freeName(Path dataDir, String name) {
        Path kept = dataDir.resolve(name);
        for (int n = 2; Files.exists(kept) || Files.exists(kept.resolveSibling(kept.getFileName() + "-wal")); n++) {
            kept = dataDir.resolve(name + "-" + n);
        }
        return kept;
    }

    private static void deleteRestoring(Path incoming) {
        for (String suffix : new String[] {"", "-wal", "-shm"}) {
            try {
                Files.deleteIfExists(incoming.resolveSibling(incoming.getFileName() + suffix));
            } catch (IOException ignored) {
                // a leftover hub.db.restoring is replaced by the next restore
            }
        }
    }

    private static void force(Path path) throws IOException {
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            if (!Files.isDirectory(path)) {
                throw e;
            }
        }
    }
}
