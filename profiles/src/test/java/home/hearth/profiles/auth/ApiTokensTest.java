package home.hearth.profiles.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.profiles.members.UnknownMemberException;
import home.hearth.profiles.testing.TestHousehold;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ApiTokensTest {
    @TempDir
    Path dir;

    TestHousehold home;
    ApiTokens tokens;
    final MemberId bruno = MemberId.of("bruno");

    @BeforeEach
    void setUp() {
        home = new TestHousehold(dir).withFamily();
        tokens = home.tokens;
    }

    @Test
    void resolvesAnIssuedTokenToItsMemberAndKind() {
        IssuedToken t = tokens.issue(bruno, TokenKind.ROOM_MICROPHONE, "kitchen mic", Duration.ofDays(365));
        TokenGrant g = tokens.resolve(t.secret()).orElseThrow();
        assertEquals(bruno, g.member());
        assertEquals(TokenKind.ROOM_MICROPHONE, g.kind());
        assertEquals("kitchen mic", g.label());
        assertTrue(t.secret().startsWith("hth_"));
        assertFalse(t.toString().contains(t.secret()), "toString must hide the secret");
    }

    @Test
    void anExpiredTokenNoLongerResolves() {
        IssuedToken t = tokens.issue(bruno, TokenKind.SESSION, "", Duration.ofHours(12));
        home.clock.advance(Duration.ofHours(11).plusMinutes(59));
        assertTrue(tokens.resolve(t.secret()).isPresent());
        home.clock.advance(Duration.ofMinutes(1));
        assertTrue(tokens.resolve(t.secret()).isEmpty());
        assertEquals(1, tokens.purgeExpired());
    }

    @Test
    void aRevokedTokenNoLongerResolves() {
        IssuedToken a = tokens.issue(bruno, TokenKind.AUTOMATION, "node-red", Duration.ofDays(30));
        IssuedToken b = tokens.issue(bruno, TokenKind.SESSION, "", Duration.ofDays(1));
        assertTrue(tokens.revoke(a.secret()));
        assertTrue(tokens.resolve(a.secret()).isEmpty());
        assertTrue(tokens.resolve(b.secret()).isPresent());
        assertFalse(tokens.revoke(a.secret()), "already revoked");
    }

    @Test
    void revokingAllOfAMemberLeavesOthersAlone() {
        tokens.issue(bruno, TokenKind.SESSION, "", Duration.ofDays(1));
        tokens.issue(bruno, TokenKind.AUTOMATION, "ha", Duration.ofDays(1));
        IssuedToken ana = tokens.issue(MemberId.of("ana"), TokenKind.SESSION, "", Duration.ofDays(1));
        assertEquals(2, tokens.revokeAll(bruno));
        assertTrue(tokens.resolve(ana.secret()).isPresent());
    }

    @Test
    void unknownOrMalformedTokensResolveToNothing() {
        IssuedToken t = tokens.issue(bruno, TokenKind.SESSION, "", Duration.ofDays(1));
        assertTrue(tokens.resolve(null).isEmpty());
        assertTrue(tokens.resolve("").isEmpty());
        assertTrue(tokens.resolve("Bearer " + t.secret()).isEmpty());
        assertTrue(tokens.resolve(t.secret() + "x").isEmpty());
    }

    @Test
    void storesOnlyTheHashOfATokenAndEachTokenIsFresh() {
        IssuedToken t = tokens.issue(bruno, TokenKind.SESSION, "", Duration.ofDays(1));
        assertNotEquals(t.secret(), tokens.issue(bruno, TokenKind.SESSION, "", Duration.ofDays(1)).secret());
        assertEquals(64, ApiTokens.digest(t.secret()).length());
        // The stored form of every token already issued: it must never change.
        assertEquals("7b45162cbeedd4c3846db8b371ef41c3e7a7954ced0319ad87b3952a6385b26e", ApiTokens.digest("hth_abc-ção"));
        assertFalse(home.fileContains(t.secret().substring(4, 20)));
    }

    @Test
    void refusesBadLifetimesAndUnknownMembers() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> tokens.issue(bruno, TokenKind.SESSION, "", Duration.ofSeconds(5)));
        assertEquals("token lifetime must be between 1 minute and 5 years, got: PT5S", e.getMessage());
        assertThrows(UnknownMemberException.class,
                () -> tokens.issue(MemberId.of("zoe"), TokenKind.SESSION, "", Duration.ofDays(1)));
    }

    @Test
    void parsesTokenKindsAndNamesTheAcceptedOnes() {
        assertEquals(TokenKind.ROOM_MICROPHONE, TokenKind.parse("room-microphone"));
        var e = assertThrows(IllegalArgumentException.class, () -> TokenKind.parse("robot"));
        assertEquals("token kind must be one of session, room-microphone, automation, got: robot", e.getMessage());
    }
}
