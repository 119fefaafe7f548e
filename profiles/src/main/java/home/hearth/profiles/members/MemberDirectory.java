package home.hearth.profiles.members;

import home.hearth.policies.MemberId;
import home.hearth.policies.Role;
import home.hearth.profiles.ProfilesException;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import javax.sql.DataSource;

/**
 * The members of the household, in table {@code profiles_members}.
 *
 * <p>Rules: ids are unique; an erased member's id is never given to a new member; a child has a guardian who is an
 * adult or admin; a guardian cannot stop being an adult/admin nor leave while they guard a child; the last admin can
 * be neither demoted nor removed. Broken rules throw {@link MemberRuleException}, unknown ids
 * {@link UnknownMemberException}, malformed values {@link IllegalArgumentException}.
 */
public final class MemberDirectory {
    private static final String COLUMNS = "id, display_name, role, guardian, created_at";
    private final Jdbc db;
    private final Clock clock;
    private final Predicate<MemberId> erased;

    /** A member list where no id was ever erased (tests, tools). */
    public MemberDirectory(DataSource dataSource, Clock clock) {
        this(dataSource, clock, id -> false);
    }

    /**
     * @param erased whether a member with this id was erased: the hub's record of that lives outside the database
     *     (beside the keys), so that a restored backup cannot take it back
     */
    public MemberDirectory(DataSource dataSource, Clock clock, Predicate<MemberId> erased) {
        this.db = new Jdbc(dataSource, "", ProfilesException::new);
        this.clock = clock;
        this.erased = erased;
    }

    /**
     * Adds a member. An erased member's id is refused: the household's record that they were erased is what removes
     * their profile, password and tokens again when a backup from before the erasure is restored, and a new member
     * under the same id would either lift that record or be removed in their place.
     */
    public Member create(NewMember m) {
        if (erased.test(m.id())) {
            throw new MemberRuleException("member id '" + m.id() + "' belonged to a member who was erased, and an erased"
                    + " member's id is never given to a new member: restoring a backup made before the erasure must still"
                    + " remove their profile and sign-ins. Choose another id.");
        }
        return db.inTransaction("add member " + m.id(), c -> {
            if (find(c, m.id()).isPresent()) {
                throw new MemberRuleException("member '" + m.id() + "' already exists");
            }
            Member member = new Member(m.id(), m.displayName(), m.role(), m.guardian(), clock.instant());
            checkGuardian(c, member);
            Jdbc.update(c, "INSERT INTO profiles_members(" + COLUMNS + ") VALUES (?,?,?,?,?)",
                    member.id().value(), member.displayName(), member.role().name(),
                    member.guardian().map(MemberId::value).orElse(null), member.createdAt().toString());
            return member;
        });
    }

    public Optional<Member> get(MemberId id) {
        return db.call("read member " + id, c -> find(c, id));
    }

    /** The member, or {@link UnknownMemberException}. */
    public Member require(MemberId id) {
        return get(id).orElseThrow(() -> new UnknownMemberException(id));
    }

    /** All members, ordered by id. */
    public List<Member> list() {
        return db.call("list members", c -> query(c, "SELECT " + COLUMNS + " FROM profiles_members ORDER BY id"));
    }

    public boolean hasAdmin() {
        return db.call("count admins", MemberDirectory::countAdmins) > 0;
    }

    public Member update(MemberId id, MemberChange change) {
        return db.inTransaction("change member " + id, c -> {
            Member before = find(c, id).orElseThrow(() -> new UnknownMemberException(id));
            Member after = change.applyTo(before);
            checkGuardian(c, after);
            if (before.role() == Role.ADMIN && after.role() != Role.ADMIN && countAdmins(c) <= 1) {
                throw new MemberRuleException("'" + id + "' is the last admin: make another member admin first");
            }
            if (!canGuard(after.role())) {
                refuseIfGuardian(c, id, "cannot become " + after.role().wireName());
            }
            Jdbc.update(c, "UPDATE profiles_members SET display_name=?, role=?, guardian=? WHERE id=?",
                    after.displayName(), after.role().name(),
                    after.guardian().map(MemberId::value).orElse(null), id.value());
            return after;
        });
    }

    /** Throws {@link MemberRuleException} or {@link UnknownMemberException} when {@code id} cannot be removed. */
    public Member requireRemovable(MemberId id) {
        return db.call("check member " + id, c -> checkRemovable(c, id));
    }

    /**
     * Deletes the member row; the database drops their credentials, tokens and voiceprints with it.
     * Use {@code MemberRemoval}, which also erases personal data and audits.
     */
    public void remove(MemberId id) {
        db.inTransaction("remove member " + id, c -> {
            checkRemovable(c, id);
            return Jdbc.update(c, "DELETE FROM profiles_members WHERE id=?", id.value());
        });
    }

    private static Member checkRemovable(Connection c, MemberId id) throws SQLException {
        Member m = find(c, id).orElseThrow(() -> new UnknownMemberException(id));
        if (m.role() == Role.ADMIN && countAdmins(c) <= 1) {
            throw new MemberRuleException("'" + id + "' is the last admin and cannot be removed");
        }
        refuseIfGuardian(c, id, "cannot be removed");
        return m;
    }

    private static boolean canGuard(Role r) {
        return r == Role.ADULT || r == Role.ADMIN;
    }

    private static void checkGuardian(Connection c, Member m) throws SQLException {
        if (m.guardian().isEmpty()) {
            return;
        }
        MemberId g = m.guardian().get();
        Member guardian = find(c, g).orElseThrow(
                () -> new MemberRuleException("guardian '" + g + "' of '" + m.id() + "' is not a member"));
        if (!canGuard(guardian.role())) {
            throw new MemberRuleException("guardian '" + g + "' must be an adult or admin, is "
                    + guardian.role().wireName());
        }
    }

    private static void refuseIfGuardian(Connection c, MemberId id, String what) throws SQLException {
        List<Member> wards = query(c, "SELECT " + COLUMNS + " FROM profiles_members WHERE guardian=? ORDER BY id",
                id.value());
        if (!wards.isEmpty()) {
            throw new MemberRuleException("'" + id + "' is the guardian of '" + wards.get(0).id() + "' and " + what
                    + ": choose another guardian first");
        }
    }

    private static int countAdmins(Connection c) throws SQLException {
        try (PreparedStatement ps = Jdbc.prepare(c, "SELECT count(*) FROM profiles_members WHERE role=?", "ADMIN");
                ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    private static Optional<Member> find(Connection c, MemberId id) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM profiles_members WHERE id=?", id.value()).stream().findFirst();
    }

    private static List<Member> query(Connection c, String sql, Object... args) throws SQLException {
        List<Member> out = new ArrayList<>();
        try (PreparedStatement ps = Jdbc.prepare(c, sql, args);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(new Member(MemberId.of(rs.getString(1)), rs.getString(2), Role.valueOf(rs.getString(3)),
                        Optional.ofNullable(rs.getString(4)).map(MemberId::of), Instant.parse(rs.getString(5))));
            }
        }
        return out;
    }
}
