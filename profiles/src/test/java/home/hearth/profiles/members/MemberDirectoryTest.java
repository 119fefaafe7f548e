package home.hearth.profiles.members;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.policies.Role;
import home.hearth.profiles.testing.TestHousehold;
import home.hearth.profiles.testing.TestDatabase;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MemberDirectoryTest {
    @TempDir
    Path dir;

    TestHousehold home;
    MemberDirectory members;

    @BeforeEach
    void setUp() {
        home = new TestHousehold(dir).withFamily();
        members = home.members;
    }

    @Test
    void storesMembersWithRolesGuardiansAndCreationTime() {
        Member carla = members.require(MemberId.of("carla"));
        assertEquals(Role.CHILD, carla.role());
        assertEquals(Optional.of(MemberId.of("bruno")), carla.guardian());
        assertEquals(home.clock.instant(), carla.createdAt());
        assertEquals(List.of("ana", "bruno", "carla"), members.list().stream().map(m -> m.id().value()).toList());
    }

    @Test
    void refusesAChildWithoutAGuardianNamingTheRule() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> members.create(NewMember.of("dora", "Dora", Role.CHILD)));
        assertTrue(e.getMessage().contains("a child needs a guardian"), e.getMessage());
        assertTrue(members.get(MemberId.of("dora")).isEmpty());
    }

    @Test
    void refusesAnErasedMembersIdToANewMemberNamingWhy() {
        MemberDirectory withErasures = new MemberDirectory(home.db, home.clock, id -> id.value().equals("dora"));
        var e = assertThrows(MemberRuleException.class,
                () -> withErasures.create(NewMember.of("dora", "Dora", Role.ADULT)));
        assertTrue(e.getMessage().startsWith("member id 'dora' belonged to a member who was erased"), e.getMessage());
        assertTrue(withErasures.get(MemberId.of("dora")).isEmpty());
        assertEquals(MemberId.of("dora2"), withErasures.create(NewMember.of("dora2", "Dora", Role.ADULT)).id());
    }

    @Test
    void refusesAGuardianWhoIsNotAnAdultOrAdmin() {
        var e = assertThrows(MemberRuleException.class,
                () -> members.create(NewMember.child("dora", "Dora", MemberId.of("carla"))));
        assertEquals("guardian 'carla' must be an adult or admin, is child", e.getMessage());
    }

    @Test
    void refusesAGuardianForAnAdult() {
        var e = assertThrows(IllegalArgumentException.class, () -> members.create(
                new NewMember(MemberId.of("eva"), "Eva", Role.ADULT, Optional.of(MemberId.of("ana")))));
        assertEquals("only a child has a guardian, got role adult for: eva", e.getMessage());
    }

    @Test
    void refusesADuplicateId() {
        var e = assertThrows(MemberRuleException.class, () -> members.create(NewMember.of("ana", "Ana 2", Role.ADULT)));
        assertEquals("member 'ana' already exists", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "a\u0007b"})
    void refusesABadDisplayName(String name) {
        var e = assertThrows(IllegalArgumentException.class, () -> NewMember.of("eva", name, Role.ADULT));
        assertTrue(e.getMessage().startsWith("display name must be 1–80 printable characters"), e.getMessage());
    }

    @Test
    void cannotDemoteTheLastAdmin() {
        var e = assertThrows(MemberRuleException.class,
                () -> members.update(MemberId.of("ana"), MemberChange.none().withRole(Role.ADULT)));
        assertEquals("'ana' is the last admin: make another member admin first", e.getMessage());
        assertEquals(Role.ADMIN, members.require(MemberId.of("ana")).role());
    }

    @Test
    void canDemoteAnAdminOnceAnotherAdminExists() {
        members.update(MemberId.of("bruno"), MemberChange.none().withRole(Role.ADMIN));
        Member ana = members.update(MemberId.of("ana"), MemberChange.none().withRole(Role.ADULT));
        assertEquals(Role.ADULT, ana.role());
    }

    @Test
    void aGuardianCannotBecomeAGuestWhileGuardingAChild() {
        var e = assertThrows(MemberRuleException.class,
                () -> members.update(MemberId.of("bruno"), MemberChange.none().withRole(Role.GUEST)));
        assertTrue(e.getMessage().contains("is the guardian of 'carla'"), e.getMessage());
    }

    @Test
    void changesDisplayNameAndGuardian() {
        Member carla = members.update(MemberId.of("carla"),
                MemberChange.none().withDisplayName("Carlinha").withGuardian(MemberId.of("ana")));
        assertEquals("Carlinha", carla.displayName());
        assertEquals(Optional.of(MemberId.of("ana")), members.require(MemberId.of("carla")).guardian());
    }

    @Test
    void aChildWhoGrowsUpLosesTheGuardian() {
        Member carla = members.update(MemberId.of("carla"), MemberChange.none().withRole(Role.ADULT));
        assertEquals(Optional.empty(), carla.guardian());
    }

    @Test
    void updatingAnUnknownMemberSaysWhichOne() {
        var e = assertThrows(UnknownMemberException.class,
                () -> members.update(MemberId.of("zoe"), MemberChange.none().withDisplayName("Zoe")));
        assertEquals("no member with id 'zoe'", e.getMessage());
    }

    @Test
    void cannotRemoveTheLastAdminNorAGuardian() {
        assertThrows(MemberRuleException.class, () -> members.remove(MemberId.of("ana")));
        assertThrows(MemberRuleException.class, () -> members.remove(MemberId.of("bruno")));
        assertEquals(3, members.list().size());
        members.remove(MemberId.of("carla"));
        assertFalse(members.get(MemberId.of("carla")).isPresent());
    }

    @Test
    void theDatabaseFileIsEncryptedAndNeedsTheKey() {
        assertFalse(home.fileContains("Bruno"), "display name found in plaintext");
        assertFalse(home.fileContains("SQLite format 3"), "unencrypted SQLite header");
        var wrong = TestDatabase.open(dir.resolve("hub.db"), "wrongkey");
        assertThrows(SQLException.class, () -> {
            try (var c = wrong.getConnection(); var s = c.createStatement()) {
                s.executeQuery("SELECT count(*) FROM profiles_members").close();
            }
        });
    }
}
