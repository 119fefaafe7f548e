package home.hearth.hub.memory;

import home.hearth.hub.memory.internal.Jdbc;
import home.hearth.hub.memory.internal.Times;
import home.hearth.hub.memory.search.RankSignals;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.List;
import javax.sql.DataSource;

/**
 * How memories are used: retrievals (a search hit used for an answer, which also reinforces
 * strength) and accesses (page views) are counted separately. It also answers the re-ranker's
 * signals.
 */
public final class MemoryUsage implements RankSignals {
    /** A retrieval moves strength this share of the way back to 1. */
    static final double REINFORCEMENT = 0.3;
    private final Jdbc jdbc;

    public MemoryUsage(DataSource dataSource) {
        this.jdbc = new Jdbc(dataSource);
    }

    /** Counts a retrieval for an answer of each memory and reinforces it: s ← s + (1 − s)·0.3; one transaction. */
    public void retrieved(List<String> ids, Instant at) {
        if (ids.isEmpty()) {
            return;
        }
        jdbc.inTransaction("count retrievals", c -> {
            try (PreparedStatement p = c.prepareStatement("UPDATE memory SET retrieval_count = retrieval_count + 1,"
                    + " last_retrieved_at = ?, strength = min(1.0, strength + (1.0 - strength) * " + REINFORCEMENT
                    + ") WHERE id = ?")) {
                for (String id : ids) {
                    p.setString(1, Times.text(at));
                    p.setString(2, id);
                    p.addBatch();
                }
                return p.executeBatch();
            }
        });
    }

    /** Reinforces strength without counting a retrieval (a near-duplicate was written again). */
    public void reinforced(String id) {
        run("reinforce a memory", "UPDATE memory SET strength = min(1.0, strength + (1.0 - strength) * "
                + REINFORCEMENT + ") WHERE id = ?", id);
    }

    /** Counts a page view. */
    public void accessed(String id, Instant at) {
        run("count a page view", "UPDATE memory SET access_count = access_count + 1, last_accessed_at = ?"
                + " WHERE id = ?", at, id);
    }

    @Override
    public Signals of(String memoryId) {
        return jdbc.read("read ranking signals", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT importance, strength, retrieval_count,"
                    + " last_retrieved_at FROM memory WHERE id = ?")) {
                p.setString(1, memoryId);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? new Signals(r.getDouble(1), r.getDouble(2), r.getLong(3),
                            Times.optional(r.getString(4))) : Signals.NEUTRAL;
                }
            }
        });
    }

    private void run(String what, String sql, Object... params) {
        jdbc.read(what, c -> {
            try (PreparedStatement p = c.prepareStatement(sql)) {
                for (int i = 0; i < params.length; i++) {
                    p.setString(i + 1, params[i] instanceof Instant t ? Times.text(t) : params[i].toString());
                }
                return p.executeUpdate();
            }
        });
    }
}
