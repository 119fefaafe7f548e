package home.hearth.hub.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import home.hearth.hub.config.StorageConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
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
        assumeTrue("root".equals(System.getProperty("user.name")), "mounting a tmpfs needs root (CI runs as root)");
        Path backups = Files.createDirectories(dir.resolve("backups"));
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", backups.toString()) == 0, "tmpfs mount refused");
        StorageConfig storage = new StorageConfig(dir.resolve("data"), dir.resolve("config/db.key"), Optional.empty());
        try (SqlCipherDatabase db = KeySource.openDatabase(storage)) {
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
        } finally {
            run("umount", "-l", backups.toString());
        }
    }

    private static int run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }
}
