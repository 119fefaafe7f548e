package home.hearth.profiles.auth;

import home.hearth.policies.MemberId;
import home.hearth.policies.Role;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.members.Member;
import home.hearth.profiles.members.MemberDirectory;
import home.hearth.profiles.members.NewMember;
import home.hearth.storage.Jdbc;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.Locale;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * The first admin (profiles/README.md, "First admin"): at first start, when no admin has a password,
 * member {@code admin} is created and gets the password from {@code HEARTH_ADMIN_PASSWORD}, or
 * else a one-time setup code (stored hashed in {@code profiles_setup_codes}) that
 * {@link #redeem} exchanges once for a password.
 */
public final class FirstAdmin {
    public static final MemberId ADMIN = MemberId.of("admin");
    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    private final Jdbc db;
    private final MemberDirectory members;
    private final Credentials credentials;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    public FirstAdmin(DataSource dataSource, MemberDirectory members, Credentials credentials, Clock clock) {
        this.db = new Jdbc(dataSource, "", ProfilesException::new);
        this.members = members;
        this.credentials = credentials;
        this.clock = clock;
    }

    /** Runs at every start; {@code adminPassword} is {@code HEARTH_ADMIN_PASSWORD} when set. */
    public FirstAdminOutcome ensure(Optional<String> adminPassword) {
        adminPassword.ifPresent(PasswordHasher::requireAcceptable);
        if (members.list().stream().anyMatch(m -> m.role() == Role.ADMIN && credentials.hasPassword(m.id()))) {
            return new FirstAdminOutcome.AlreadyConfigured();
        }
        Member admin = members.get(ADMIN).filter(m -> m.role() == Role.ADMIN)
                .orElseGet(() -> members.create(NewMember.of(ADMIN.value(), "Administrator", Role.ADMIN)));
        if (adminPassword.isPresent()) {
            credentials.setPassword(admin.id(), adminPassword.get());
            return new FirstAdminOutcome.PasswordFromEnvironment(admin.id());
        }
        String code = newCode();
        db.inTransaction("store the setup code", c -> {
            Jdbc.update(c, "DELETE FROM profiles_setup_codes");
            return Jdbc.update(c, "INSERT INTO profiles_setup_codes(code_hash, member_id, created_at) VALUES (?,?,?)",
                    ApiTokens.digest(normalise(code)), admin.id().value(), clock.instant().toString());
        });
        return new FirstAdminOutcome.SetupCodeIssued(admin.id(), code);
    }

    /** Sets the admin's password with a setup code; the code works once. */
    public MemberId redeem(String code, String newPassword) {
        PasswordHasher.requireAcceptable(newPassword);
        String hash = ApiTokens.digest(normalise(code == null ? "" : code));
        MemberId admin = db.inTransaction("redeem the setup code", c -> {
            try (PreparedStatement ps = Jdbc.prepare(c,
                    "SELECT member_id FROM profiles_setup_codes WHERE code_hash=?", hash);
                    ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new ProfilesException("setup code is wrong or already used: look for the newest code in the"
                            + " hub's log, or restart the hub to get a new one");
                }
                MemberId id = MemberId.of(rs.getString(1));
                Jdbc.update(c, "DELETE FROM profiles_setup_codes WHERE code_hash=?", hash);
                return id;
            }
        });
        credentials.setPassword(admin, newPassword);
        return admin;
    }

    private String newCode() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            if (i > 0 && i % 4 == 0) {
                sb.append('-');
            }
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }

    private static String normalise(String code) {
        return code.replace("-", "").replace(" ", "").toUpperCase(Locale.ROOT);
    }
}
