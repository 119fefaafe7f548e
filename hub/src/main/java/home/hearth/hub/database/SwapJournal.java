package home.hearth.hub.database;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.CRC32;

/**
 * {@code hub.db.swap-journal}: the renames a restore's swap is about to make, one {@code from<TAB>to} line
 * each (names in the data directory), then {@code end <count> <crc32>}. It is on the disk before the first
 * rename and gone only after the last, so a journal found at start means a swap the power (or a kill) cut
 * short; {@link SwapRecovery} puts the old database back (or, when there was none, finishes the swap). Written
 * beside itself ({@code hub.db.swap-journal.new}) and renamed into place, so a journal is whole or absent; the
 * count and checksum catch one damaged since. A draft left without a journal is removed at start.
 */
final class SwapJournal {
    static final String NAME = "hub.db.swap-journal";
    /** Where the journal is written before it is renamed into place; never read. */
    static final String DRAFT_NAME = NAME + ".new";
    private static final String HEADER = "hearth swap journal 1";

    /** One planned rename, by name inside the data directory. */
    record Step(String from, String to) {
        Step {
            for (String name : List.of(from, to)) {
                if (name.isEmpty() || name.equals(".") || name.equals("..") || name.chars().anyMatch(c -> c == '/'
                        || c == '\t' || c == '\n' || c == '\r' || c == 0)) {
                    throw new IllegalArgumentException("a swap step names a file in the data directory, got: " + name);
                }
            }
        }
    }

    private SwapJournal() {}

    static Path of(Path dataDir) {
        return dataDir.resolve(NAME);
    }

    /** Puts the plan durably on the disk: written, synced, renamed into place, folder synced. */
    static void write(Path dataDir, List<Step> steps) throws IOException {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        for (Step s : steps) {
            text.append(s.from()).append('\t').append(s.to()).append('\n');
        }
        String crc = crc(text.toString());
        text.append("end ").append(steps.size()).append(' ').append(crc).append('\n');
        Path draft = dataDir.resolve(DRAFT_NAME);
        Files.writeString(draft, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING);
        DurableFiles.sync(draft);
        Files.move(draft, of(dataDir), StandardCopyOption.ATOMIC_MOVE);
        DurableFiles.syncFolder(dataDir);
    }

    /** Removes the journal once the swap is done or undone, durably; a draft a cut left before it counts for nothing. */
    static void remove(Path dataDir) throws IOException {
        Files.deleteIfExists(of(dataDir));
        Files.deleteIfExists(dataDir.resolve(DRAFT_NAME));
        DurableFiles.syncFolder(dataDir);
    }

    /**
     * Removes a draft a cut left while the journal was written, durably; answers whether there was one. The draft
     * goes to its place before the first rename, so a draft without a journal means nothing was renamed.
     */
    static boolean removeDraft(Path dataDir) throws IOException {
        if (!Files.deleteIfExists(dataDir.resolve(DRAFT_NAME))) {
            return false;
        }
        DurableFiles.syncFolder(dataDir);
        return true;
    }

    /**
     * The planned renames, empty when there is no journal.
     *
     * @throws StorageException when the journal cannot be read or is not whole (nothing is changed)
     */
    static Optional<List<Step>> read(Path dataDir) {
        Path file = of(dataDir);
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException none) {
            return Optional.empty();
        } catch (IOException e) {
            throw unreadable(file, DatabaseSwap.reason(e), e);
        }
        try {
            return Optional.of(parse(text));
        } catch (IllegalArgumentException e) {
            throw unreadable(file, e.getMessage(), e);
        }
    }

    private static List<Step> parse(String text) {
        List<String> lines = List.of(text.split("\n", -1));
        int last = lines.size() - 2; // the text ends with a newline
        if (lines.size() < 3 || !lines.get(0).equals(HEADER) || !lines.get(last + 1).isEmpty()) {
            throw new IllegalArgumentException("it does not start with \"" + HEADER + "\" or is cut short");
        }
        String body = text.substring(0, text.length() - lines.get(last).length() - 1);
        if (!lines.get(last).equals("end " + (last - 1) + " " + crc(body))) {
            throw new IllegalArgumentException("its last line \"" + lines.get(last) + "\" does not match its "
                    + (last - 1) + " renames (cut short or damaged)");
        }
        List<Step> steps = new ArrayList<>();
        for (String line : lines.subList(1, last)) {
            String[] names = line.split("\t", -1);
            if (names.length != 2) {
                throw new IllegalArgumentException("the line \"" + line + "\" is not two names");
            }
            steps.add(new Step(names[0], names[1]));
        }
        return steps;
    }

    private static String crc(String text) {
        CRC32 crc = new CRC32();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        return String.format("%08x", crc.getValue());
    }

    static StorageException unreadable(Path file, String why, Exception cause) {
        return new StorageException("a restore into " + file.getParent() + " was interrupted, and its journal " + file
                + " cannot be read (" + why + "), so the hub cannot tell which files to put back. It did not start"
                + " and changed nothing. Look at the hub.db* files there: hub.db.replaced-<time>* is the database the"
                + " restore was replacing, hub.db.restoring* the restored copy. Rename the replaced files back to"
                + " hub.db, hub.db-wal, hub.db-shm (and hub.db.salt), delete the journal, then start the hub"
                + " and run the restore again. With no hub.db.replaced-<time> there was no database before the"
                + " restore: delete the journal and run the restore again.", cause);
    }
}
