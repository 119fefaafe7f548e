package home.hearth.hub.memory.internal;

import home.hearth.policies.access.ConsentState;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentOwner;
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

/**
 * Maps a {@link Memory} to and from a row of the {@code memory} table (links are read separately).
 * Its free text (text, fact value and unit, why, evidence, contexts) is sealed with the owner's
 * content key ({@link #keyOf}); a row whose key was destroyed reads as erased (empty).
 */
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

    /** Whose content key seals {@code m}: its owner's, or the household's when it has none. */
    public static String keyOf(Memory m) {
        return ContentOwner.of(m.ownership().owner().map(MemberId::value));
    }

    public static void bind(PreparedStatement p, Memory m, ContentCipher cipher) throws SQLException {
        MemoryContent c = m.content();
        String key = keyOf(m);
        p.setString(1, m.id());
        p.setString(2, c.kind().wireName());
        p.setString(3, cipher.seal(key, c.text()));
        p.setString(4, c.fact().map(NormalisedFact::key).orElse(null));
        p.setString(5, cipher.sealNullable(key, c.fact().map(NormalisedFact::value).orElse(null)));
        p.setString(6, cipher.sealNullable(key, c.fact().map(NormalisedFact::unit).orElse(null)));
        p.setString(7, c.category());
        p.setInt(8, c.sensitive() ? 1 : 0);
        p.setString(9, Times.textOrNull(c.happenedAt()));
        bindOwnership(p, m.ownership());
        bindProvenance(p, m.provenance(), key, cipher);
        bindLifecycle(p, m.lifecycle(), key, cipher);
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

    private static void bindProvenance(PreparedStatement p, MemoryProvenance v, String key, ContentCipher cipher)
            throws SQLException {
        p.setString(15, v.source().wireName());
        p.setString(16, Times.text(v.createdAt()));
        p.setString(17, v.createdBy());
        p.setString(18, cipher.seal(key, v.createdWhy()));
        p.setString(19, cipher.seal(key, v.evidence()));
    }

    private static void bindLifecycle(PreparedStatement p, MemoryLifecycle l, String key, ContentCipher cipher)
            throws SQLException {
        p.setString(20, l.status().wireName());
        p.setInt(21, l.version());
        p.setString(22, Times.textOrNull(l.validity().from()));
        p.setString(23, Times.textOrNull(l.validity().until()));
        p.setString(24, cipher.seal(key, String.join(",", l.validity().contexts().stream().sorted().toList())));
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

    /** The memory in this row, its sealed fields opened; empty when its owner's key was destroyed (erased). */
    public static Optional<Memory> read(ResultSet r, List<String> links, ContentCipher cipher) throws SQLException {
        Optional<String> text = cipher.open(r.getString("text"));
        if (text.isEmpty()) {
            return Optional.empty();
        }
        Opened o = new Opened(r, cipher);
        return Optional.of(new Memory(r.getString("id"), content(r, text.get(), o), ownership(r), provenance(r, links, o),
                lifecycle(r, o), stats(r)));
    }

    /** Opens the sealed columns of one row (a field erased with its key reads as empty). */
    private record Opened(ResultSet r, ContentCipher cipher) {
        String get(String column) throws SQLException {
            String stored = r.getString(column);
            return stored == null ? null : cipher.open(stored).orElse("");
        }
    }

    private static MemoryContent content(ResultSet r, String text, Opened o) throws SQLException {
        String key = r.getString("fact_key");
        Optional<NormalisedFact> fact = key == null ? Optional.empty()
                : Optional.of(new NormalisedFact(key, o.get("fact_value"), o.get("fact_unit"), text));
        return new MemoryContent(MemoryKind.parse(r.getString("kind")), text, fact,
                r.getString("category"), r.getInt("sensitive") == 1, Times.optional(r.getString("happened_at")));
    }

    private static MemoryOwnership ownership(ResultSet r) throws SQLException {
        Scope scope = new Scope(ScopeType.valueOf(r.getString("scope_type").toUpperCase()), r.getString("scope_id"));
        return new MemoryOwnership(scope, member(r.getString("owner")), member(r.getString("about_member")),
                ConsentState.parse(r.getString("consent")), ConsentState.parse(r.getString("about_consent")));
    }

    private static Optional<MemberId> member(String value) {
        return Optional.ofNullable(value).map(MemberId::new);
    }

    private static MemoryProvenance provenance(ResultSet r, List<String> links, Opened o) throws SQLException {
        return new MemoryProvenance(MemorySource.parse(r.getString("source")), Times.instant(r.getString("created_at")),
                r.getString("created_by"), o.get("created_why"), o.get("evidence"), links);
    }

    private static MemoryLifecycle lifecycle(ResultSet r, Opened o) throws SQLException {
        Validity validity = new Validity(Times.optional(r.getString("valid_from")),
                Times.optional(r.getString("valid_until")), contexts(o.get("contexts")));
        return new MemoryLifecycle(MemoryStatus.parse(r.getString("status")), r.getInt("version"), validity,
                Optional.ofNullable(r.getString("session_id")), Times.optional(r.getString("expires_at")),
                Optional.ofNullable(r.getString("superseded_by")));
    }

    public static Set<String> contexts(String text) {
        return text == null || text.isBlank() ? Set.of()
                : Arrays.stream(text.split(",")).map(String::strip).collect(Collectors.toUnmodifiableSet());
    }

    private static MemoryStats stats(ResultSet r) throws SQLException {
        return new MemoryStats(r.getDouble("importance"), r.getDouble("strength"), r.getLong("retrieval_count"),
                Times.optional(r.getString("last_retrieved_at")), r.getLong("view_count"),
                Times.optional(r.getString("last_viewed_at")));
    }
}
