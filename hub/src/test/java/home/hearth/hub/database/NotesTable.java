package home.hearth.hub.database;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The restore tests' one table, {@code notes(body)}, and the data folder's file names: what a restore must keep. */
final class NotesTable {
    private NotesTable() {}

    static void insert(SqlCipherDatabase db, String body) throws SQLException {
        try (Connection c = db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("INSERT INTO notes(body) VALUES (?)")) {
            p.setString(1, body);
            p.executeUpdate();
        }
    }

    /** Every note's body, in the order written. */
    static List<String> bodies(SqlCipherDatabase db) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("SELECT body FROM notes ORDER BY rowid");
                ResultSet r = p.executeQuery()) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }

    /** The names of the files in {@code folder}, sorted. */
    static List<String> namesIn(Path folder) throws IOException {
        try (var names = Files.list(folder)) {
            return names.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
