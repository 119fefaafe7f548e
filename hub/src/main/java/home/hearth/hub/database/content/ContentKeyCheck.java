package home.hearth.hub.database.content;

import home.hearth.hub.config.StorageConfig;
import home.hearth.hub.database.StorageException;
import home.hearth.storage.Jdbc;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Opens the content keys for a database and proves they belong to it before anything reads or
 * writes content: the database keeps one value sealed with the household's key
 * ({@code content_key_check}), which must open. A missing or foreign key file therefore stops the
 * start with a sentence saying what to do, instead of every memory silently reading as erased;
 * the refused start writes nothing.
 */
public final class ContentKeyCheck {
    private static final String CANARY = "hearth content keys";

    private ContentKeyCheck() {}

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
            return cipher;
        }
        String canary = cipher.seal(ContentOwner.HOUSEHOLD, CANARY);
        jdbc.update("keep the content key check", "INSERT INTO content_key_check(id, sealed) VALUES (1, ?)", canary);
        return cipher;
    }
}
