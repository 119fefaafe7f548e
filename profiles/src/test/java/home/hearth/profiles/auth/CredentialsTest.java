package home.hearth.profiles.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.profiles.members.UnknownMemberException;
import home.hearth.profiles.testing.TestHousehold;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CredentialsTest {
    @TempDir
    Path dir;

    TestHousehold home;
    final MemberId bruno = MemberId.of("bruno");

    @BeforeEach
    void setUp() {
        home = new TestHousehold(dir).withFamily();
        home.credentials.setPassword(bruno, "bruno-secret-pass");
    }

    @Test
    void signsInWithTheRightPassword() {
        assertEquals(bruno, home.credentials.authenticate("bruno", "bruno-secret-pass").orElseThrow().id());
    }

    @Test
    void refusesAWrongPasswordAnUnknownUserAndAMalformedName() {
        assertTrue(home.credentials.authenticate("bruno", "bruno-secret-PASS").isEmpty());
        assertTrue(home.credentials.authenticate("zoe", "bruno-secret-pass").isEmpty());
        assertTrue(home.credentials.authenticate("Bad Name!", "bruno-secret-pass").isEmpty());
        assertTrue(home.credentials.authenticate("carla", "bruno-secret-pass").isEmpty(), "carla has no password");
    }

    @Test
    void replacingThePasswordInvalidatesTheOldOne() {
        home.credentials.setPassword(bruno, "a-brand-new-password");
        assertFalse(home.credentials.check(bruno, "bruno-secret-pass"));
        assertTrue(home.credentials.check(bruno, "a-brand-new-password"));
    }

    @Test
    void refusesPasswordsForUnknownMembersAndShortPasswords() {
        assertThrows(UnknownMemberException.class,
                () -> home.credentials.setPassword(MemberId.of("zoe"), "long-enough-password"));
        var e = assertThrows(IllegalArgumentException.class, () -> home.credentials.setPassword(bruno, "short"));
        assertTrue(e.getMessage().startsWith("password must be at least 10 characters"), e.getMessage());
        assertTrue(home.credentials.check(bruno, "bruno-secret-pass"), "the old password is kept");
    }

    @Test
    void neverStoresThePasswordInPlaintext() {
        assertFalse(home.fileContains("bruno-secret-pass"));
    }
}
