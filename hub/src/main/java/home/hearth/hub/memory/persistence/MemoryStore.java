package home.hearth.hub.memory.persistence;

import home.hearth.hub.memory.internal.MemoryRows;
import home.hearth.hub.memory.internal.Times;
import home.hearth.hub.memory.internal.VectorBytes;
import home.hearth.hub.memory.internal.VersionRows;
import home.hearth.hub.memory.internal.VisibleWhere;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemoryVersion;
import home.hearth.hub.database.StorageException;
import home.hearth.policies.MemberId;
import home.hearth.policies.memory.ReadAccess;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Memories in the encrypted database: rows, their versions, summary links and embeddings.
 * Every write is one transaction; {@link java.sql.SQLException} never leaves this class (it
 * becomes a {@link home.hearth.hub.database.StorageException} naming no content). Deleting a
 * memory deletes its row, versions, links and embedding for real ({@code secure_delete} is on).
 */
public final class MemoryStore {
    private static final String SELECT = "SELECT " + MemoryRows.COLUMNS + " FROM memory";
    private final Jdbc jdbc;

    public MemoryStore(DataSource dataSource) {
        this.jdbc = new Jdbc(dataSource, "the memory store", StorageException::new);
    }

    /**
     * Runs {@code work} in one database transaction: every store, usage and audit write it makes
     * commits together, or none does (a failure leaves nothing stored).
     */
    public <T> T together(String what, java.util.function.Supplier<T> work) {
        return jdbc.inTransaction(what, c -> work.get());
    }

    /** Stores a new memory, its first version and its embedding. */
    public void insert(Memory m, float[] vector, String model) {
        jdbc.inTransaction("store a memory", c -> {
            try (PreparedStatement p = c.prepareStatement(MemoryRows.INSERT)) {
                MemoryRows.bind(p, m);
                p.setString(MemoryRows.TAIL, Times.text(m.provenance().createdAt()));
                p.executeUpdate();
            }
            for (String link : m.provenance().links()) {
                update(c, "INSERT INTO memory_link(memory_id, evidence_ref) VALUES (?, ?)", m.id(), link);
            }
            VersionRows.write(c, m, m.provenance().createdBy(), m.provenance().createdWhy(), m.provenance().createdAt());
            writeVector(c, m.id(), vector, model);
            return null;
        });
    }

    /**
     * Replaces a memory's row with {@code changed} (whose version must be one more than stored)
     * and writes that version; the previous versions stay. {@code vector} replaces the embedding
     * when present.
     */
    public void update(Memory changed, Optional<float[]> vector, String model, MemoryVersion.Change change) {
        jdbc.inTransaction("change a memory", c -> {
            int stored = version(c, changed.id());
            if (stored + 1 != changed.lifecycle().version()) {
                throw MemoryProblem.conflict("Memory " + changed.id() + " was changed meanwhile (now version " + stored
                        + "); load it again and retry.");
            }
            try (PreparedStatement p = c.prepareStatement(MemoryRows.UPDATE)) {
                MemoryRows.bind(p, changed);
                p.setString(MemoryRows.TAIL, changed.id());
                p.executeUpdate();
            }
            VersionRows.write(c, changed, change.by(), change.why(), change.at());
            if (vector.isPresent()) {
                writeVector(c, changed.id(), vector.get(), model);
            }
            return null;
        });
    }

    public Optional<Memory> find(String id) {
        return jdbc.call("read a memory", c -> {
            List<Memory> found = select(c, " WHERE id = ?", List.of(id));
            return found.stream().findFirst();
        });
    }

    /** The memories with these ids that exist, keyed by id, read on one connection with one query. */
    public java.util.Map<String, Memory> findAll(List<String> ids) {
        if (ids.isEmpty()) {
            return java.util.Map.of();
        }
        String marks = String.join(",", java.util.Collections.nCopies(ids.size(), "?"));
        return jdbc.call("read memories", c -> {
            java.util.Map<String, Memory> out = new java.util.HashMap<>();
            for (Memory m : select(c, " WHERE id IN (" + marks + ")", ids)) {
                out.put(m.id(), m);
            }
            return out;
        });
    }

    /** What {@code access} may see (everything its member owns included), narrowed by {@code filter}. */
    public List<Memory> visible(ReadAccess access, MemoryFilter filter) {
        VisibleWhere where = VisibleWhere.of(access, filter);
        return jdbc.call("list memories", c -> select(c, " WHERE " + where.sql() + " ORDER BY created_at, id",
                where.params()));
    }

    public List<Memory> ownedBy(MemberId member) {
        return jdbc.call("list a member's memories",
                c -> select(c, " WHERE owner = ? ORDER BY created_at, id", List.of(member.value())));
    }

    /** How many inferred memories {@code member} has written since {@code since} (the gate's quota). */
    public int inferredSince(MemberId member, java.time.Instant since) {
        return jdbc.call("count inferred memories", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT count(*) FROM memory WHERE owner = ?"
                    + " AND source = 'inferred' AND created_at >= ?")) {
                p.setString(1, member.value());
                p.setString(2, Times.text(since));
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? r.getInt(1) : 0;
                }
            }
        });
    }

    public List<MemoryVersion> versions(String id) {
        return jdbc.call("read a memory's versions", c -> VersionRows.read(c, id));
    }

    public Optional<float[]> vector(String id) {
        return jdbc.call("read an embedding", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT vector FROM memory_embedding WHERE memory_id = ?")) {
                p.setString(1, id);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? Optional.of(VectorBytes.fromBytes(r.getBytes(1))) : Optional.empty();
                }
            }
        });
    }

    /** Deletes the memory with its versions, links and embedding; true when it existed. */
    public boolean delete(String id) {
        return jdbc.inTransaction("delete a memory", c -> update(c, "DELETE FROM memory WHERE id = ?", id) > 0);
    }

    private static List<Memory> select(Connection c, String where, List<String> params) throws SQLException {
        List<Memory> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement(SELECT + where)) {
            for (int i = 0; i < params.size(); i++) {
                p.setString(i + 1, params.get(i));
            }
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(MemoryRows.read(r, links(c, r.getString("id"))));
                }
            }
        }
        return out;
    }

    private static List<String> links(Connection c, String id) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement(
                "SELECT evidence_ref FROM memory_link WHERE memory_id = ? ORDER BY evidence_ref")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(r.getString(1));
                }
            }
        }
        return out;
    }

    private static int version(Connection c, String id) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT version FROM memory WHERE id = ?")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                if (!r.next()) {
                    throw new IllegalStateException("memory " + id + " is gone");
                }
                return r.getInt(1);
            }
        }
    }

    private static void writeVector(Connection c, String id, float[] vector, String model) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(
                "INSERT OR REPLACE INTO memory_embedding(memory_id, model, vector) VALUES (?, ?, ?)")) {
            p.setString(1, id);
            p.setString(2, model);
            p.setBytes(3, VectorBytes.toBytes(vector));
            p.executeUpdate();
        }
    }

    static int update(Connection c, String sql, String... params) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                p.setString(i + 1, params[i]);
            }
            return p.executeUpdate();
        }
    }
}
