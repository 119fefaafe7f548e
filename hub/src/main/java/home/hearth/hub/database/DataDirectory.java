package home.hearth.hub.database;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether the hub can still write its data directory. A disk error can turn a file system read-only
 * under a running hub (ext4's {@code errors=remount-ro}); {@code access(2)} does not always see that,
 * so the check creates and removes an empty file, at most once per {@value #RECHECK_MILLIS} ms.
 */
public final class DataDirectory {
    private static final long RECHECK_MILLIS = 2000;
    private final Path dir;
    private volatile Optional<String> lastProblem = Optional.empty();
    private volatile long checkedAt = System.nanoTime() - RECHECK_MILLIS * 2_000_000;

    public DataDirectory(Path dir) {
        this.dir = dir;
    }

    /**
     * Refuses to start on a directory that cannot be written, before anything is written there.
     *
     * @throws StorageException naming the directory, the reason and what to do
     */
    public static void requireWritable(Path dir) {
        if (Files.isDirectory(dir)) {
            new DataDirectory(dir).unwritable().ifPresent(reason -> {
                throw new StorageException("the data directory " + dir + " cannot be written (" + reason + "); the hub"
                        + " stores everything there, so it did not start and changed nothing: make it writable (is the"
                        + " disk mounted read-only?) or set HEARTH_DATA_DIR to a writable place");
            });
        }
    }

    /** Empty while the directory can be written; else one sentence for {@code /health}. */
    public Optional<String> problem() {
        long now = System.nanoTime();
        if (now - checkedAt >= RECHECK_MILLIS * 1_000_000) {
            lastProblem = unwritable().map(reason -> "The data directory " + dir + " cannot be written (" + reason
                    + "), so nothing can be stored until it is writable again and the hub restarted; reading still works.");
            checkedAt = now;
        }
        return lastProblem;
    }

    /** Whether a write failed because the directory cannot be written (checked now, not from the cache). */
    public boolean readOnlyNow() {
        checkedAt = System.nanoTime() - RECHECK_MILLIS * 2_000_000;
        return problem().isPresent();
    }

    private Optional<String> unwritable() {
        try {
            Path probe = Files.createTempFile(dir, ".write-check-", "");
            Files.delete(probe);
            return Optional.empty();
        } catch (IOException e) {
            String reason = e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null ? fs.getReason()
                    : e.getMessage();
            return Optional.of(reason);
        }
    }
}
