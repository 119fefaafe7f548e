package home.hearth.hub.memory.persistence;

import home.hearth.hub.memory.internal.DraftJson;
import home.hearth.hub.memory.internal.Times;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.database.StorageException;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentOwner;
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

/**
 * Writes waiting for their owner's yes, in the encrypted database; each expires. The draft and
 * the prompt are sealed with the member's content key: once it is destroyed, they are gone.
 */
public final class PendingStore {
    private final Jdbc jdbc;
    private final ContentCipher cipher;

    public PendingStore(DataSource dataSource, ContentCipher cipher) {
        this.jdbc = new Jdbc(dataSource, "the memory store", StorageException::new);
        this.cipher = cipher;
    }

    public void save(String id, MemberId member, MemoryDraft draft, String prompt, Instant now, Instant expiresAt) {
        jdbc.call("keep a pending memory", c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO memory_pending(id, member, request, prompt,"
                    + " created_at, expires_at) VALUES (?,?,?,?,?,?)")) {
                p.setString(1, id);
                p.setString(2, member.value());
                String key = ContentOwner.member(member.value());
                p.setString(3, cipher.seal(key, DraftJson.write(draft)));
                p.setString(4, cipher.seal(key, prompt));
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
                    draft = r.next() ? cipher.open(r.getString(1)).map(DraftJson::read) : Optional.empty();
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
                        Optional<String> request = cipher.open(r.getString(2));
                        if (request.isPresent()) {
                            out.add(new PendingWrite(r.getString(1), DraftJson.read(request.get()),
                                    cipher.open(r.getString(3)).orElse(""), Times.instant(r.getString(4)),
                                    Times.instant(r.getString(5))));
                        }
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

    /**
     * Seals pending writes kept before sealing, and deletes those whose member's key is gone (an
     * older backup restored after the member was erased); returns how many rows changed.
     */
    public int sealAtRest() {
        return jdbc.inTransaction("seal pending memories", c -> {
            List<String[]> rows = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT id, member, request, prompt FROM memory_pending");
                    ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    rows.add(new String[] {r.getString(1), r.getString(2), r.getString(3), r.getString(4)});
                }
            }
            int changed = 0;
            java.util.Set<String> erased = cipher.erasedOwners();
            for (String[] row : rows) {
                if (!ContentCipher.isSealed(row[2]) && erased.contains(ContentOwner.member(row[1]))) {
                    changed += delete(c, "DELETE FROM memory_pending WHERE id = ?", row[0]);
                } else if (!ContentCipher.isSealed(row[2]) && cipher.admits(ContentOwner.member(row[1]))) {
                    String key = ContentOwner.member(row[1]);
                    try (PreparedStatement p = c.prepareStatement(
                            "UPDATE memory_pending SET request = ?, prompt = ? WHERE id = ?")) {
                        p.setString(1, cipher.seal(key, row[2]));
                        p.setString(2, cipher.seal(key, row[3]));
                        p.setString(3, row[0]);
                        changed += p.executeUpdate();
                    }
                } else if (cipher.open(row[2]).isEmpty()) {
                    changed += delete(c, "DELETE FROM memory_pending WHERE id = ?", row[0]);
                }
            }
            return changed;
        });
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
