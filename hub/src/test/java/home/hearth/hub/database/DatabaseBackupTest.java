package home.hearth.hub.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.StorageConfig;
import home.hearth.hub.testing.Tmpfs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Backups that fail half-way leave nothing that looks like a backup. */
class DatabaseBackupTest {
    @TempDir
    Path dir;

    /**
     * The backup folder fills up (a small USB stick) while the copy is written: the backup fails
     * with a sentence, and no cut-short {@code hub-<time>.db} is left among the good ones, where
     * backup.sh would count it as one of the 14 it keeps and delete an older good one for it.
     */
    @Test
    void aBackupThatRunsOutOfSpaceLeavesNoPartialBackupBehind() throws Exception {
        StorageConfig storage = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"), Optional.empty());
        try (Tmpfs small = Tmpfs.mount(dir.resolve("backups"), "256k");
                SqlCipherDatabase db = KeySource.openDatabase(storage)) {
            Path backups = small.folder();
            db.execute("CREATE TABLE notes(body TEXT)");
            try (Connection c = db.dataSource().getConnection();
                    PreparedStatement p = c.prepareStatement("INSERT INTO notes(body) VALUES (?)")) {
                for (int i = 0; i < 2000; i++) {
                    p.setString(1, "note " + i + " ".repeat(400));
                    p.executeUpdate();
                }
            }
            StorageException e = assertThrows(StorageException.class,
                    () -> DatabaseBackup.writeTo(db, backups, Clock.systemUTC()));
            assertTrue(e.getMessage().contains("backup") && e.getMessage().contains("full"), e.getMessage());
            try (Stream<Path> left = Files.list(backups)) {
                assertEquals(List.of(), left.map(p -> p.getFileName().toString()).toList(),
                        "nothing named like a backup is left");
            }
        }
    }
}
