package home.hearth.profiles.auth;

import home.hearth.policies.MemberId;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.members.Member;
import home.hearth.profiles.members.MemberDirectory;
import home.hearth.profiles.members.UnknownMemberException;
import home.hearth.storage.Jdbc;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Page passwords of members (table {@code profiles_credentials}), stored only as PBKDF2 hashes.
 * {@link #authenticate} is the check behind {@code POST /api/v1/auth/login}.
 */
public final class Credentials {
    private final Jdbc db;
    private final MemberDirectory members;
    private final PasswordHasher hasher;
    private final Clock clock;
    private volatile String decoy;

    public Credentials(DataSource dataSource, MemberDirectory members, PasswordHasher hasher, Clock clock) {
        this.db = new Jdbc(dataSource, "", ProfilesException::new);
        this.members = members;
        this.hasher = hasher;
        this.clock = clock;
    }

    /** A hash to check against when there is none, so unknown users take as long as known ones. */
    private String decoy() {
        if (decoy == null) {
            decoy = hasher.hash("decoy-password-for-unknown-users");
        }
        return decoy;
    }

    /** Sets (or replaces) a member's password; throws for an unknown member or a short password. */
    public void setPassword(MemberId id, String password) {
        members.require(id);
        String hash = hasher.hash(password);
        db.call("store the password of " + id, c -> Jdbc.update(c,
                "INSERT INTO profiles_credentials(member_id, password_hash, updated_at) VALUES (?,?,?) "
                        + "ON CONFLICT(member_id) DO UPDATE SET password_hash=excluded.password_hash, "
                        + "updated_at=excluded.updated_at",
                id.value(), hash, clock.instant().toString()));
    }

    public boolean hasPassword(MemberId id) {
        return storedHash(id).isPresent();
    }

    /** True when the member exists, has a password and it matches. */
    public boolean check(MemberId id, String password) {
        Optional<String> stored = storedHash(id);
        boolean ok = hasher.matches(password, stored.orElseGet(this::decoy));
        return ok && stored.isPresent();
    }

    /**
     * The member behind a username and password, or empty. Takes the same time whether or not
     * the username exists.
     */
    public Optional<Member> authenticate(String username, String password) {
        MemberId id;
        try {
            id = MemberId.of(username == null ? "" : username.trim());
        } catch (IllegalArgumentException e) {
            hasher.matches(password == null ? "" : password, decoy());
            return Optional.empty();
        }
        if (!check(id, password)) {
            return Optional.empty();
        }
        try {
            return Optional.of(members.require(id));
        } catch (UnknownMemberException e) {
            return Optional.empty();
        }
    }

    /**
     * The member a sign-in name names, if any. What a record of failed sign-ins may keep of the name: one that names
     * nobody is often a password typed into the wrong field.
     */
    public Optional<MemberId> memberNamed(String username) {
        try {
            return members.get(MemberId.of(username == null ? "" : username.trim())).map(Member::id);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Removes a member's password (used by member removal). */
    public void forget(MemberId id) {
        db.call("remove the password of " + id,
                c -> Jdbc.update(c, "DELETE FROM profiles_credentials WHERE member_id=?", id.value()));
    }

    private Optional<String> storedHash(MemberId id) {
        return db.call("read the password of " + id, c -> {
            try (PreparedStatement ps = Jdbc.prepare(c,
                    "SELECT password_hash FROM profiles_credentials WHERE member_id=?", id.value());
                    ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
            }
        });
    }
}
