package home.hearth.hub.database;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The renames of a restore, undone together when one fails. Every step is a rename inside the data
 * directory: none needs free space, none deletes anything, and a rename never replaces a file (one in
 * the way is a failure, not a loss). {@link #undo()} renames back, newest first, so that {@code hub.db}
 * and its side files are again what they were.
 */
final class DatabaseSwap {
    /** One rename done: {@code from} is now at {@code to}. */
    private record Rename(Path from, Path to) {}

    private final Path dataDir;
    private final IntConsumer afterRename;
    private final Deque<Rename> done = new ArrayDeque<>();

    DatabaseSwap(Path dataDir) {
        this(dataDir, n -> { });
    }

    /** Tests stop the swap after rename number n ({@code afterRename} throws), as a power cut would. */
    DatabaseSwap(Path dataDir, IntConsumer afterRename) {
        this.dataDir = dataDir;
        this.afterRename = afterRename;
    }

    /** Renames {@code from} to {@code to}, which must not exist; remembered for {@link #undo()}. */
    void rename(Path from, Path to) throws IOException {
        if (Files.exists(to, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(to.toString(), from.toString(), "in the way; it is not replaced");
        }
        Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        done.push(new Rename(from, to));
        afterRename.accept(done.size());
    }

    /** Syncs the data directory, so that the renames survive a power cut. */
    void commit() {
        done.clear();
        DurableFiles.syncFolder(dataDir);
    }

    /**
     * Renames everything back, newest first, going on past a rename that fails; answers those that
     * failed as "where it is → where it belongs: why", empty when all is back.
     */
    List<String> undo() {
        List<String> stuck = new ArrayList<>();
        while (!done.isEmpty()) {
            Rename r = done.pop();
            try {
                Files.move(r.to(), r.from(), StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                stuck.add(r.to().getFileName() + " → " + r.from().getFileName() + ": " + reason(e));
            }
        }
        DurableFiles.syncFolder(dataDir);
        return stuck;
    }

    static String reason(IOException e) {
        return e instanceof FileSystemException fs && fs.getReason() != null
                ? fs.getFile() + ": " + fs.getReason() : e.toString();
    }
}
