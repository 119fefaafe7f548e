package home.hearth.hub.memory.internal;

import home.hearth.policies.access.ConsentState;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryContent;
import home.hearth.hub.memory.values.MemoryLifecycle;
import home.hearth.hub.memory.values.MemoryOwnership;
import home.hearth.hub.memory.values.MemoryProvenance;
import home.hearth.hub.memory.values.MemoryStats;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.search.Validity;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import home.hearth.policies.memory.NormalisedFact;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** Maps a {@link Memory} to and from a row of the {@code memory} table (links are read separately). */
public final class MemoryRows {
    public static final String COLUMNS = "id, kind, text, fact_key, fact_value, fact_unit, category, sensitive,"
            + " happened_at, scope_type, scope_id, owner, about_member, consent, source, created_at, created_by,"
            + " created_why, evidence, status, version, valid_from, valid_until, contexts, session_id, expires_at,"
            + " superseded_by, importance, strength, retrieval_count, last_retrieved_at, view_count,"
            + " last_viewed_at, about_consent";
    /** Binds {@link #bind} then the decay clock's start (the creation time) as the 35th parameter. */
    public static final String INSERT = "INSERT INTO memory(" + COLUMNS + ", decayed_at) VALUES ("
            + "?,".repeat(34) + "?)";
    /** Binds {@link #bind} then the id again as the 35th parameter; leaves the decay clock alone. */
    public static final String UPDATE = "UPDATE memory SET (" + COLUMNS + ") = ("
            + "?,".repeat(33) + "?) WHERE id = ?";
    public static final int TAIL = 35;

    private MemoryRows() {}

    public static void bind(PreparedStatement p, Memory m) throws SQLException {
        MemoryContent c = m.content();
        p.setString(1, m.id());
        p.setString(2, c.kind().wireName());
        p.setString(3, c.text());
        p.setString(4, c.fact().map(NormalisedFact::key).orElse(null));
        p.setString(5, c.fact().map(NormalisedFact::value).orElse(null));
        p.setString(6, c.fact().map(NormalisedFact::unit).orElse(null));
        p.setString(7, c.category());
        p.setInt(8, c.sensitive() ? 1 : 0);
        p.setString(9, Times.textOrNull(c.happenedAt()));
        bindOwnership(p, m.ownership());
        bindProvenance(p, m.provenance());
        bindLifecycle(p, m.lifecycle());
        bindStats(p, m.stats());
    }

    private static void bindOwnership(PreparedStatement p, MemoryOwnership o) throws SQLException {
        p.setString(10, o.scope().type().wireName());
        p.setString(11, o.scope().id());
        p.setString(12, o.owner().map(MemberId::value).orElse(null));
        p.setString(13, o.about().map(MemberId::value).orElse(null));
        p.setString(14, o.consent().wireName());
        p.setString(34, o.aboutConsent().wireName());
    }

    private static void bindProvenance(PreparedStatement p, MemoryProvenance v) throws SQLException {
        p.setString(15, v.source().wireName());
        p.setString(16, Times.text(v.createdAt()));
        p.setString(17, v.createdBy());
        p.setString(18, v.createdWhy());
        p.setString(19, v.evidence());
    }

    private static void bindLifecycle(PreparedStatement p, MemoryLifecycle l) throws SQLException {
        p.setString(20, l.status().wireName());
        p.setInt(21, l.version());
        p.setString(22, Times.textOrNull(l.validity().from()));
        p.setString(23, Times.textOrNull(l.validity().until()));
        p.setString(24, String.join(",", l.validity().contexts().stream().sorted().toList()));
        p.setString(25, l.session().orElse(null));
        p.setString(26, Times.textOrNull(l.expiresAt()));
        p.setString(27, l.supersededBy().orElse(null));
    }

    private static void bindStats(PreparedStatement p, MemoryStats s) throws SQLException {
        p.setDouble(28, s.importance());
        p.setDouble(29, s.strength());
        p.setLong(30, s.retrievalCount());
        p.setString(31, Times.textOrNull(s.lastRetrieved()));
        p.setLong(32, s.viewCount());
        p.setString(33, Times.textOrNull(s.lastViewed()));
    }

    public static Memory read(ResultSet r, List<String> links) throws SQLException {
        return new Memory(r.getString("id"), content(r), ownership(r), provenance(r, links), lifecycle(r), stats(r));
    }

    private static MemoryContent content(ResultSet r) throws SQLException {
        Optional<NormalisedFact> fact = Optional.ofNullable(r.getString("fact_key"))
                .map(k -> fact(r, k));
        return new MemoryContent(MemoryKind.parse(r.getString("kind")), r.getString("text"), fact,
                r.getString("category"), r.getInt("sensitive") == 1, Times.optional(r.getString("happened_at")));
    }

    private static NormalisedFact fact(ResultSet r, String key) {
        try {
            String value = r.getString("fact_value");
            String unit = r.getString("fact_unit");
            return new NormalisedFact(key, value, unit, r.getString("text"));
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read a structured fact column", e);
        }
    }

    private static MemoryOwnership ownership(ResultSet r) throws SQLException {
        Scope scope = new Scope(ScopeType.valueOf(r.getString("scope_type").toUpperCase()), r.getString("scope_id"));
        return new MemoryOwnership(scope, member(r.getString("owner")), member(r.getString("about_member")),
                ConsentState.parse(r.getString("consent")), ConsentState.parse(r.getString("about_consent")));
    }

    private static Optional<MemberId> member(String value) {
        return Optional.ofNullable(value).map(MemberId::new);
    }

    private static MemoryProvenance provenance(ResultSet r, List<String> links) throws SQLException {
        return new MemoryProvenance(MemorySource.parse(r.getString("source")), Times.instant(r.getString("created_at")),
                r.getString("created_by"), r.getString("created_why"), r.getString("evidence"), links);
    }

    private static MemoryLifecycle lifecycle(ResultSet r) throws SQLException {
        Validity validity = new Validity(Times.optional(r.getString("valid_from")),
                Times.optional(r.getString("valid_until")), contexts(r.getString("contexts")));
        return new MemoryLifecycle(MemoryStatus.parse(r.getString("status")), r.getInt("version"), validity,
                Optional.ofNullable(r.getString("session_id")), Times.optional(r.getString("expires_at")),
                Optional.ofNullable(r.getString("superseded_by")));
    }

    private static Set<String> contexts(String text) {
        return text == null || text.isBlank() ? Set.of()
                : Arrays.stream(text.split(",")).map(String::strip).collect(Collectors.toUnmodifiableSet());
    }

    private static MemoryStats stats(ResultSet r) throws SQLException {
        return new MemoryStats(r.getDouble("importance"), r.getDouble("strength"), r.getLong("retrieval_count"),
                Times.optional(r.getString("last_retrieved_at")), r.getLong("view_count"),
                Times.optional(r.getString("last_viewed_at")));
    }
}
