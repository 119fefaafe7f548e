package home.hearth.hub.database.content;

import home.hearth.hub.config.StorageConfig;
import home.hearth.hub.database.StorageException;
import home.hearth.storage.Jdbc;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.sql.DataSource;

/**
 * Opens the content keys for a database and proves they belong to it before anything reads or
 * writes content: the database keeps one value sealed with the household's key
 * ({@code content_key_check}), which must open. A missing or foreign key file therefore stops the
 * start with a sentence saying what to do, instead of every memory silently reading as erased;
 * the refused start writes nothing. So does a file that has no key, and no erasure note, for an
 * owner whose sealed content is in the database (an older copy of the file).
 */
public final class ContentKeyCheck {
    private static final String CANARY = "hearth content keys";

    /**
     * Where sealed content names its owner ({@code hc1.<owner>.…}): one column per kind of row the
     * start removes when its owner's key is gone. A voiceprint's bytes carry the same behind
     * {@code FF FF FF FF}.
     */
    private static final List<String> SEALED_TEXT = List.of("memory.text", "memory_pending.request",
            "conversation_sessions.title", "conversation_timers.label", "conversation_tasks.title");

    private ContentKeyCheck() {}

    /**
     * Every owner with sealed content in the database has a key in the file or a note that they were
     * erased. An owner with neither means an older copy of the file (made before that member was
     * added) or a line deleted by hand: the start would take their rows for an erased member's and
     * delete them for good, where putting the newest copy back would have kept everything.
     */
    private static void requireEveryOwnersKey(Path file, StorageConfig storage, Jdbc jdbc, ContentCipher cipher) {
        Set<String> owners = jdbc.call("list the owners of sealed content", c -> {
            Set<String> out = new TreeSet<>();
            for (String column : SEALED_TEXT) {
                String table = column.substring(0, column.indexOf('.'));
                if (exists(c, table)) {
                    owners(c, "SELECT DISTINCT substr(" + column + ", 5, instr(substr(" + column + ", 5), '.') - 1) FROM "
                            + table + " WHERE " + column + " LIKE 'hc1.%'", out);
                }
            }
            if (exists(c, "profiles_voiceprints")) {
                owners(c, "SELECT DISTINCT CAST(substr(vector, 9, instr(substr(vector, 9), X'2E') - 1) AS TEXT)"
                        + " FROM profiles_voiceprints WHERE substr(vector, 1, 8) = X'FFFFFFFF6863312E'", out);
            }
            return out;
        });
        List<String> unknown = owners.stream().filter(o -> !cipher.knows(o)).toList();
        if (!unknown.isEmpty()) {
            throw new StorageException("The content key file " + file + " has no key for " + String.join(", ", unknown)
                    + ", whose memories or conversations are in the database, and no note that they were erased: it is"
                    + " an older copy, or lines were deleted from it. The start would delete their content for good, so"
                    + " the hub did not start and changed nothing. Put the newest copy of member-keys back beside the"
                    + " database key (" + storage.keyFile() + "), mode 0600; to erase them on purpose, add a line"
                    + " '<owner> erased' for each.");
        }
    }

    private static boolean exists(Connection c, String table) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")) {
            p.setString(1, table);
            try (ResultSet r = p.executeQuery()) {
                return r.next();
            }
        }
    }

    private static void owners(Connection c, String sql, Set<String> out) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql); ResultSet r = p.executeQuery()) {
            while (r.next()) {
                if (r.getString(1) != null && !r.getString(1).isEmpty()) {
                    out.add(r.getString(1));
                }
            }
        }
    }

    /** The content key file of this storage: {@code member-keys} beside the database key file. */
    public static Path keyFile(StorageConfig storage) {
        return storage.keyFile().toAbsolutePath().resolveSibling("member-keys");
    }

    /** The cipher over this storage's content keys, checked against {@code dataSource}. */
    public static ContentCipher open(StorageConfig storage, DataSource dataSource) {
        Path file = keyFile(storage);
        ContentCipher cipher = new ContentCipher(ContentKeys.open(file, storage.dataDir()));
        Jdbc jdbc = new Jdbc(dataSource, "the content key check", StorageException::new);
        Optional<String> sealed = jdbc.call("read the content key check", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT sealed FROM content_key_check WHERE id = 1");
                    ResultSet r = p.executeQuery()) {
                return r.next() ? Optional.of(r.getString(1)) : Optional.<String>empty();
            }
        });
        if (sealed.isPresent()) {
            if (!sealed.flatMap(cipher::open).filter(CANARY::equals).isPresent()) {
                throw new StorageException("The content key file " + file + " does not hold this database's content keys"
                        + " (it is missing, or it belongs to another database). Without it every memory and conversation"
                        + " would read as erased, so the hub did not start and changed nothing. Put your copy of"
                        + " member-keys back beside the database key (" + storage.keyFile() + "), mode 0600.");
            }
            requireEveryOwnersKey(file, storage, jdbc, cipher);
            return cipher;
        }
        String canary = cipher.seal(ContentOwner.HOUSEHOLD, CANARY);
        jdbc.update("keep the content key check", "INSERT INTO content_key_check(id, sealed) VALUES (1, ?)", canary);
        return cipher;
    }
}
