package home.hearth.hub.memory.persistence;

import home.hearth.hub.memory.internal.DraftJson;
import home.hearth.hub.memory.internal.Times;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.database.StorageException;
import home.hearth.hub.memory.values.PendingWrite;
import home.hearth.policies.MemberId;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/** Writes waiting for their owner's yes, in the encrypted database; each expires. */
public final class PendingStore {
    private final Jdbc jdbc;

    public PendingStore(DataSource dataSource) {
        this.jdbc = new Jdbc(dataSource, "the memory store", StorageException::new);
    }

    public void save(String id, MemberId member, MemoryDraft draft, String prompt, Instant now, Instant expiresAt) {
        jdbc.call("keep a pending memory", c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO memory_pending(id, member, request, prompt,"
                    + " created_at, expires_at) VALUES (?,?,?,?,?,?)")) {
                p.setString(1, id);
                p.setString(2, member.value());
                p.setString(3, DraftJson.write(draft));
                p.setString(4, prompt);
                p.setString(5, Times.text(now));
                p.setString(6, Times.text(expiresAt));
                return p.executeUpdate();
            }
        });
    }

    /** Takes (reads and deletes) a pending draft of {@code member} that has not expired at {@code now}. */
    public Optional<MemoryDraft> take(String id, MemberId member, Instant now) {
        return jdbc.inTransaction("take a pending memory", c -> {
            Optional<MemoryDraft> draft;
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT request FROM memory_pending WHERE id = ? AND member = ? AND expires_at > ?")) {
                p.setString(1, id);
                p.setString(2, member.value());
                p.setString(3, Times.text(now));
                try (ResultSet r = p.executeQuery()) {
                    draft = r.next() ? Optional.of(DraftJson.read(r.getString(1))) : Optional.empty();
                }
            }
            if (draft.isPresent()) {
                delete(c, "DELETE FROM memory_pending WHERE id = ?", id);
            }
            return draft;
        });
    }

    /** The member's pending writes that have not expired at {@code now}, newest first. */
    public List<PendingWrite> listFor(MemberId member, Instant now) {
        return jdbc.call("list pending memories", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT id, request, prompt, created_at, expires_at"
                    + " FROM memory_pending WHERE member = ? AND expires_at > ? ORDER BY created_at DESC, id")) {
                p.setString(1, member.value());
                p.setString(2, Times.text(now));
                List<PendingWrite> out = new ArrayList<>();
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new PendingWrite(r.getString(1), DraftJson.read(r.getString(2)), r.getString(3),
                                Times.instant(r.getString(4)), Times.instant(r.getString(5))));
                    }
                }
                return out;
            }
        });
    }

    /** Deletes one pending write of {@code member}; whether there was one. */
    public boolean discard(String id, MemberId member) {
        return jdbc.call("decline a pending memory", c -> {
            try (PreparedStatement p = c.prepareStatement("DELETE FROM memory_pending WHERE id = ? AND member = ?")) {
                p.setString(1, id);
                p.setString(2, member.value());
                return p.executeUpdate() == 1;
            }
        });
    }

    /** Deletes what expired by {@code now}; returns how many. */
    public int expire(Instant now) {
        return jdbc.call("expire pending memories",
                c -> delete(c, "DELETE FROM memory_pending WHERE expires_at <= ?", Times.text(now)));
    }

    public int forget(MemberId member) {
        return jdbc.call("forget pending memories", c -> delete(c, "DELETE FROM memory_pending WHERE member = ?",
                member.value()));
    }

    public long count() {
        return jdbc.call("count pending memories", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT count(*) FROM memory_pending");
                    ResultSet r = p.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        });
    }

    private static int delete(Connection c, String sql, String param) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            p.setString(1, param);
            return p.executeUpdate();
        }
    }
}
