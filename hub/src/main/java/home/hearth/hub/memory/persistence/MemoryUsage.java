package home.hearth.hub.memory.persistence;

import home.hearth.hub.memory.internal.Times;
import home.hearth.hub.memory.search.RankSignals;
import home.hearth.hub.memory.values.MemoryUse;
import home.hearth.hub.database.StorageException;
import home.hearth.policies.MemberId;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * How memories are used: retrievals (a search hit used for an answer, which also reinforces
 * strength) and views (on a page) are counted separately. A retrieval counts in the memory's totals
 * (its owner's figures, and the strength that decays) and, when a member retrieved it, in that
 * member's own use: the re-ranker's recency and frequency are the searcher's own use only
 * ({@link RankSignals}), so one member's questions never move another's order.
 *
 * <p>The re-ranker's signals are answered for all candidates of a search at once, from a cache per
 * memory and reader ({@link SignalCache}) and one query for those not cached; whoever changes
 * importance or strength elsewhere calls {@link #forget}.
 *
 * <p>Retrievals are counted in memory and written once a second in one transaction (see
 * {@link RetrievalCounts}): a crash loses at most the last second's counts, an orderly stop
 * ({@link #close}) writes them; retrievals counted after it are not written (a debug line says so).
 */
public final class MemoryUsage implements RankSignals, AutoCloseable {
    /** A retrieval moves strength this share of the way back to 1. */
    public static final double REINFORCEMENT = 0.3;
    /** Ids per query: well below SQLite's limit of bound parameters. */
    private static final int CHUNK = 500;
    // No reader binds NULL: no use row matches it, so the count is 0 and the last retrieval empty.
    private static final String SIGNALS = "SELECT m.id, m.importance, m.strength, u.retrieval_count, u.last_retrieved_at"
            + " FROM memory m LEFT JOIN memory_use u ON u.memory_id = m.id AND u.member_id = ? WHERE m.id IN (";
    private final Jdbc jdbc;
    private final SignalCache cache = new SignalCache();
    private final RetrievalCounts counts;

    public MemoryUsage(DataSource dataSource) {
        this.jdbc = new Jdbc(dataSource, "the memory store", StorageException::new);
        this.counts = new RetrievalCounts(jdbc, cache::drop);
    }

    /** Counts a retrieval for an answer of each memory by no member (the totals only), and reinforces it. */
    public void retrieved(List<String> ids, Instant at) {
        retrieved(ids, Optional.empty(), at, true);
    }

    /** Counts a retrieval of each memory by no member (the totals only); see the next. */
    public void retrieved(List<String> ids, Instant at, boolean reinforce) {
        retrieved(ids, Optional.empty(), at, reinforce);
    }

    /**
     * Counts a retrieval of each memory by {@code member} (empty: by no member, the totals only);
     * {@code reinforce} only for memories used in an answer (s ← s + (1 − s)·0.3), never for a search from
     * a page or a script. Written at the next {@link #flush} (within the interval given to {@link #start});
     * until then the database and {@link #of} do not show it. After {@link #close} the retrieval is dropped,
     * not thrown at the searcher.
     */
    public void retrieved(List<String> ids, Optional<MemberId> member, Instant at, boolean reinforce) {
        counts.add(ids, member, counts.forgettings(), at, reinforce);
    }

    /**
     * Where the members' forgetting of their use stands: a search takes this before it begins and passes it to
     * {@link #retrieved(List, Optional, long, Instant, boolean)}.
     */
    public long forgettings() {
        return counts.forgettings();
    }

    /**
     * As {@link #retrieved(List, Optional, Instant, boolean)}, for a search that began when {@link #forgettings()} was
     * {@code since}: if {@code member} forgot their use meanwhile (forget-all, erasure), the retrievals count in the
     * memories' totals only, so a search racing the forgetting never writes their use back.
     */
    public void retrieved(List<String> ids, Optional<MemberId> member, long since, Instant at, boolean reinforce) {
        counts.add(ids, member, since, at, reinforce);
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
        cache.drop(List.of(id));
    }

    /** Drops the cached signals of one memory (its importance or strength changed, or it is gone). */
    public void forget(String id) {
        cache.drop(List.of(id));
    }

    /** Drops every cached signal (after decay changed many strengths). */
    public void forgetAll() {
        cache.clear();
    }

    /**
     * Erases {@code member}'s own use of every memory (their forget-all or erasure): their rows, their counts
     * not yet written and those of their searches under way (those stay in the memories' totals only), and their
     * cached signals. The totals stay.
     */
    public void forgetMember(MemberId member) {
        counts.forget(member);
        cache.dropReader(member);
    }

    /**
     * {@code member}'s own use of every memory they retrieved, written or waiting (this writes what waits first), in
     * no set order; never another member's.
     */
    public List<MemoryUse> useBy(MemberId member) {
        flush();
        return jdbc.call("read a member's use of memories", c -> {
            List<MemoryUse> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT memory_id, retrieval_count, last_retrieved_at FROM memory_use WHERE member_id = ?")) {
                p.setString(1, member.value());
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new MemoryUse(r.getString(1), r.getLong(2), Times.instant(r.getString(3))));
                    }
                }
            }
            return out;
        });
    }

    /** Counts a page view. */
    public void viewed(String id, Instant at) {
        updateOne("count a page view", "UPDATE memory SET view_count = view_count + 1, last_viewed_at = ?"
                + " WHERE id = ?", at, id);
    }

    /** One memory's signals for a search by {@code reader}; {@link Signals#NEUTRAL} for a memory not stored. */
    public Signals signalsOf(String memoryId, Optional<MemberId> reader) {
        return of(reader, List.of(memoryId)).getOrDefault(memoryId, Signals.NEUTRAL);
    }

    @Override
    public Map<String, Signals> of(Optional<MemberId> reader, Collection<String> memoryIds) {
        Map<String, Signals> found = new HashMap<>();
        List<String> missing = cache.lookup(reader, new LinkedHashSet<>(memoryIds), found);
        if (!missing.isEmpty()) {
            long seen = cache.generation();
            Map<String, Signals> loaded = jdbc.call("read ranking signals", c -> load(c, reader, missing));
            cache.put(seen, reader, loaded); // a memory not stored is not cached: it may be written next
            found.putAll(loaded);
        }
        return found;
    }

    private static Map<String, Signals> load(Connection c, Optional<MemberId> reader, List<String> ids) throws SQLException {
        Map<String, Signals> out = new HashMap<>();
        for (int from = 0; from < ids.size(); from += CHUNK) {
            List<String> part = ids.subList(from, Math.min(ids.size(), from + CHUNK));
            String marks = String.join(",", Collections.nCopies(part.size(), "?"));
            try (PreparedStatement p = c.prepareStatement(SIGNALS + marks + ")")) {
                p.setString(1, reader.map(MemberId::value).orElse(null));
                for (int i = 0; i < part.size(); i++) {
                    p.setString(i + 2, part.get(i));
                }
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.put(r.getString(1), new Signals(r.getDouble(2), r.getDouble(3), r.getLong(4),
                                Times.optional(r.getString(5))));
                    }
                }
            }
        }
        return out;
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
