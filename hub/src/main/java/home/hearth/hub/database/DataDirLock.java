package home.hearth.hub.database;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The running hub holds an exclusive lock on {@code hub.lock} in its data directory, so a second
 * hub on the same data, or a restore, is refused while it runs. The OS drops the lock when the
 * process dies, even by SIGKILL. Whoever takes the lock first ends a restore's swap that a power cut
 * left half-done ({@link SwapRecovery}): the hub starts, and a restore begins, on the database as it was
 * before that restore, or on the restored one when there was none before it.
 */
public final class DataDirLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private DataDirLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the lock or fails with {@code whatThen} naming what the caller should do; then ends an interrupted
     * restore's swap, or fails (releasing the lock) saying why it cannot.
     */
    public static DataDirLock acquire(Path dataDir, String whatThen) {
        Path file = dataDir.resolve("hub.lock");
        FileChannel ch = null;
        try {
            Files.createDirectories(dataDir);
            ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = ch.tryLock();
            if (lock == null) {
                ch.close();
                throw new StorageException("a Hearth hub is running on " + dataDir + "; " + whatThen);
            }
            DataDirLock held = new DataDirLock(ch, lock);
            recoverHolding(held, dataDir);
            return held;
        } catch (OverlappingFileLockException e) {
            closeQuietly(ch);
            throw new StorageException("a Hearth hub is running on " + dataDir + " in this process; " + whatThen, e);
        } catch (IOException e) {
            closeQuietly(ch);
            throw new StorageException("cannot lock the data directory " + dataDir + ": " + e.getMessage(), e);
        }
    }

    private static void recoverHolding(DataDirLock held, Path dataDir) {
        try {
            SwapRecovery.recover(dataDir);
        } catch (RuntimeException e) {
            held.close();
            throw e;
        }
    }

    private static void closeQuietly(FileChannel ch) {
        try {
            if (ch != null) {
                ch.close();
            }
        } catch (IOException ignored) {
            // nothing held
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException ignored) {
            // the OS releases it with the process anyway
        }
    }
}
