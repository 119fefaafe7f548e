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
 * and its side files are again what they were. A power cut cannot run {@link #undo()}: the plan is in a
 * {@link SwapJournal} before the first rename and each rename is synced before the next, so the next
 * start finds the folder at one step of the plan and {@link SwapRecovery} undoes it (or finishes it, when
 * there was no {@code hub.db} to set aside).
 */
final class DatabaseSwap {
    /** One rename: {@code from} goes to {@code to}, both in the data directory. */
    record Rename(Path from, Path to) {}

    private final Path dataDir;
    private final IntConsumer afterRename;
    private final Deque<Rename> done = new ArrayDeque<>();

    DatabaseSwap(Path dataDir) {
        this(dataDir, n -> { });
    }

    /** Tests stop the swap after rename number n (0: the journal) by throwing from {@code afterRename}, as a power cut. */
    DatabaseSwap(Path dataDir, IntConsumer afterRename) {
        this.dataDir = dataDir;
        this.afterRename = afterRename;
    }

    /**
     * Journals {@code plan}, makes its renames in order, then removes the journal. On an exception, call
     * {@link #undo()}: the renames made so far are remembered.
     */
    void run(List<Rename> plan) throws IOException {
        List<SwapJournal.Step> steps = new ArrayList<>();
        for (Rename r : plan) {
            steps.add(new SwapJournal.Step(nameIn(r.from()), nameIn(r.to())));
        }
        SwapJournal.write(dataDir, steps);
        afterRename.accept(0);
        for (Rename r : plan) {
            rename(r.from(), r.to());
        }
        commit();
    }

    /** Renames {@code from} to {@code to}, which must not exist, durably; remembered for {@link #undo()}. */
    private void rename(Path from, Path to) throws IOException {
        if (Files.exists(to, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(to.toString(), from.toString(), "in the way; it is not replaced");
        }
        Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        done.push(new Rename(from, to));
        DurableFiles.syncFolder(dataDir); // on the disk before the next, so a power cut leaves a step of the plan
        afterRename.accept(done.size());
    }

    /** The renames are on the disk; the journal goes last (if it cannot, {@link #undo()} still can). */
    private void commit() throws IOException {
        DurableFiles.syncFolder(dataDir);
        SwapJournal.remove(dataDir);
        done.clear();
    }

    /**
     * Renames everything back, newest first, going on past a rename that fails; answers those that
     * failed as "where it is → where it belongs: why", empty when all is back. The journal is removed
     * when all is back, and kept otherwise, for the next start to try again.
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
        if (stuck.isEmpty()) {
            try {
                SwapJournal.remove(dataDir);
            } catch (IOException e) {
                // the next start finds the folder before the first rename and removes it then
            }
        }
        return stuck;
    }

    private String nameIn(Path file) {
        if (!dataDir.equals(file.getParent())) {
            throw new IllegalArgumentException("a swap renames inside " + dataDir + " only, got: " + file);
        }
        return file.getFileName().toString();
    }

    static String reason(IOException e) {
        return e instanceof FileSystemException fs && fs.getReason() != null
                ? fs.getFile() + ": " + fs.getReason() : e.toString();
    }
}
