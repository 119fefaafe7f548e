package home.hearth.hub.audit;

import home.hearth.hub.database.StorageException;
import home.hearth.policies.audit.AuditChain;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.AuditTrail;
import home.hearth.policies.audit.ChainVerification;
import home.hearth.policies.audit.ChainedAuditEvent;
import home.hearth.storage.Transactions;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The audit log in the encrypted database, hash-chained by {@link AuditChain}: each row carries the
 * hash of the row before, so an altered, removed or reordered row is found by {@link #verify()}.
 * Appends are serialised (one writer) so the chain never forks.
 */
public final class SqlAuditTrail implements AuditTrail {
    private static final Logger LOG = LoggerFactory.getLogger(SqlAuditTrail.class);
    private final DataSource dataSource;

    public SqlAuditTrail(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void record(AuditEvent event) {
        // An immediate transaction holds the write lock from its start, so two writers never chain
        // after the same event; inside a caller's transaction the line commits with the change it records.
        try {
            Transactions.run(dataSource, c -> {
                ChainedAuditEvent chained = last(c).map(prev -> AuditChain.after(prev, event)).orElseGet(() -> AuditChain.first(event));
                insert(c, chained);
                return null;
            });
        } catch (SQLException e) {
            // The action itself already happened or was refused; losing its audit line must be loud.
            LOG.error("Could not write the audit event {} {}: {}", event.action(), event.outcome(), e.getMessage());
            throw new StorageException("could not write to the audit log: " + e.getMessage(), e);
        }
    }

    /** The newest events first, at most {@code limit}. */
    public List<ChainedAuditEvent> latest(int limit) {
        return query("SELECT * FROM hub_audit ORDER BY seq DESC LIMIT " + Math.max(1, Math.min(limit, 1000)));
    }

    /** Re-computes the whole chain; names the first event that does not hold. */
    public ChainVerification verify() {
        return AuditChain.verify(query("SELECT * FROM hub_audit ORDER BY seq"));
    }

    private static Optional<ChainedAuditEvent> last(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT * FROM hub_audit ORDER BY seq DESC LIMIT 1")) {
            return r.next() ? Optional.of(read(r)) : Optional.empty();
        }
    }

    private static void insert(Connection c, ChainedAuditEvent e) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("INSERT INTO hub_audit(seq, at, actor, action, target, outcome, reason,"
                + " prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            p.setLong(1, e.sequence());
            p.setString(2, e.event().at().toString());
            p.setString(3, e.event().actor());
            p.setString(4, e.event().action());
            p.setString(5, e.event().target());
            p.setString(6, e.event().outcome());
            p.setString(7, e.event().reason());
            p.setString(8, e.previousHash());
            p.setString(9, e.hash());
            p.executeUpdate();
        }
    }

    private List<ChainedAuditEvent> query(String sql) {
        List<ChainedAuditEvent> out = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
            while (r.next()) {
                out.add(read(r));
            }
            return out;
        } catch (SQLException e) {
            throw new StorageException("could not read the audit log: " + e.getMessage(), e);
        }
    }

    private static ChainedAuditEvent read(ResultSet r) throws SQLException {
        AuditEvent event = new AuditEvent(Instant.parse(r.getString("at")), r.getString("actor"), r.getString("action"),
                r.getString("target"), r.getString("outcome"), r.getString("reason"));
        return new ChainedAuditEvent(r.getLong("seq"), event, r.getString("prev_hash"), r.getString("hash"));
    }
}
