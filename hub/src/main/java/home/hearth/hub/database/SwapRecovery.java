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
 * Puts the old database back after a swap that a power cut or a kill left half-done, before anything
 * opens the database. The rule is always back, never forward: the restore did not say it was done (it
 * says so only after the journal is gone), so the household expects the database it had; the old files
 * are all still there under their set-aside names, while the restored copy can be restored again from
 * its backup. Each rename of the swap was synced before the next, so the folder is at one step of the
 * plan; which one is found from the names present. A folder at no step (a file moved or deleted by hand)
 * is not guessed at: the start stops and changes nothing.
 */
final class SwapRecovery {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(SwapRecovery.class);

    private SwapRecovery() {}

    /** Undoes an interrupted swap in {@code dataDir}, if its journal is there; the caller holds the directory's lock. */
    static void recover(Path dataDir) {
        Optional<List<Step>> journal = SwapJournal.read(dataDir);
        if (journal.isEmpty()) {
            removeDraft(dataDir);
            return;
        }
        List<Step> plan = journal.get();
        int done = stepReached(dataDir, plan);
        for (int i = done - 1; i >= 0; i--) {
            undo(dataDir, plan.get(i), i + 1, plan.size());
        }
        try {
            SwapJournal.remove(dataDir);
        } catch (IOException e) {
            throw new StorageException("a restore into " + dataDir + " was interrupted; the database it was replacing"
                    + " is back as hub.db, but its journal cannot be removed (" + DatabaseSwap.reason(e) + "). Delete "
                    + SwapJournal.of(dataDir) + ", then start the hub.", e);
        }
        LOG.warn("A restore into {} was interrupted (a power cut or a kill) after {} of its {} renames; the database it"
                + " was replacing is back as hub.db, as before the restore{}. Run bin/hearth restore again to restore"
                + " the backup.", dataDir, done, plan.size(), done == 0 ? " (nothing had been moved yet)" : "");
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
                    + " put hub.db and its side files back from hub.db.replaced-<time>*, delete the journal, then start"
                    + " the hub.");
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

    private static void undo(Path dataDir, Step step, int number, int of) {
        Path from = dataDir.resolve(step.from());
        try {
            if (Files.exists(from, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileAlreadyExistsException(from.toString(), null, "in the way; it is not replaced");
            }
            Files.move(dataDir.resolve(step.to()), from, StandardCopyOption.ATOMIC_MOVE);
            DurableFiles.syncFolder(dataDir); // the next start finds the folder at the step before, journal intact
        } catch (IOException e) {
            throw new StorageException("a restore into " + dataDir + " was interrupted after " + number + " of its "
                    + of + " renames, and putting " + step.to() + " back to " + step.from() + " failed ("
                    + DatabaseSwap.reason(e) + "). The hub did not start; nothing was deleted and the journal is kept,"
                    + " so the next start tries again once the cause is fixed.", e);
        }
        LOG.info("Interrupted restore: put {} back to {}", step.to(), step.from());
    }
}
