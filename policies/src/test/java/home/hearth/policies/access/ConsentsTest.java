package home.hearth.policies.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFiles;
import home.hearth.policies.memory.MemorySource;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Shared scopes need the owner's consent; a memory about another member needs theirs. */
class ConsentsTest {
    private static final MemberId ALICE = MemberId.of("alice");
    private static final MemberId SAM = MemberId.of("sam");
    private final Consents consents = new Consents(PolicyFiles.defaults().consent());

    @ParameterizedTest(name = "{0} {1} confirmed={2} → {3}")
    @CsvSource(delimiter = '|', value = {
        "user:alice   | explicit  | true  | not_needed",
        "user:alice   | inferred  | false | not_needed",
        "household    | explicit  | true  | granted",
        "household    | explicit  | false | pending",
        "room:kitchen | confirmed | true  | granted",
        "household    | inferred  | false | pending",
        "household    | inferred  | true  | granted",
        "device:boiler | tool     | false | granted",
        "household    | import    | false | granted"
    })
    void aNewMemorysSharingStateFollowsHowItWasCreated(String scope, String source, boolean confirmed, String state) {
        assertEquals(ConsentState.parse(state), consents.initialSharing(Scope.parse(scope, ALICE), MemorySource.parse(source), confirmed));
    }

    @Test
    void aMemoryAboutAnotherMemberWaitsForTheirConsent() {
        assertEquals(ConsentState.PENDING, consents.initialAbout(Optional.of(SAM), ALICE));
        assertEquals(ConsentState.NOT_NEEDED, consents.initialAbout(Optional.of(ALICE), ALICE));
        assertEquals(ConsentState.NOT_NEEDED, consents.initialAbout(Optional.empty(), ALICE));
    }

    @Test
    void onlyTheOwnerSetsSharingAndOnlyTheSubjectSetsTheirConsent() {
        MemoryFacts m = new MemoryFacts(Scope.HOUSEHOLD, Optional.of(ALICE), false, ConsentState.PENDING, Optional.of(SAM), ConsentState.PENDING);
        assertTrue(consents.maySetSharing(Principal.verified(ALICE, Role.ADULT), m).allowed());
        assertFalse(consents.maySetSharing(Principal.verified(SAM, Role.CHILD), m).allowed());
        assertTrue(consents.maySetAboutConsent(Principal.verified(SAM, Role.CHILD), m).allowed());
        assertFalse(consents.maySetAboutConsent(Principal.verified(ALICE, Role.ADULT), m).allowed());
        assertFalse(consents.maySetSharing(Principal.verified(ALICE, Role.ADULT).withLevel(home.hearth.policies.IdentityLevel.UNCERTAIN), m).allowed());
    }

    @Test
    void aHouseholdCanTurnSharingConsentOff() {
        Consents relaxed = new Consents(PolicyFiles.withOverride(new NamedText("h.yaml",
                "consent:\n  shared_scopes_need_owner_consent: false\n")).consent());
        assertEquals(ConsentState.NOT_NEEDED, relaxed.initialSharing(Scope.HOUSEHOLD, MemorySource.INFERRED, false));
    }

    @Test
    void aMisspeltConsentStateNamesTheAcceptedOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ConsentState.parse("yes"));
        assertEquals("consent must be not_needed, granted, pending or withdrawn, got: yes", e.getMessage());
    }
}
