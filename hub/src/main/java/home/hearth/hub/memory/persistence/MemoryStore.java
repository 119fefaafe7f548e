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
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.policies.MemberId;
import home.hearth.policies.memory.ReadAccess;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;

/**
 * Memories in the encrypted database: rows, their versions, summary links and embeddings.
 * Every write is one transaction; {@link java.sql.SQLException} never leaves this class (it
 * becomes a {@link home.hearth.hub.database.StorageException} naming no content). Deleting a
 * memory deletes its row, versions, links and embedding for real ({@code secure_delete} is on).
 * Free text and embeddings are sealed with the owner's content key (see {@link MemoryRows}); a
 * memory whose key was destroyed is not there for any reader.
 */
public final class MemoryStore {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(MemoryStore.class);
    private static final String SELECT = "SELECT " + MemoryRows.COLUMNS + " FROM memory";
    private final Jdbc jdbc;
    private final ContentCipher cipher;

    public MemoryStore(DataSource dataSource, ContentCipher cipher) {
        this.jdbc = new Jdbc(dataSource, "the memory store", StorageException::new);
        this.cipher = cipher;
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
                MemoryRows.bind(p, m, cipher);
                p.setString(MemoryRows.TAIL, Times.text(m.provenance().createdAt()));
                p.executeUpdate();
            }
            for (String link : m.provenance().links()) {
                update(c, "INSERT INTO memory_link(memory_id, evidence_ref) VALUES (?, ?)", m.id(), link);
            }
            VersionRows.write(c, m, m.provenance().createdBy(), m.provenance().createdWhy(), m.provenance().createdAt(),
                    cipher);
            writeVector(c, m, vector, model);
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
                MemoryRows.bind(p, changed, cipher);
                p.setString(MemoryRows.TAIL, changed.id());
                p.executeUpdate();
            }
            VersionRows.write(c, changed, change.by(), change.why(), change.at(), cipher);
            if (vector.isPresent()) {
                writeVector(c, changed, vector.get(), model);
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
        return jdbc.call("read a memory's versions", c -> VersionRows.read(c, id, cipher));
    }

    public Optional<float[]> vector(String id) {
        return jdbc.call("read an embedding", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT vector FROM memory_embedding WHERE memory_id = ?")) {
                p.setString(1, id);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? cipher.openBytes(r.getBytes(1)).map(VectorBytes::fromBytes) : Optional.empty();
                }
            }
        });
    }

    /**
     * The summaries that rest on memory {@code id}: those linking to it, those linking to them (a
     * profile links the one it replaced), and so on; ids only, in no set order. Only summaries: any
     * other memory's links are its provenance, and it stays when what it names changes or goes (it
     * may be another member's own).
     */
    public Set<String> summariesResting(String id) {
        return jdbc.inTransaction("find the summaries of a memory", c -> { // joins a delete's transaction
            Set<String> found = new LinkedHashSet<>();
            Deque<String> next = new ArrayDeque<>(List.of(id));
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT l.memory_id FROM memory_link l JOIN memory m ON m.id = l.memory_id"
                            + " WHERE m.kind = 'summary' AND (l.evidence_ref = ? OR l.evidence_ref = ?)")) {
                while (!next.isEmpty()) {
                    String source = next.pop();
                    p.setString(1, source);
                    p.setString(2, "memory:" + source);
                    try (ResultSet r = p.executeQuery()) {
                        while (r.next()) {
                            String summary = r.getString(1);
                            if (!summary.equals(id) && found.add(summary)) {
                                next.push(summary);
                            }
                        }
                    }
                }
            }
            return found;
        });
    }

    /** Deletes the memory with its versions, links and embedding; true when it existed. */
    public boolean delete(String id) {
        return jdbc.inTransaction("delete a memory", c -> update(c, "DELETE FROM memory WHERE id = ?", id) > 0);
    }

    /**
     * Hands memory {@code next} (the same memory with another owner) over: its row, every version
     * and its embedding are sealed again with the new owner's key, in one transaction. No new
     * version is written: the words are the same, only whose key protects them changes.
     */
    public void reseal(Memory next) {
        jdbc.inTransaction("hand a memory over", c -> {
            try (PreparedStatement p = c.prepareStatement(MemoryRows.UPDATE)) {
                MemoryRows.bind(p, next, cipher);
                p.setString(MemoryRows.TAIL, next.id());
                p.executeUpdate();
            }
            VersionRows.reseal(c, next.id(), MemoryRows.keyOf(next), cipher);
            // A translation is derived: dropped here, and made again under the new key (the change is announced).
            update(c, "DELETE FROM memory_translation WHERE memory_id = ?", next.id());
            Optional<float[]> vector = vector(c, next.id());
            if (vector.isPresent()) {
                try (PreparedStatement p = c.prepareStatement("UPDATE memory_embedding SET vector = ? WHERE memory_id = ?")) {
                    p.setBytes(1, cipher.sealBytes(MemoryRows.keyOf(next), VectorBytes.toBytes(vector.get())));
                    p.setString(2, next.id());
                    p.executeUpdate();
                }
            }
            return null;
        });
    }

    /** What {@link #sealAtRest} did: memories sealed that were plain, and erased ones removed. */
    public record AtRest(int sealed, int removed) {}

    /**
     * Run once at start. Drops translations kept in plain text (the catch-up makes them again,
     * sealed), seals each memory written before sealing (row, versions, embedding), and
     * deletes each memory whose owner's key is gone (an older backup restored after the member was
     * erased: unreadable already, now also not there), plain or sealed, and each erased member's own use
     * of memories ({@code memory_use}: whichever memories they asked about, and when).
     */
    public AtRest sealAtRest() {
        List<String[]> rows = jdbc.call("read stored memory texts", c -> {
            List<String[]> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT id, text FROM memory"); ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(new String[] {r.getString(1), r.getString(2)});
                }
            }
            return out;
        });
        jdbc.call("drop plain translations", c -> update(c, "DELETE FROM memory_translation WHERE text NOT LIKE 'hc1.%'"));
        int sealed = 0;
        int removed = 0;
        java.util.Set<String> erased = cipher.erasedOwners();
        UseRemoved use = jdbc.call("drop erased members' use of memories", c -> dropUseOf(c, erased));
        if (use.rows() > 0) {
            // Counts only: the erasure itself was logged when it happened, and which memories they asked about is theirs.
            LOG.info("Removed {} records of how {} erased {} retrieved memories (a backup from before their erasure"
                    + " was restored)", use.rows(), use.members(), use.members() == 1 ? "member" : "members");
        }
        for (String[] row : rows) {
            if (!ContentCipher.isSealed(row[1])) {
                Optional<Memory> plain = find(row[0]);
                // An erased owner's plain row (a backup from before sealing) is removed: sealing it would make them a key.
                if (plain.isPresent() && erased.contains(MemoryRows.keyOf(plain.get()))) {
                    removed += delete(row[0]) ? 1 : 0;
                } else if (plain.isPresent() && cipher.admits(MemoryRows.keyOf(plain.get()))) {
                    reseal(plain.get()); // (not admitted: no longer a member; left as it is rather than given a key)
                    sealed++;
                }
            } else if (cipher.open(row[1]).isEmpty()) {
                removed += delete(row[0]) ? 1 : 0;
            }
        }
        return new AtRest(sealed, removed);
    }

    /** How many {@code memory_use} rows of how many erased members were deleted. */
    private record UseRemoved(int rows, int members) {}

    /** Deletes the {@code memory_use} rows of each member whose content key was destroyed. */
    private static UseRemoved dropUseOf(Connection c, Set<String> erased) throws SQLException {
        List<String> members = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT DISTINCT member_id FROM memory_use");
                ResultSet r = p.executeQuery()) {
            while (r.next()) {
                members.add(r.getString(1));
            }
        }
        int rows = 0;
        int whose = 0;
        for (String member : members) {
            if (erased.contains(ContentOwner.member(member))) {
                rows += update(c, "DELETE FROM memory_use WHERE member_id = ?", member);
                whose++;
            }
        }
        return new UseRemoved(rows, whose);
    }

    private Optional<float[]> vector(Connection c, String id) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT vector FROM memory_embedding WHERE memory_id = ?")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? cipher.openBytes(r.getBytes(1)).map(VectorBytes::fromBytes) : Optional.empty();
            }
        }
    }

    private List<Memory> select(Connection c, String where, List<String> params) throws SQLException {
        List<Memory> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement(SELECT + where)) {
            for (int i = 0; i < params.size(); i++) {
                p.setString(i + 1, params.get(i));
            }
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    MemoryRows.read(r, links(c, r.getString("id")), cipher).ifPresent(out::add);
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

    private void writeVector(Connection c, Memory m, float[] vector, String model) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(
                "INSERT OR REPLACE INTO memory_embedding(memory_id, model, vector) VALUES (?, ?, ?)")) {
            p.setString(1, m.id());
            p.setString(2, model);
            p.setBytes(3, cipher.sealBytes(MemoryRows.keyOf(m), VectorBytes.toBytes(vector)));
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
