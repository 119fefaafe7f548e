package home.hearth.hub.memory.persistence;

import home.hearth.hub.memory.internal.Times;
import home.hearth.hub.memory.search.RankSignals;
import home.hearth.hub.database.StorageException;
import home.hearth.storage.Jdbc;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;

/**
 * How memories are used: retrievals (a search hit used for an answer, which also reinforces
 * strength) and views (on a page) are counted separately. It also answers the re-ranker's
 * signals from a cache filled on first use (the re-ranker asks for every candidate of every
 * search); whoever changes importance or strength elsewhere calls {@link #forget}.
 *
 * <p>Retrievals are counted in memory and written once a second in one transaction (see
 * {@link RetrievalCounts}): a crash loses at most the last second's counts, an orderly stop
 * ({@link #close}) writes them; retrievals counted after it are not written (a debug line says so).
 */
public final class MemoryUsage implements RankSignals, AutoCloseable {
    /** A retrieval moves strength this share of the way back to 1. */
    public static final double REINFORCEMENT = 0.3;
    private final Jdbc jdbc;
    private final Map<String, Signals> cache = new ConcurrentHashMap<>();
    private final RetrievalCounts counts;

    public MemoryUsage(DataSource dataSource) {
        this.jdbc = new Jdbc(dataSource, "the memory store", StorageException::new);
        this.counts = new RetrievalCounts(jdbc, ids -> ids.forEach(cache::remove));
    }

    /** Counts a retrieval for an answer of each memory and reinforces it: s ← s + (1 − s)·0.3. */
    public void retrieved(List<String> ids, Instant at) {
        retrieved(ids, at, true);
    }

    /**
     * Counts a retrieval of each memory; {@code reinforce} only for memories used in an answer
     * (s ← s + (1 − s)·0.3), never for a search from a page or a script. Written at the next
     * {@link #flush} (within the interval given to {@link #start}); until then the database and
     * {@link #of} do not show it. After {@link #close} the retrieval is dropped, not thrown at the searcher.
     */
    public void retrieved(List<String> ids, Instant at, boolean reinforce) {
        counts.add(ids, at, reinforce);
    }

    /** Writes the counted retrievals every {@code every} on one named thread until {@link #close}. */
    public void start(Duration every) {
        counts.start(every);
    }

    /**
     * Writes every retrieval counted so far, in one transaction, now (tests read counts after it).
     * Never throws: a database failure is logged and the retrievals are tried once more at the next flush.
     *
     * @return how many memories changed (an erased one does not)
     */
    public int flush() {
        return counts.flush();
    }

    /**
     * Stops the timer and writes the retrievals counted so far (before the database closes); those counted
     * later (a search served while the hub stops) are dropped with a debug line.
     */
    @Override
    public void close() {
        counts.close();
    }

    /** Reinforces strength without counting a retrieval (a near-duplicate was written again). */
    public void reinforced(String id) {
        updateOne("reinforce a memory", "UPDATE memory SET strength = min(1.0, strength + (1.0 - strength) * "
                + REINFORCEMENT + ") WHERE id = ?", id);
        cache.remove(id);
    }

    /** Drops the cached signals of one memory (its importance or strength changed, or it is gone). */
    public void forget(String id) {
        cache.remove(id);
    }

    /** Drops every cached signal (after decay changed many strengths). */
    public void forgetAll() {
        cache.clear();
    }

    /** Counts a page view. */
    public void viewed(String id, Instant at) {
        updateOne("count a page view", "UPDATE memory SET view_count = view_count + 1, last_viewed_at = ?"
                + " WHERE id = ?", at, id);
    }

    @Override
    public Signals of(String memoryId) {
        Signals cached = cache.get(memoryId);
        if (cached != null) {
            return cached;
        }
        Signals loaded = load(memoryId);
        if (loaded != Signals.NEUTRAL) {
            cache.put(memoryId, loaded);
        }
        return loaded;
    }

    private Signals load(String memoryId) {
        return jdbc.call("read ranking signals", c -> {
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

    /** Runs one UPDATE statement on its own (it commits alone); {@link Instant} parameters are stored as text. */
    private void updateOne(String what, String sql, Object... params) {
        jdbc.call(what, c -> {
            try (PreparedStatement p = c.prepareStatement(sql)) {
                for (int i = 0; i < params.length; i++) {
                    p.setString(i + 1, params[i] instanceof Instant t ? Times.text(t) : params[i].toString());
                }
                return p.executeUpdate();
            }
        });
    }
}
