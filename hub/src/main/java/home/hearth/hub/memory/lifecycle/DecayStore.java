package home.hearth.hub.memory.lifecycle;

import home.hearth.hub.memory.internal.Times;
import home.hearth.hub.database.StorageException;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.storage.Jdbc;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.sql.DataSource;

/** What the maintenance job reads and writes in bulk: the active memories' age, strength and end. */
public final class DecayStore {
    /** One active memory as maintenance sees it (no content). */
    public record Row(String id, MemoryKind kind, ScopeType scope, Instant createdAt, double strength, Clocks clocks) {}

    /** When decay last ran on it, and when it ends (working memory), if ever. */
    public record Clocks(Instant decayedAt, Optional<Instant> expiresAt) {}

    private final Jdbc jdbc;

    public DecayStore(DataSource dataSource) {
        this.jdbc = new Jdbc(dataSource, "the memory store", StorageException::new);
    }

    public List<Row> active() {
        return jdbc.call("read memories for maintenance", c -> {
            List<Row> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT id, kind, scope_type, created_at, strength,"
                    + " decayed_at, expires_at FROM memory WHERE status = 'active'");
                    ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(new Row(r.getString(1), MemoryKind.parse(r.getString(2)),
                            ScopeType.valueOf(r.getString(3).toUpperCase(Locale.ROOT)),
                            Times.instant(r.getString(4)), r.getDouble(5),
                            new Clocks(Times.instant(r.getString(6)), Times.optional(r.getString(7)))));
                }
            }
            return out;
        });
    }

    /** Sets the decayed strengths and restarts their decay clock at {@code now}, in one transaction. */
    public void strengths(List<Row> decayed, Instant now) {
        jdbc.inTransaction("store decayed strengths", c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "UPDATE memory SET strength = ?, decayed_at = ? WHERE id = ? AND status = 'active'")) {
                for (Row r : decayed) {
                    p.setDouble(1, r.strength());
                    p.setString(2, Times.text(now));
                    p.setString(3, r.id());
                    p.addBatch();
                }
                p.executeBatch();
            }
            return null;
        });
    }
}
