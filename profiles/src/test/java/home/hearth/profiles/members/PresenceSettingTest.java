package home.hearth.profiles.members;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.policies.Role;
import home.hearth.profiles.testing.TestDatabase;
import home.hearth.profiles.testing.TestHousehold;
import home.hearth.storage.Jdbc;
import java.nio.file.Path;
import java.time.Clock;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The presence setting is off until turned on, kept with the member, and gone with her. */
class PresenceSettingTest {
    private static final MemberId DORA = MemberId.of("dora");

    @Test
    void isOffForANewMemberAndKeepsWhatSheChooses(@TempDir Path dir) {
        TestHousehold home = new TestHousehold(dir).withFamily();
        PresenceSetting presence = new PresenceSetting(home.db);
        assertFalse(presence.isOn(MemberId.of("bruno")));
        presence.set(MemberId.of("bruno"), true);
        assertTrue(presence.isOn(MemberId.of("bruno")));
        assertFalse(presence.isOn(MemberId.of("carla")), "one member's setting is hers only");
        presence.set(MemberId.of("bruno"), false);
        assertFalse(presence.isOn(MemberId.of("bruno")));
    }

    @Test
    void goesWithTheMemberWhenSheIsRemoved(@TempDir Path dir) {
        TestHousehold home = new TestHousehold(dir).withFamily();
        PresenceSetting presence = new PresenceSetting(home.db);
        home.members.create(NewMember.of("dora", "Dora", Role.ADULT));
        presence.set(DORA, true);
        home.members.remove(DORA);
        assertFalse(presence.isOn(DORA));
        assertThrows(UnknownMemberException.class, () -> presence.set(DORA, true));
        home.members.create(NewMember.of("dora", "Dora", Role.ADULT));
        assertFalse(presence.isOn(DORA), "a new member under the same id does not inherit it");
    }

    @Test
    void aDatabaseFromBeforeTheSettingUpgradesWithItOffForEveryMember(@TempDir Path dir) {
        DataSource old = TestDatabase.createUpTo(dir, 4);
        new Jdbc(old, "", (s, e) -> new IllegalStateException(s, e)).update("add a member the old way",
                "INSERT INTO profiles_members(id, display_name, role, guardian, created_at) VALUES (?,?,?,?,?)",
                "dora", "Dora", "ADULT", null, "2026-01-01T00:00:00Z");
        TestDatabase.upgrade(old);
        PresenceSetting presence = new PresenceSetting(old);
        assertFalse(presence.isOn(DORA));
        assertTrue(new MemberDirectory(old, Clock.systemUTC()).get(DORA).isPresent());
        presence.set(DORA, true);
        assertTrue(presence.isOn(DORA));
    }

    /** A child's setting is her guardian's consent: one she turned on herself under an older hub goes off. */
    @Test
    void aChildsOwnYesFromBeforeGuardiansDecidedGoesOffAtTheUpgrade(@TempDir Path dir) {
        DataSource old = TestDatabase.createUpTo(dir, 5);
        Jdbc db = new Jdbc(old, "", (s, e) -> new IllegalStateException(s, e));
        String insert = "INSERT INTO profiles_members(id, display_name, role, guardian, created_at, presence_events)"
                + " VALUES (?,?,?,?,?,1)";
        db.update("an adult who turned it on", insert, "dora", "Dora", "ADULT", null, "2026-01-01T00:00:00Z");
        db.update("a child who turned it on herself", insert, "kit", "Kit", "CHILD", "dora", "2026-01-01T00:00:00Z");
        TestDatabase.upgrade(old);
        PresenceSetting presence = new PresenceSetting(old);
        assertTrue(presence.isOn(DORA), "an adult's own yes stands");
        assertFalse(presence.isOn(MemberId.of("kit")), "until her guardian says yes");
    }
}
