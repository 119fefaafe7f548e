package home.hearth.policies.access;

import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import home.hearth.policies.config.PolicyFiles;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** One memory, one reader: GET-by-id answers 404 unless this says yes. */
class MemoryVisibilityTest {
    private static final MemberId ALICE = MemberId.of("alice");
    private static final MemberId BOB = MemberId.of("bob");
    private final MemoryVisibility visibility = new MemoryVisibility(PolicyFiles.defaults().consent());

    @ParameterizedTest(name = "{0} ({1},{2}) reads {3} owner={4} sensitive={5} sharing={6} about={7}/{8} → {9}")
    @CsvSource(delimiter = '|', value = {
        // reader | role | level | scope | owner | sensitive | sharing | about | aboutConsent | visible
        "alice | adult | verified  | user:alice   | alice | true  | not_needed | -   | not_needed | true",
        "bob   | adult | verified  | user:alice   | alice | false | not_needed | -   | not_needed | false",
        "alice | adult | uncertain | user:alice   | alice | false | not_needed | -   | not_needed | false",
        "bob   | adult | verified  | household    | alice | false | granted    | -   | not_needed | true",
        "bob   | adult | verified  | household    | alice | false | pending    | -   | not_needed | false",
        "bob   | adult | verified  | household    | alice | false | withdrawn  | -   | not_needed | false",
        "alice | adult | verified  | household    | alice | false | pending    | -   | not_needed | true",
        "bob   | adult | verified  | household    | alice | true  | granted    | -   | not_needed | false",
        "bob   | adult | verified  | household    | alice | false | granted    | sam | pending    | false",
        "bob   | adult | verified  | household    | alice | false | granted    | sam | granted    | true",
        "sam   | child | verified  | household    | alice | false | granted    | sam | pending    | true",
        "bob   | adult | uncertain | room:kitchen | alice | false | granted    | -   | not_needed | true",
        "bob   | adult | uncertain | device:boiler | alice | false | granted   | -   | not_needed | false",
        "gina  | guest | verified  | room:kitchen | alice | false | granted    | -   | not_needed | false",
        "gina  | guest | verified  | household    | alice | false | granted    | -   | not_needed | true",
        "tom   | technician | verified | device:boiler | alice | false | granted | - | not_needed | true",
        "tom   | technician | verified | household | alice | false | granted  | -   | not_needed | false"
    })
    void decidesPerMemory(String reader, String role, String level, String scope, String owner, boolean sensitive, String sharing,
            String about, String aboutConsent, boolean visible) {
        Principal p = new Principal(Optional.of(MemberId.of(reader)), Role.parse(role), IdentityLevel.valueOf(level.toUpperCase()), Optional.empty());
        MemoryFacts m = new MemoryFacts(Scope.parse(scope, ALICE), Optional.of(MemberId.of(owner)), sensitive, ConsentState.parse(sharing),
                about.equals("-") ? Optional.empty() : Optional.of(MemberId.of(about)), ConsentState.parse(aboutConsent));
        assertEquals(visible, visibility.canRead(p, m).allowed(), visibility.canRead(p, m).reason());
    }

    @Test
    void anUnknownSpeakerSeesSharedHouseholdMemoriesOnly() {
        MemoryFacts household = MemoryFacts.of(Scope.HOUSEHOLD, ALICE, false, ConsentState.GRANTED);
        MemoryFacts room = MemoryFacts.of(Scope.room("kitchen"), ALICE, false, ConsentState.GRANTED);
        assertEquals(true, visibility.canRead(Principal.unknown(), household).allowed());
        assertEquals(false, visibility.canRead(Principal.unknown(), room).allowed());
    }

    @ParameterizedTest(name = "owner consent needed={0}, about consent needed={1}: bob reads alice's pending memory about sam → {2}")
    @CsvSource({"true, true, false", "false, true, false", "true, false, false", "false, false, true"})
    void theConsentSettingsOfThePolicyDecide(boolean ownerConsent, boolean aboutConsent, boolean visible) {
        home.hearth.policies.memory.ReadAccess bob = new home.hearth.policies.memory.ReadAccess(Optional.of(BOB),
                java.util.Set.of(home.hearth.policies.ScopeType.HOUSEHOLD), ownerConsent, aboutConsent);
        MemoryFacts m = new MemoryFacts(Scope.HOUSEHOLD, Optional.of(ALICE), false, ConsentState.PENDING,
                Optional.of(MemberId.of("sam")), ConsentState.PENDING);
        assertEquals(visible, MemoryVisibility.canRead(bob, m).allowed());
    }

    @Test
    void aRefusalSaysWhy() {
        MemoryFacts m = MemoryFacts.of(Scope.HOUSEHOLD, ALICE, false, ConsentState.PENDING);
        assertEquals("its owner has not agreed to share it", visibility.canRead(Principal.verified(BOB, Role.ADULT), m).reason());
    }
}
