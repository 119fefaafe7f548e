package home.hearth.hub.database;

import home.hearth.hub.config.StorageConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntConsumer;

/**
 * {@code hearth restore <backup-file>} with the hub stopped: the backup is copied into the data
 * directory, checked with the current key (it must open and pass {@code integrity_check}), and
 * only then swapped in for {@code hub.db}; the replaced database is kept beside it as
 * {@code hub.db.replaced-<time>}. With a passphrase key, the salt saved beside the backup
 * ({@code hub-<time>.db.salt}) derives the key and replaces the data directory's {@code hub.db.salt}.
 * Any refusal leaves the live database as it was, and so does a failure half-way through the swap (a
 * rename refused, a file in the way): every rename is undone ({@link DatabaseSwap}). Content sealed
 * with a member key destroyed since the backup stays unreadable after the restore. A power cut in the middle of
 * the swap leaves its journal: the next start puts the live database back, or, when there was none (a first
 * restore into a new data directory), finishes the swap ({@link SwapRecovery}).
 */
public final class DatabaseRestore {
    /** The live database's files a restore sets aside: without and with the passphrase's salt. */
    private static final List<String> LIVE = List.of("", "-wal", "-shm");
    private static final List<String> LIVE_AND_SALT = List.of("", "-wal", "-shm", ".salt");
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private DatabaseRestore() {}

    /** Restores {@code backup}; answers where the replaced database was kept (empty path when there was none). */
    public static Path restore(Path backup, StorageConfig settings, Clock clock) {
        return restore(backup, settings, clock, n -> { });
    }

    /** As {@link #restore(Path, StorageConfig, Clock)}; tests interrupt the swap after rename number n. */
    static Path restore(Path backup, StorageConfig settings, Clock clock, IntConsumer afterRename) {
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
            return swapIn(incoming, salt, dataDir, clock, afterRename);
        }
    }

    private static void copy(Path backup, Path incoming) {
        try {
            Files.deleteIfExists(incoming);
            Files.copy(backup, incoming, StandardCopyOption.COPY_ATTRIBUTES);
            DurableFiles.sync(incoming);
        } catch (IOException e) {
            deleteRestoring(incoming); // a copy cut short by a full disk must not keep the space
            throw new StorageException("cannot copy the backup into the data directory: " + DatabaseSwap.reason(e)
                    + ". The live database was not touched.", e);
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

    /**
     * Renames the live database and its side files aside, then the checked copy (and the backup's salt) in. A
     * failure after the first rename undoes them all: {@code hub.db} is again the database it was, and the error
     * says so; if even that fails, it names where each file was left. Nothing set aside is deleted.
     */
    private static Path swapIn(Path incoming, Optional<Path> backupSalt, Path dataDir, Clock clock,
            IntConsumer afterRename) {
        Path live = dataDir.resolve("hub.db");
        Path kept = freeName(dataDir, "hub.db.replaced-" + STAMP.format(clock.instant()));
        prepare(incoming, backupSalt);
        DatabaseSwap swap = new DatabaseSwap(dataDir, afterRename);
        try {
            swap.run(plan(live, kept, incoming, backupSalt.isPresent()));
            return Files.exists(kept) ? kept : Path.of("");
        } catch (IOException | RuntimeException e) {
            String why = e instanceof IOException io ? DatabaseSwap.reason(io) : e.toString();
            List<String> stuck = swap.undo();
            if (!stuck.isEmpty()) {
                throw new StorageException("cannot put the restored database in place (" + why + "), and putting the"
                        + " live database back failed too: " + String.join("; ", stuck) + ". Nothing was deleted: fix"
                        + " the cause and start the hub, which tries again from the restore's journal, or rename those"
                        + " files back by hand (" + kept.getFileName() + " is the live database, "
                        + incoming.getFileName() + " the restored copy) and delete " + SwapJournal.NAME + ".", e);
            }
            deleteRestoring(incoming);
            throw new StorageException("cannot put the restored database in place (" + why + "). The live database was"
                    + " put back as it was, with its side files; nothing changed. Fix the cause and restore again.", e);
        }
    }

    /** The renames that set the live files aside and put the checked copy (and the backup's salt) in. */
    private static List<DatabaseSwap.Rename> plan(Path live, Path kept, Path incoming, boolean withSalt) {
        // Replacing the salt too, the replaced database keeps its own beside it (hub.db.replaced-<time>.salt).
        // A -wal or -shm is set aside even without a hub.db: SQLite would read a stray one into the restored copy.
        List<DatabaseSwap.Rename> plan = new ArrayList<>();
        for (String suffix : withSalt ? LIVE_AND_SALT : LIVE) {
            Path f = sibling(live, suffix);
            if (Files.exists(f, LinkOption.NOFOLLOW_LINKS)) {
                plan.add(new DatabaseSwap.Rename(f, sibling(kept, suffix)));
            }
        }
        if (withSalt) {
            plan.add(new DatabaseSwap.Rename(KeySource.saltOf(incoming), KeySource.saltOf(live)));
        }
        plan.add(new DatabaseSwap.Rename(incoming, live));
        return plan;
    }

    /**
     * Everything that can fail for want of space, before the live database is touched: the backup's salt beside
     * the checked copy, synced, and no -wal or -shm of the check left to be mistaken for the copy's.
     */
    private static void prepare(Path incoming, Optional<Path> backupSalt) {
        try {
            for (String suffix : new String[] {"-wal", "-shm"}) {
                Files.deleteIfExists(sibling(incoming, suffix));
            }
            if (backupSalt.isPresent()) {
                Path incomingSalt = KeySource.saltOf(incoming);
                Files.copy(backupSalt.get(), incomingSalt, StandardCopyOption.REPLACE_EXISTING);
                DurableFiles.sync(incomingSalt);
            }
        } catch (IOException e) {
            deleteRestoring(incoming);
            throw new StorageException("cannot copy the backup's salt into the data directory: "
                    + DatabaseSwap.reason(e) + ". The live database was not touched.", e);
        }
    }

    private static Path sibling(Path file, String suffix) {
        return file.resolveSibling(file.getFileName() + suffix);
    }

    /**
     * {@code name}, or {@code name-2}, {@code -3}… when a restore in the same second kept a database
     * there already: the rename would replace it, and it may be the only copy of the newest data.
     */
    private static Path freeName(Path dataDir, String name) {
        Path kept = dataDir.resolve(name);
        for (int n = 2; taken(kept); n++) {
            kept = dataDir.resolve(name + "-" + n);
        }
        return kept;
    }

    private static boolean taken(Path kept) {
        for (String suffix : LIVE_AND_SALT) {
            if (Files.exists(sibling(kept, suffix), LinkOption.NOFOLLOW_LINKS)) {
                return true;
            }
        }
        return false;
    }

    private static void deleteRestoring(Path incoming) {
        for (String suffix : LIVE_AND_SALT) {
            try {
                Files.deleteIfExists(sibling(incoming, suffix));
            } catch (IOException ignored) {
                // a leftover hub.db.restoring is replaced by the next restore
            }
        }
    }
}
