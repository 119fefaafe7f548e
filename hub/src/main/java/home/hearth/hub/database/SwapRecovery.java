package home.hearth.hub.database;

import home.hearth.hub.database.SwapJournal.Step;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Ends a swap that a power cut or a kill left half-done, before anything opens the database. The rule is
 * back, not forward: the restore did not say it was done (it says so only after the journal is gone), so
 * the household expects the database it had; the old files are all still there under their set-aside
 * names, while the restored copy can be restored again from its backup. One exception: a restore into a
 * data directory with no {@code hub.db} yet (a new card, the backup put on it) goes forward, because going
 * back would leave no database, and the next start would make an empty one with the backup set aside.
 * Each rename of the swap was synced before the next, and so is each rename here, so the folder is at one
 * step of the plan; which one is found from the names present. A folder at no step (a file moved or
 * deleted by hand) is not guessed at: the start stops and changes nothing. A draft journal without a journal
 * (a cut while it was written, before any rename) is removed.
 */
final class SwapRecovery {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(SwapRecovery.class);
    private static final String LIVE = "hub.db";

    private SwapRecovery() {}

    /** Ends an interrupted swap in {@code dataDir}, if its journal is there; the caller holds the directory's lock. */
    static void recover(Path dataDir) {
        Optional<List<Step>> journal = SwapJournal.read(dataDir);
        if (journal.isEmpty()) {
            removeDraft(dataDir);
            return;
        }
        List<Step> plan = journal.get();
        int done = stepReached(dataDir, plan);
        if (replacesNoDatabase(plan)) {
            finish(dataDir, plan, done);
        } else {
            rollBack(dataDir, plan, done);
        }
    }

    /** The restore sets {@code hub.db} aside first when there is one ({@link DatabaseRestore}'s plan). */
    private static boolean replacesNoDatabase(List<Step> plan) {
        return plan.stream().noneMatch(s -> s.from().equals(LIVE));
    }

    private static void rollBack(Path dataDir, List<Step> plan, int done) {
        for (int i = done - 1; i >= 0; i--) {
            Step step = plan.get(i);
            String what = "putting " + step.to() + " back to " + step.from();
            rename(dataDir, step.to(), step.from(), what, i + 1, plan.size());
            LOG.info("Interrupted restore: put {} back to {}", step.to(), step.from());
        }
        removeJournal(dataDir, "the database it was replacing is back as hub.db");
        LOG.warn("A restore into {} was interrupted (a power cut or a kill) after {} of its {} renames; the database it"
                + " was replacing is back as hub.db, as before the restore{}. Run bin/hearth restore again to restore"
                + " the backup.", dataDir, done, plan.size(), done == 0 ? " (nothing had been moved yet)" : "");
    }

    /** Makes the renames the cut left undone, in order: the folder ends as a whole restore leaves it. */
    private static void finish(Path dataDir, List<Step> plan, int done) {
        for (int i = done; i < plan.size(); i++) {
            Step step = plan.get(i);
            String what = "renaming " + step.from() + " to " + step.to() + " (there was no database before it, so the"
                    + " hub finishes the restore)";
            rename(dataDir, step.from(), step.to(), what, done, plan.size());
            LOG.info("Interrupted restore: renamed {} to {}", step.from(), step.to());
        }
        removeJournal(dataDir, "the restored backup is hub.db");
        LOG.info("A restore into {} was interrupted (a power cut or a kill) after {} of its {} renames; there was no"
                + " database there before it, so the hub finished it: the restored backup is hub.db.", dataDir, done,
                plan.size());
    }

    /** A draft journal a cut left before it was renamed into place: no rename followed it, so nothing to undo. */
    private static void removeDraft(Path dataDir) {
        try {
            if (SwapJournal.removeDraft(dataDir)) {
                LOG.info("A restore into {} was cut short (a power cut or a kill) while writing its journal, before"
                        + " it changed anything; removed the unfinished {}. Run bin/hearth restore again to restore"
                        + " the backup.", dataDir, SwapJournal.DRAFT_NAME);
            }
        } catch (IOException e) {
            // Harmless where it is (never read as a journal; the next restore replaces it): not worth a refused start.
            LOG.warn("Cannot remove {}, the unfinished journal of a restore cut short before it changed anything ({});"
                    + " delete it by hand.", SwapJournal.DRAFT_NAME, DatabaseSwap.reason(e));
        }
    }

    private static void removeJournal(Path dataDir, String outcome) {
        try {
            SwapJournal.remove(dataDir);
        } catch (IOException e) {
            throw new StorageException("a restore into " + dataDir + " was interrupted; " + outcome + ", but its"
                    + " journal cannot be removed (" + DatabaseSwap.reason(e) + "). Delete "
                    + SwapJournal.of(dataDir) + ", then start the hub.", e);
        }
    }

    /** How many renames of {@code plan} the folder shows done; refuses a folder that matches none. */
    private static int stepReached(Path dataDir, List<Step> plan) {
        Set<String> involved = new TreeSet<>();
        plan.forEach(s -> {
            involved.add(s.from());
            involved.add(s.to());
        });
        Set<String> present = new TreeSet<>();
        for (String name : involved) {
            if (Files.exists(dataDir.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
                present.add(name);
            }
        }
        List<Set<String>> states = states(plan, dataDir);
        List<Integer> matching = new ArrayList<>();
        for (int k = 0; k < states.size(); k++) {
            if (states.get(k).equals(present)) {
                matching.add(k);
            }
        }
        if (matching.size() != 1) {
            throw new StorageException("a restore into " + dataDir + " was interrupted, but its files match no step of"
                    + " it (a file moved or deleted since?): of " + involved + " there are " + present + ". The hub did"
                    + " not start and changed nothing. " + SwapJournal.of(dataDir) + " lists the renames (from, to);"
                    + " put hub.db and its side files back from hub.db.replaced-<time>* (with none, there was no"
                    + " database before: rename hub.db.restoring* to hub.db*), delete the journal, then start the hub.");
        }
        return matching.get(0);
    }

    /** The names present before the swap and after each rename: each from was there, each to was not. */
    private static List<Set<String>> states(List<Step> plan, Path dataDir) {
        Set<String> seen = new HashSet<>();
        Set<String> present = new TreeSet<>();
        for (Step s : plan) {
            if (seen.add(s.from())) {
                present.add(s.from());
            }
            seen.add(s.to());
        }
        List<Set<String>> states = new ArrayList<>(List.of(Set.copyOf(present)));
        for (Step s : plan) {
            if (!present.remove(s.from()) || !present.add(s.to())) {
                throw SwapJournal.unreadable(SwapJournal.of(dataDir), "its renames do not follow one another", null);
            }
            states.add(Set.copyOf(present));
        }
        return states;
    }

    /**
     * Renames {@code from} to {@code to} inside {@code dataDir}, never over a file, synced before the next, so that
     * a cut here too leaves the folder at a step of the plan with the journal intact.
     */
    private static void rename(Path dataDir, String from, String to, String what, int number, int of) {
        Path target = dataDir.resolve(to);
        try {
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileAlreadyExistsException(target.toString(), null, "in the way; it is not replaced");
            }
            Files.move(dataDir.resolve(from), target, StandardCopyOption.ATOMIC_MOVE);
            DurableFiles.syncFolder(dataDir);
        } catch (IOException e) {
            throw new StorageException("a restore into " + dataDir + " was interrupted after " + number + " of its "
                    + of + " renames, and " + what + " failed (" + DatabaseSwap.reason(e) + "). The hub did not start;"
                    + " nothing was deleted and the journal is kept, so the next start tries again once the cause is"
                    + " fixed.", e);
        }
    }
}
