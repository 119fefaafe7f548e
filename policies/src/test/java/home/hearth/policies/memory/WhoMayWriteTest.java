package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.GATE;
import static home.hearth.policies.memory.GateFixture.member;
import static home.hearth.policies.memory.GateFixture.request;
import static home.hearth.policies.memory.GateFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Step 4: who may write which category where. */
class WhoMayWriteTest {
    @ParameterizedTest(name = "{0} {1} {2} writes \"{3}\" into {4} → {5}")
    @CsvSource(delimiter = '|', value = {
        // member | role | level | text | scope | outcome
        "alice | adult | verified | I like jazz in the evening | user:bob | CONSENT",
        "alice | adult | uncertain | I like jazz in the evening | user:alice | CONSENT",
        "sam | child | verified | kids must be in bed by 9 on school nights | household | ALLOWLIST",
        "sam | child | verified | as crianças devem estar na cama às 21h | household | ALLOWLIST",
        "gina | guest | verified | I like jazz in the evening | user:gina | ALLOWLIST",
        "gina | guest | verified | guests must take their shoes off | household | ALLOWLIST",
        "alice | adult | uncertain | kids must be in bed by 9 on school nights | household | ALLOWLIST",
        "tom | technician | verified | I like jazz in the evening | user:tom | ALLOWLIST",
        "tom | technician | verified | the plumber must call before coming | household | ALLOWLIST",
        "sam | child | verified | we call the living room lamp the moon | household | ALLOWLIST",
        "alice | adult | verified | I work as a nurse at the hospital | household | ALLOWLIST",
        "alice | adult | verified | kids must be in bed by 9 on school nights | household | ACCEPT",
        "sam | child | verified | I like jazz in the evening | user:sam | ACCEPT",
        "tom | technician | verified | the boiler filter was replaced on 12 July | device:boiler | ACCEPT",
        "alice | adult | uncertain | the bins go out on Tuesdays | household | ACCEPT"
    })
    void decidesByScopeRoleAndCategory(String id, String role, String level, String text, String scope, String outcome) {
        Principal p = member(id, Role.parse(role), IdentityLevel.valueOf(level.toUpperCase()));
        GateDecision d = GATE.screen(request(p, text(text, MemorySource.EXPLICIT, Scope.parse(scope, MemberId.of(id))), true));
        if (outcome.equals("ACCEPT")) {
            assertInstanceOf(GateDecision.Accept.class, d);
        } else {
            assertEquals(GateStep.valueOf(outcome), assertInstanceOf(GateDecision.Refuse.class, d).step());
        }
    }

    @Test
    void anUnknownSpeakerWritesNothing() {
        GateDecision.Refuse r = assertInstanceOf(GateDecision.Refuse.class,
                GATE.screen(request(Principal.unknown(), text("the bins go out on Tuesdays", MemorySource.EXPLICIT, Scope.HOUSEHOLD), true)));
        assertEquals(GateStep.CONSENT, r.step());
        assertEquals("I don't know who is speaking, so I can't remember things for you. Who is it?", r.reason());
    }

    @Test
    void writingIntoAnotherMembersSpaceSaysWhose() {
        GateDecision.Refuse r = assertInstanceOf(GateDecision.Refuse.class, GATE.screen(request(GateFixture.ALICE_VERIFIED,
                text("Bob likes jazz", MemorySource.EXPLICIT, Scope.user(MemberId.of("bob"))), true)));
        assertEquals("That's bob's own space — only bob can add memories there.", r.reason());
    }

    @Test
    void aChildsHouseholdRuleRefusalNamesTheRoleAndScope() {
        GateDecision.Refuse r = assertInstanceOf(GateDecision.Refuse.class, GATE.screen(request(member("sam", Role.CHILD, IdentityLevel.VERIFIED),
                text("kids must be in bed by 10 on school nights", MemorySource.EXPLICIT, Scope.HOUSEHOLD), true)));
        assertEquals("This household doesn't let a child keep a household rule in household.", r.reason());
    }

    @Test
    void theRefusalSaysAnBeforeAVowel() {
        GateDecision.Refuse r = assertInstanceOf(GateDecision.Refuse.class, GATE.screen(request(GateFixture.ALICE_VERIFIED,
                text("The plumber comes on Thursday to look at the boiler.", MemorySource.EXPLICIT, GateFixture.ALICE_SCOPE), true)));
        assertEquals("This household doesn't let an adult keep a maintenance event in user:alice.", r.reason());
    }
}
