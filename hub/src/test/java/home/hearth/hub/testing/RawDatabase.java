package home.hearth.hub.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.hub.config.StorageConfig;
import home.hearth.hub.database.KeySource;
import home.hearth.hub.database.SqlCipherDatabase;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The database file as an attacker with the database key sees it: every column of every row of
 * every table, decrypted by SQLCipher but not opened with any content key.
 */
public final class RawDatabase {
    private RawDatabase() {}

    /** Fails naming table, column and row when any value (text or bytes) contains one of the markers. */
    public static void assertAbsent(StorageConfig storage, String... markers) {
        assertEquals(List.of(), containing(storage, markers), "decrypted database values with a marker");
    }

    /** Every {@code table.column} value holding a marker, as {@code table.column: value}. */
    public static List<String> containing(StorageConfig storage, String... markers) {
        List<String> hits = new ArrayList<>();
        try (SqlCipherDatabase db = KeySource.openDatabase(storage); Connection c = db.dataSource().getConnection()) {
            for (String table : tables(c)) {
                try (PreparedStatement p = c.prepareStatement("SELECT * FROM \"" + table + "\"");
                        ResultSet r = p.executeQuery()) {
                    int columns = r.getMetaData().getColumnCount();
                    while (r.next()) {
                        for (int i = 1; i <= columns; i++) {
                            byte[] raw = r.getBytes(i);
                            String value = raw == null ? "" : new String(raw, StandardCharsets.ISO_8859_1)
                                    + new String(raw, StandardCharsets.UTF_8);
                            for (String m : markers) {
                                if (value.contains(m)) {
                                    hits.add(table + "." + r.getMetaData().getColumnName(i) + ": " + value);
                                }
                            }
                        }
                    }
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot scan the database: " + e.getMessage(), e);
        }
        return hits;
    }

    private static List<String> tables(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT name FROM sqlite_master WHERE type = 'table'");
                ResultSet r = p.executeQuery()) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }
}
