package home.hearth.hub.database;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Puts a file on the disk before the hub goes on. The database syncs every commit; a key, a salt or a backup written
 * beside it without a sync can still be in the page cache when the power goes (a Pi's usual way to stop), and comes
 * back empty or missing beside a database that holds data: nothing could open it again.
 */
public final class DurableFiles {
    private DurableFiles() {}

    /** Syncs the file's content, then its folder, so that its name survives too. */
    public static void sync(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.force(true);
        }
        syncFolder(file.toAbsolutePath().getParent());
    }

    /** Syncs a folder after a file in it was created or renamed. */
    public static void syncFolder(Path folder) {
        try (FileChannel dir = FileChannel.open(folder, StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException ignored) {
            // some file systems cannot sync a folder; the file's own content is synced, and a rename is still atomic
        }
    }
}
