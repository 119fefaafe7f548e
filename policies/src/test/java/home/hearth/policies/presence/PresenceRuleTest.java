package home.hearth.policies.presence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Only the member turns her setting on, she or the admin off; events only for her verified voice, one per room a minute.
 */
class PresenceRuleTest {
    private static final MemberId ALICE = MemberId.of("alice");
    private static final Instant T0 = Instant.parse("2026-12-07T18:00:00Z");

    @ParameterizedTest(name = "{0} as {1} at {2} turns it on={3} → {4}")
    @CsvSource({
        "alice, ADULT, VERIFIED,  true,  true",
        "alice, ADULT, VERIFIED,  false, true",
        "alice, CHILD, VERIFIED,  true,  true",
        "alice, CHILD, VERIFIED,  false, true",
        "admin, ADMIN, VERIFIED,  false, true",
        "admin, ADMIN, VERIFIED,  true,  false",
        "admin, ADMIN, UNCERTAIN, false, false",
        "bob,   ADULT, VERIFIED,  true,  false",
        "bob,   ADULT, VERIFIED,  false, false",
        "alice, ADULT, UNCERTAIN, true,  false",
        "alice, ADULT, UNCERTAIN, false, false"
    })
    void onlyTheMemberTurnsHerSettingOnAndTheAdminMayTurnItOff(String who, Role role, IdentityLevel level, boolean on,
            boolean allowed) {
        Principal p = new Principal(Optional.of(MemberId.of(who)), role, level,
                role == Role.CHILD ? Optional.of(MemberId.of("dad")) : Optional.empty());
        assertEquals(allowed, PresenceRule.mayChange(p, ALICE, on).allowed());
    }

    @Test
    void anAdminAskingToTurnItOnIsToldSheCanOnlyTurnItOff() {
        assertEquals("Only alice can let automations know where the hub recognises their voice; the household admin"
                + " can only turn it off.",
                PresenceRule.mayChange(Principal.verified(MemberId.of("admin"), Role.ADMIN), ALICE, true).reason());
    }

    @ParameterizedTest(name = "{0} agreed={1} in {2} after {3} in {4} s ago → {5}")
    @CsvSource({
        "VERIFIED,  true,  kitchen, ,        0,  true",
        "VERIFIED,  false, kitchen, ,        0,  false",
        "UNCERTAIN, true,  kitchen, ,        0,  false",
        "UNKNOWN,   true,  kitchen, ,        0,  false",
        "VERIFIED,  true,  kitchen, kitchen, 10, false",
        "VERIFIED,  true,  kitchen, kitchen, 59, false",
        "VERIFIED,  true,  kitchen, kitchen, 60, true",
        "VERIFIED,  true,  hall,    kitchen, 1,  true",
        "VERIFIED,  false, hall,    kitchen, 90, false"
    })
    void anEventGoesOutForHerVerifiedVoiceOncePerRoomAMinuteAndAtOnceInAnotherRoom(IdentityLevel level, boolean agreed,
            String room, String lastRoom, long secondsAgo, boolean allowed) {
        Optional<PresenceRule.LastEvent> last = Optional.ofNullable(lastRoom)
                .map(r -> new PresenceRule.LastEvent(r, T0.minusSeconds(secondsAgo)));
        assertEquals(allowed, PresenceRule.mayPublish(level, agreed, room, last, T0).allowed());
    }
}
