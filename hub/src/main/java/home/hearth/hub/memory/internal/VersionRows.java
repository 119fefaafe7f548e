package home.hearth.hub.memory.internal;

import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.values.MemoryVersion;
import home.hearth.policies.memory.NormalisedFact;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The {@code memory_version} table: one row per version, each with the value it had. */
public final class VersionRows {
    private VersionRows() {}

    public static void write(Connection c, Memory m, String by, String why, Instant at) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("INSERT INTO memory_version(memory_id, version, text,"
                + " fact_value, fact_unit, status, changed_at, changed_by, changed_why) VALUES (?,?,?,?,?,?,?,?,?)")) {
            p.setString(1, m.id());
            p.setInt(2, m.lifecycle().version());
            p.setString(3, m.text());
            p.setString(4, m.content().fact().map(NormalisedFact::value).orElse(null));
            p.setString(5, m.content().fact().map(NormalisedFact::unit).orElse(null));
            p.setString(6, m.lifecycle().status().wireName());
            p.setString(7, Times.text(at));
            p.setString(8, by);
            p.setString(9, why);
            p.executeUpdate();
        }
    }

    public static List<MemoryVersion> read(Connection c, String id) throws SQLException {
        List<MemoryVersion> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT version, text, fact_value, fact_unit, status,"
                + " changed_at, changed_by, changed_why FROM memory_version WHERE memory_id = ? ORDER BY version")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(version(r));
                }
            }
        }
        return out;
    }

    private static MemoryVersion version(ResultSet r) throws SQLException {
        String value = r.getString("fact_value");
        String unit = r.getString("fact_unit");
        Optional<String> shown = Optional.ofNullable(value).map(v -> (v + " " + (unit == null ? "" : unit)).strip());
        return new MemoryVersion(r.getInt("version"), r.getString("text"), shown,
                MemoryStatus.parse(r.getString("status")), new MemoryVersion.Change(
                        Times.instant(r.getString("changed_at")), r.getString("changed_by"), r.getString("changed_why")));
    }
}
