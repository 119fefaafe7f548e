package home.hearth.policies.precedence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import home.hearth.policies.Role;
import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A guardian's rule wins over a child's preference unless a rule allows it; a current request wins over a stored preference. */
class PrecedenceTest {
    private final Precedence precedence = new Precedence(PolicyFiles.defaults().consent().precedence());

    @ParameterizedTest(name = "{0}/{1} vs {2}/{3} on {4} → {5}")
    @CsvSource(delimiter = '|', value = {
        // first kind | first role | second kind | second role | key | winner (first/second)
        "guardian_rule     | child | stored_preference | child | bedtime              | first",
        "explicit_request  | child | guardian_rule     | child | bedtime              | second",
        "guardian_rule     | child | explicit_request  | child | preferred_volume     | second",
        "guardian_rule     | adult | explicit_request  | adult | bedtime              | second",
        "household_rule    | adult | stored_preference | adult | preferred_temperature_night | first",
        "household_rule    | adult | explicit_request  | adult | preferred_temperature_night | second",
        "household_rule    | child | explicit_request  | child | preferred_temperature_night | first",
        "stored_preference | adult | explicit_request  | adult | preferred_brightness | second",
        "explicit_request  | adult | stored_preference | adult | preferred_brightness | first",
        "household_rule    | child | guardian_rule     | child | bedtime              | second",
        "stored_preference | adult | stored_preference | adult | preferred_brightness | first"
    })
    void decidesWhoWins(String k1, String r1, String k2, String r2, String key, String winner) {
        Claim first = new Claim(ClaimKind.valueOf(k1.toUpperCase()), Role.parse(r1), key, "a");
        Claim second = new Claim(ClaimKind.valueOf(k2.toUpperCase()), Role.parse(r2), key, "b");
        assertEquals(winner.equals("first") ? first : second, precedence.resolve(first, second).winner());
    }

    @org.junit.jupiter.api.Test
    void aHouseholdCanKeepARuleAboveRequestsAndPreferencesAboveRequests() {
        Precedence strict = new Precedence(PolicyFiles.withOverride(new NamedText("h.yaml", """
                precedence:
                  request_beats_preference: false
                  request_cannot_override_rule: [preferred_temperature_night]
                """)).consent().precedence());
        Claim rule = new Claim(ClaimKind.HOUSEHOLD_RULE, Role.ADULT, "preferred_temperature_night", "19");
        Claim request = new Claim(ClaimKind.EXPLICIT_REQUEST, Role.ADULT, "preferred_temperature_night", "24");
        Resolution r = strict.resolve(request, rule);
        assertEquals(rule, r.winner());
        assertEquals("the household rule for preferred temperature night cannot be overridden by a request", r.reason());
        Claim stored = new Claim(ClaimKind.STORED_PREFERENCE, Role.ADULT, "preferred_brightness", "40");
        Claim asked = new Claim(ClaimKind.EXPLICIT_REQUEST, Role.ADULT, "preferred_brightness", "90");
        assertEquals(stored, strict.resolve(asked, stored).winner());
    }

    @org.junit.jupiter.api.Test
    void comparingDifferentKeysIsAnError() {
        Claim a = new Claim(ClaimKind.HOUSEHOLD_RULE, Role.ADULT, "bedtime", "21:00");
        Claim b = new Claim(ClaimKind.EXPLICIT_REQUEST, Role.ADULT, "wake_up_time", "07:00");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> precedence.resolve(a, b));
        assertEquals("precedence compares wishes about one key, got bedtime and wake_up_time", e.getMessage());
    }
}
