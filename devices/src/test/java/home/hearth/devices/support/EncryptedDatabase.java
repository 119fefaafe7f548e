package home.hearth.devices.support;

import home.hearth.storage.SqlCipher;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * A real SQLCipher-encrypted SQLite file with this module's migrations applied the way the hub's
 * migrator does: files from {@code db/devices/migrations.txt} in order, each in a transaction,
 * statements split on ';' at end of line, opened the way the hub opens it ({@link SqlCipher}). The
 * key is a raw one like the hub's (no key derivation), so each fresh connection stays cheap in tests;
 * the file is still encrypted (InventoryTest checks for plaintext and a wrong key).
 */
public final class EncryptedDatabase {
    public static final String KEY = "x'" + "5ec7e75ec7e75ec7e75ec7e75ec7e75e".repeat(2) + "'";

    private EncryptedDatabase() {}

    public static DataSource open(Path file, String key) {
        return SqlCipher.dataSource(file, key);
    }

    public static DataSource migrated(Path file) {
        DataSource ds = open(file, KEY);
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
