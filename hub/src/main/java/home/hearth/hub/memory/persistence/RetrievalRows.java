package home.hearth.hub.memory.persistence;

import home.hearth.hub.memory.internal.Times;
import home.hearth.policies.MemberId;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The SQL of {@link RetrievalCounts}: each memory's totals ({@code memory}: count, latest, strength) and
 * each member's own use ({@code memory_use}), written in one transaction; and a member's use forgotten.
 */
final class RetrievalRows {
    // (1 − s)·remaining only for memories reinforced: 1 − (1 − s) is not always exactly s in floating point
    private static final String UPDATE = "UPDATE memory SET retrieval_count = retrieval_count + ?,"
            + " last_retrieved_at = ?, strength = CASE WHEN ? = 0 THEN strength"
            + " ELSE min(1.0, 1.0 - (1.0 - strength) * ?) END WHERE id = ?";
    // Only for a memory still there: a use row of an erased one would break the foreign key, and the whole flush.
    private static final String USE = "INSERT INTO memory_use(memory_id, member_id, retrieval_count, last_retrieved_at)"
            + " SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM memory WHERE id = ?)"
            + " ON CONFLICT(memory_id, member_id) DO UPDATE SET retrieval_count = retrieval_count + excluded.retrieval_count,"
            + " last_retrieved_at = max(last_retrieved_at, excluded.last_retrieved_at)";

    private RetrievalRows() {}

    /** The totals of each memory, then each member's own use, in one transaction; returns how many memories changed. */
    static int write(Jdbc jdbc, Map<RetrievalCounts.Key, Retrievals> all) {
        Map<String, Retrievals> totals = new HashMap<>();
        all.forEach((k, r) -> totals.merge(k.memoryId(), r, Retrievals::plus));
        int[] changed = jdbc.inTransaction("count retrievals", c -> {
            int[] rows = writeTotals(c, totals);
            writeUse(c, all);
            return rows;
        });
        return Arrays.stream(changed).map(n -> Math.max(n, 0)).sum();
    }

    private static int[] writeTotals(Connection c, Map<String, Retrievals> totals) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(UPDATE)) {
            for (Map.Entry<String, Retrievals> e : totals.entrySet()) {
                Retrievals r = e.getValue();
                p.setLong(1, r.count());
                p.setString(2, Times.text(r.latest()));
                p.setLong(3, r.reinforcing());
                p.setDouble(4, r.remainingAfterReinforcement());
                p.setString(5, e.getKey());
                p.addBatch();
            }
            return p.executeBatch();
        }
    }

    private static void writeUse(Connection c, Map<RetrievalCounts.Key, Retrievals> all) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(USE)) {
            for (Map.Entry<RetrievalCounts.Key, Retrievals> e : all.entrySet()) {
                if (e.getKey().member().isEmpty()) {
                    continue;
                }
                p.setString(1, e.getKey().memoryId());
                p.setString(2, e.getKey().member().get().value());
                p.setLong(3, e.getValue().count());
                p.setString(4, Times.text(e.getValue().latest()));
                p.setString(5, e.getKey().memoryId());
                p.addBatch();
            }
            p.executeBatch();
        }
    }

    /** Deletes every row of {@code member}'s own use. */
    static void forget(Jdbc jdbc, MemberId member) {
        jdbc.call("forget a member's use of memories", c -> {
            try (PreparedStatement p = c.prepareStatement("DELETE FROM memory_use WHERE member_id = ?")) {
                p.setString(1, member.value());
                return p.executeUpdate();
            }
        });
    }
}
