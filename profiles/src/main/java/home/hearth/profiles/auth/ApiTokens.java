package home.hearth.profiles.auth;

import home.hearth.policies.MemberId;
import home.hearth.policies.Sha256;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.members.MemberDirectory;
import home.hearth.storage.Jdbc;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Bearer tokens (table {@code profiles_tokens}): 32 random bytes, shown once as
 * {@code hth_<base64url>}, stored only as their SHA-256. A token resolves to its member and kind
 * until it expires or is revoked. Tokens are never logged.
 */
public final class ApiTokens {
    private static final String PREFIX = "hth_";
    private final Jdbc db;
    private final MemberDirectory members;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    public ApiTokens(DataSource dataSource, MemberDirectory members, Clock clock) {
        this.db = new Jdbc(dataSource, "", ProfilesException::new);
        this.members = members;
        this.clock = clock;
    }

    /** Issues a token for an existing member, valid for {@code ttl} (1 minute to 5 years). */
    public IssuedToken issue(MemberId member, TokenKind kind, String label, Duration ttl) {
        if (ttl.compareTo(Duration.ofMinutes(1)) < 0 || ttl.compareTo(Duration.ofDays(5 * 366)) > 0) {
            throw new IllegalArgumentException("token lifetime must be between 1 minute and 5 years, got: " + ttl);
        }
        String name = label == null ? "" : label.strip();
        if (name.length() > 80) {
            throw new IllegalArgumentException("token label must be at most 80 characters, got " + name.length());
        }
        members.require(member);
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String secret = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        Instant now = clock.instant();
        Instant expires = now.plus(ttl).truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
        db.call("store a token for " + member, c -> Jdbc.update(c,
                "INSERT INTO profiles_tokens(token_hash, member_id, kind, label, created_at, expires_at) "
                        + "VALUES (?,?,?,?,?,?)",
                digest(secret), member.value(), kind.name(), name, now.toString(), expires.toEpochMilli()));
        return new IssuedToken(secret, kind, name, expires);
    }

    /** The grant behind a presented token; empty when unknown, malformed, revoked or expired. */
    public Optional<TokenGrant> resolve(String presented) {
        if (presented == null || !presented.startsWith(PREFIX) || presented.length() > 100) {
            return Optional.empty();
        }
        Optional<TokenGrant> grant = db.call("check a token", c -> {
            try (PreparedStatement ps = Jdbc.prepare(c,
                    "SELECT member_id, kind, label, expires_at FROM profiles_tokens WHERE token_hash=?",
                    digest(presented));
                    ResultSet rs = ps.executeQuery()) {
                return rs.next()
                        ? Optional.of(new TokenGrant(MemberId.of(rs.getString(1)), TokenKind.valueOf(rs.getString(2)),
                                rs.getString(3), Instant.ofEpochMilli(rs.getLong(4))))
                        : Optional.<TokenGrant>empty();
            }
        });
        return grant.filter(g -> clock.instant().isBefore(g.expiresAt()));
    }

    /** Revokes one token; true when it existed. */
    public boolean revoke(String presented) {
        if (presented == null) {
            return false;
        }
        return db.call("revoke a token",
                c -> Jdbc.update(c, "DELETE FROM profiles_tokens WHERE token_hash=?", digest(presented))) > 0;
    }

    /** Revokes the member's tokens issued under exactly {@code label}; returns how many there were. */
    public int revokeLabelled(MemberId member, String label) {
        return db.call("revoke labelled tokens of " + member, c -> Jdbc.update(c,
                "DELETE FROM profiles_tokens WHERE member_id=? AND label=?", member.value(), label));
    }

    /** Revokes every token of a member; returns how many there were. */
    public int revokeAll(MemberId member) {
        return db.call("revoke the tokens of " + member,
                c -> Jdbc.update(c, "DELETE FROM profiles_tokens WHERE member_id=?", member.value()));
    }

    /** Deletes expired tokens (a maintenance job may call this); returns how many. */
    public int purgeExpired() {
        return db.call("purge expired tokens",
                c -> Jdbc.update(c, "DELETE FROM profiles_tokens WHERE expires_at <= ?", clock.instant().toEpochMilli()));
    }

    static String digest(String secret) {
        return Sha256.hex(secret);
    }
}
