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
 * Only the member turns her setting on, she or the admin off; for a child her guardian turns it on or off, she only
 * off; events only for her verified voice, one per room a minute.
 */
class PresenceRuleTest {
    private static final MemberId ALICE = MemberId.of("alice");
    private static final MemberId KIT = MemberId.of("kit");
    private static final Optional<MemberId> KITS_GUARDIAN = Optional.of(MemberId.of("dad"));
    private static final Instant T0 = Instant.parse("2026-12-07T18:00:00Z");

    @ParameterizedTest(name = "{0} as {1} at {2} turns it on={3} → {4}")
    @CsvSource({
        "alice, ADULT, VERIFIED,  true,  true",
        "alice, ADULT, VERIFIED,  false, true",
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
        Principal p = new Principal(Optional.of(MemberId.of(who)), role, level, Optional.empty());
        assertEquals(allowed, PresenceRule.mayChange(p, ALICE, Optional.empty(), on).allowed());
    }

    @ParameterizedTest(name = "for the child kit, {0} as {1} at {2} turns it on={3} → {4}")
    @CsvSource({
        "dad,   ADULT, VERIFIED,  true,  true",
        "dad,   ADULT, VERIFIED,  false, true",
        "dad,   ADMIN, VERIFIED,  true,  true",
        "dad,   ADULT, UNCERTAIN, true,  false",
        "dad,   ADULT, UNCERTAIN, false, false",
        "kit,   CHILD, VERIFIED,  true,  false",
        "kit,   CHILD, VERIFIED,  false, true",
        "kit,   CHILD, UNCERTAIN, false, false",
        "admin, ADMIN, VERIFIED,  true,  false",
        "admin, ADMIN, VERIFIED,  false, true",
        "admin, ADMIN, UNCERTAIN, false, false",
        "mum,   ADULT, VERIFIED,  true,  false",
        "mum,   ADULT, VERIFIED,  false, false",
        "sis,   CHILD, VERIFIED,  false, false"
    })
    void aChildsGuardianTurnsHerSettingOnOrOffAndSheOnlyOff(String who, Role role, IdentityLevel level, boolean on,
            boolean allowed) {
        Principal p = new Principal(Optional.of(MemberId.of(who)), role, level,
                role == Role.CHILD ? KITS_GUARDIAN : Optional.empty());
        assertEquals(allowed, PresenceRule.mayChange(p, KIT, KITS_GUARDIAN, on).allowed());
    }

    @Test
    void aChildAskingToTurnItOnIsToldHerGuardianDecides() {
        Principal kit = Principal.verified(KIT, Role.CHILD).withGuardian(KITS_GUARDIAN.orElseThrow());
        assertEquals("Only dad, kit's guardian, can let automations know where the hub recognises kit's voice; kit can"
                + " only turn it off.", PresenceRule.mayChange(kit, KIT, KITS_GUARDIAN, true).reason());
        assertEquals("Only dad, kit's guardian, can let automations know where the hub recognises kit's voice; the"
                + " household admin can only turn it off.",
                PresenceRule.mayChange(Principal.verified(MemberId.of("admin"), Role.ADMIN), KIT, KITS_GUARDIAN, true)
                        .reason());
    }

    @ParameterizedTest(name = "{0} at {1} reads the setting of {2} → {3}")
    @CsvSource({
        "alice, VERIFIED,  alice, true",
        "alice, UNCERTAIN, alice, false",
        "admin, VERIFIED,  alice, false",
        "bob,   VERIFIED,  alice, false",
        "kit,   VERIFIED,  kit,   true",
        "dad,   VERIFIED,  kit,   true",
        "dad,   UNCERTAIN, kit,   false",
        "dad,   VERIFIED,  alice, false",
        "admin, VERIFIED,  kit,   false",
        "mum,   VERIFIED,  kit,   false"
    })
    void onlySheAndAChildsGuardianReadHerSetting(String who, IdentityLevel level, String whose, boolean allowed) {
        Principal p = new Principal(Optional.of(MemberId.of(who)), who.equals("admin") ? Role.ADMIN : Role.ADULT, level,
                Optional.empty());
        MemberId member = MemberId.of(whose);
        assertEquals(allowed, PresenceRule.maySee(p, member, member.equals(KIT) ? KITS_GUARDIAN : Optional.empty()));
    }

    @Test
    void anAdminAskingToTurnItOnIsToldSheCanOnlyTurnItOff() {
        assertEquals("Only alice can let automations know where the hub recognises their voice; the household admin"
                + " can only turn it off.",
                PresenceRule.mayChange(Principal.verified(MemberId.of("admin"), Role.ADMIN), ALICE, Optional.empty(),
                        true).reason());
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
