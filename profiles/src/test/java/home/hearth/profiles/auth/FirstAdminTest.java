package home.hearth.profiles.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.Role;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.testing.TestHousehold;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FirstAdminTest {
    @TempDir
    Path dir;

    TestHousehold home;
    FirstAdmin firstAdmin;

    @BeforeEach
    void setUp() {
        home = new TestHousehold(dir);
        firstAdmin = new FirstAdmin(home.db, home.members, home.credentials, home.clock);
    }

    @Test
    void createsTheAdminWithThePasswordFromTheEnvironment() {
        var outcome = firstAdmin.ensure(Optional.of("from-the-environment"));
        assertInstanceOf(FirstAdminOutcome.PasswordFromEnvironment.class, outcome);
        assertEquals(Role.ADMIN, home.members.require(FirstAdmin.ADMIN).role());
        assertTrue(home.credentials.authenticate("admin", "from-the-environment").isPresent());
        assertInstanceOf(FirstAdminOutcome.AlreadyConfigured.class, firstAdmin.ensure(Optional.empty()));
    }

    @Test
    void withoutAPasswordIssuesASetupCodeThatWorksOnce() {
        var code = assertInstanceOf(FirstAdminOutcome.SetupCodeIssued.class, firstAdmin.ensure(Optional.empty()));
        assertTrue(code.code().matches("[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}"), code.code());
        assertFalse(code.toString().contains(code.code()), "toString must hide the code");
        assertTrue(home.credentials.authenticate("admin", "chosen-by-admin").isEmpty());

        assertEquals(FirstAdmin.ADMIN, firstAdmin.redeem(code.code().toLowerCase(), "chosen-by-admin"));
        assertTrue(home.credentials.authenticate("admin", "chosen-by-admin").isPresent());

        var e = assertThrows(ProfilesException.class, () -> firstAdmin.redeem(code.code(), "another-password"));
        assertTrue(e.getMessage().startsWith("setup code is wrong or already used"), e.getMessage());
        assertTrue(home.credentials.check(FirstAdmin.ADMIN, "chosen-by-admin"));
    }

    @Test
    void aRestartBeforeRedeemingReplacesTheCode() {
        var first = (FirstAdminOutcome.SetupCodeIssued) firstAdmin.ensure(Optional.empty());
        var second = (FirstAdminOutcome.SetupCodeIssued) firstAdmin.ensure(Optional.empty());
        assertThrows(ProfilesException.class, () -> firstAdmin.redeem(first.code(), "chosen-by-admin"));
        firstAdmin.redeem(second.code(), "chosen-by-admin");
        assertEquals(1, home.members.list().size());
    }

    @Test
    void aWrongCodeIsRefusedAndAShortPasswordIsRefusedBeforeTheCodeIsSpent() {
        var code = (FirstAdminOutcome.SetupCodeIssued) firstAdmin.ensure(Optional.empty());
        assertThrows(ProfilesException.class, () -> firstAdmin.redeem("AAAA-BBBB-CCCC", "chosen-by-admin"));
        assertThrows(IllegalArgumentException.class, () -> firstAdmin.redeem(code.code(), "short"));
        firstAdmin.redeem(code.code(), "chosen-by-admin");
    }

    @Test
    void aTooShortEnvironmentPasswordCreatesNothing() {
        var e = assertThrows(IllegalArgumentException.class, () -> firstAdmin.ensure(Optional.of("short")));
        assertTrue(e.getMessage().startsWith("password must be at least 10 characters"), e.getMessage());
        assertTrue(home.members.list().isEmpty());
    }

    @Test
    void neverStoresTheSetupCodeInPlaintext() {
        var code = (FirstAdminOutcome.SetupCodeIssued) firstAdmin.ensure(Optional.empty());
        assertFalse(home.fileContains(code.code()));
        assertFalse(home.fileContains(code.code().replace("-", "")));
    }
}
