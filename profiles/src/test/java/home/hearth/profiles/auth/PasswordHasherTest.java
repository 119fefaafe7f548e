package home.hearth.profiles.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.testing.TestHousehold;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PasswordHasherTest {
    final PasswordHasher hasher = TestHousehold.HASHER;

    @Test
    void encodesAlgorithmIterationsSaltAndHash() {
        String[] parts = hasher.hash("correct horse battery").split("\\$");
        assertEquals(4, parts.length);
        assertEquals("pbkdf2-sha256", parts[0]);
        assertEquals("210000", parts[1]);
        assertEquals(16, java.util.Base64.getDecoder().decode(parts[2]).length);
        assertEquals(32, java.util.Base64.getDecoder().decode(parts[3]).length);
    }

    @Test
    void acceptsTheRightPasswordAndRejectsAWrongOne() {
        String stored = hasher.hash("correct horse battery");
        assertTrue(hasher.matches("correct horse battery", stored));
        assertFalse(hasher.matches("correct horse batterY", stored));
        assertFalse(hasher.matches("", stored));
    }

    @Test
    void saltsEveryHashDifferently() {
        assertNotEquals(hasher.hash("correct horse battery"), hasher.hash("correct horse battery"));
    }

    @Test
    void refusesAShortPasswordWithoutRepeatingIt() {
        var e = assertThrows(IllegalArgumentException.class, () -> hasher.hash("hunter2"));
        assertEquals("password must be at least 10 characters long, got 7 characters", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "plain", "pbkdf2-sha256$abc$AAAA$AAAA", "md5$1$a$b", "pbkdf2-sha256$210000$!!$??"})
    void treatsAMalformedStoredHashAsNoMatch(String stored) {
        assertFalse(hasher.matches("correct horse battery", stored));
    }

    @Test
    void refusesTooFewIterations() {
        var e = assertThrows(IllegalArgumentException.class, () -> new PasswordHasher(1000));
        assertEquals("PBKDF2 iterations must be at least 210000, got: 1000", e.getMessage());
    }
}
