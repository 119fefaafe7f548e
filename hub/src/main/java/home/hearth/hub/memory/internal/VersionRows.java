package home.hearth.hub.memory.internal;

import home.hearth.hub.database.content.ContentCipher;
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

/**
 * The {@code memory_version} table: one row per version, each with the value it had, its text,
 * value, unit and why sealed with the memory's content key like the row itself. A version whose
 * key was destroyed is left out when read.
 */
public final class VersionRows {
    private static final String INSERT = "INSERT INTO memory_version(memory_id, version, text,"
            + " fact_value, fact_unit, status, changed_at, changed_by, changed_why) VALUES (?,?,?,?,?,?,?,?,?)";

    private VersionRows() {}

    public static void write(Connection c, Memory m, String by, String why, Instant at, ContentCipher cipher)
            throws SQLException {
        String key = MemoryRows.keyOf(m);
        try (PreparedStatement p = c.prepareStatement(INSERT)) {
            p.setString(1, m.id());
            p.setInt(2, m.lifecycle().version());
            p.setString(3, cipher.seal(key, m.text()));
            p.setString(4, cipher.sealNullable(key, m.content().fact().map(NormalisedFact::value).orElse(null)));
            p.setString(5, cipher.sealNullable(key, m.content().fact().map(NormalisedFact::unit).orElse(null)));
            p.setString(6, m.lifecycle().status().wireName());
            p.setString(7, Times.text(at));
            p.setString(8, by);
            p.setString(9, cipher.seal(key, why));
            p.executeUpdate();
        }
    }

    /**
     * Seals every version of memory {@code id} again with {@code key} (its plain values opened
     * with whatever key sealed them); versions that no longer open are deleted.
     */
    public static int reseal(Connection c, String id, String key, ContentCipher cipher) throws SQLException {
        List<Opened> rows = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT version, text, fact_value, fact_unit, changed_why"
                + " FROM memory_version WHERE memory_id = ?")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    rows.add(new Opened(r.getInt(1), cipher.open(r.getString(2)), open(cipher, r.getString(3)),
                            open(cipher, r.getString(4)), open(cipher, r.getString(5))));
                }
            }
        }
        try (PreparedStatement del = c.prepareStatement("DELETE FROM memory_version WHERE memory_id = ? AND version = ?");
                PreparedStatement up = c.prepareStatement("UPDATE memory_version SET text = ?, fact_value = ?,"
                        + " fact_unit = ?, changed_why = ? WHERE memory_id = ? AND version = ?")) {
            for (Opened v : rows) {
                if (v.text().isEmpty()) {
                    del.setString(1, id);
                    del.setInt(2, v.version());
                    del.executeUpdate();
                    continue;
                }
                up.setString(1, cipher.seal(key, v.text().get()));
                up.setString(2, cipher.sealNullable(key, v.value()));
                up.setString(3, cipher.sealNullable(key, v.unit()));
                up.setString(4, cipher.seal(key, v.why() == null ? "" : v.why()));
                up.setString(5, id);
                up.setInt(6, v.version());
                up.executeUpdate();
            }
        }
        return rows.size();
    }

    private record Opened(int version, Optional<String> text, String value, String unit, String why) {}

    private static String open(ContentCipher cipher, String stored) {
        return stored == null ? null : cipher.open(stored).orElse("");
    }

    public static List<MemoryVersion> read(Connection c, String id, ContentCipher cipher) throws SQLException {
        List<MemoryVersion> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT version, text, fact_value, fact_unit, status,"
                + " changed_at, changed_by, changed_why FROM memory_version WHERE memory_id = ? ORDER BY version")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    version(r, cipher).ifPresent(out::add);
                }
            }
        }
        return out;
    }

    private static Optional<MemoryVersion> version(ResultSet r, ContentCipher cipher) throws SQLException {
        Optional<String> text = cipher.open(r.getString("text"));
        if (text.isEmpty()) {
            return Optional.empty();
        }
        String value = open(cipher, r.getString("fact_value"));
        String unit = open(cipher, r.getString("fact_unit"));
        Optional<String> shown = Optional.ofNullable(value).map(v -> (v + " " + (unit == null ? "" : unit)).strip());
        return Optional.of(new MemoryVersion(r.getInt("version"), text.get(), shown,
                MemoryStatus.parse(r.getString("status")), new MemoryVersion.Change(
                        Times.instant(r.getString("changed_at")), r.getString("changed_by"),
                        open(cipher, r.getString("changed_why")))));
    }
}
