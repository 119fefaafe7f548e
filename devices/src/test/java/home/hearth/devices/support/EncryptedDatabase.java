package home.hearth.devices.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.sqlite.SQLiteDataSource;

/**
 * A real SQLCipher-encrypted SQLite file with this module's migrations applied the way the hub's
 * migrator does: files from {@code db/devices/migrations.txt} in order, each in a transaction,
 * statements split on ';' at end of line, foreign keys on. It uses fewer key-derivation rounds
 * ({@code kdf_iter=4000}) than SQLCipher's default so each fresh connection stays cheap in tests;
 * the file is still encrypted (InventoryTest checks for plaintext and a wrong key).
 */
public final class EncryptedDatabase {
    private EncryptedDatabase() {}

    public static DataSource open(Path file, String key) {
        SQLiteDataSource ds = new SQLiteDataSource();
        ds.setUrl("jdbc:sqlite:file:" + file + "?cipher=sqlcipher&legacy=4&kdf_iter=4000&key=" + key + "&foreign_keys=on");
        return ds;
    }

    public static DataSource migrated(Path file) {
        DataSource ds = open(file, "testkey");
        try (Connection c = ds.getConnection()) {
            for (String name : resource("db/devices/migrations.txt").split("\n")) {
                if (!name.isBlank()) {
                    run(c, resource("db/devices/" + name.trim()));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("migration failed: " + e.getMessage(), e);
        }
        return ds;
    }

    private static void run(Connection c, String sql) throws SQLException {
        c.setAutoCommit(false);
        try (Statement st = c.createStatement()) {
            for (String statement : sql.split(";\\s*\\n")) {
                if (!statement.isBlank()) {
                    st.execute(statement);
                }
            }
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    private static String resource(String path) {
        try (InputStream in = EncryptedDatabase.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
