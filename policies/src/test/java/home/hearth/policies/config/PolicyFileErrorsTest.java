package home.hearth.policies.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** One row per kind of policy-file error: the override, the line it must cite, the exact message. */
class PolicyFileErrorsTest {
    private static final String FILE = "household-policy.yaml";

    static Stream<Arguments> errors() {
        return Stream.of(
                row("a duration that is not one", "retention:\n  episodic: forever\n", 2,
                        "retention.episodic: expected a duration such as 365d, 12h or 30m, or never, got 'forever'"),
                row("working memory that never expires", "retention:\n  working: never\n", 2,
                        "retention.working: expected a duration such as 365d, 12h or 30m, got 'never'"),
                row("a conversation retention that is not a duration", "retention:\n  conversations: a month\n", 2,
                        "retention.conversations: expected a duration such as 365d, 12h or 30m, or never, got 'a month'"),
                row("a conversation retention shorter than a conversation goes on", "retention:\n  conversations: 12h\n", 2,
                        "retention.conversations: expected at least 1d (a conversation goes on for 12 hours after its last turn), or never, got 12h"),
                row("a misspelt section", "version: 1\nretension:\n  episodic: 30d\n", 2,
                        "retension: unknown key; expected one of consent, decay, devices, gate, identity, memory, mqtt, precedence, retention, version"),
                row("a misspelt nested key", "gate:\n  redundancy: 0.9\n", 2,
                        "gate.redundancy: unknown key; expected one of confirmation_ttl, conflict_similarity, grounding_min_overlap, "
                                + "inferred_daily_quota, inferred_need_confirmation, min_content_words, on_conflict, redundancy_similarity"),
                row("a threshold out of range", "gate:\n  redundancy_similarity: 1.5\n", 2,
                        "gate.redundancy_similarity: expected a number from 0 to 1, got '1.5'"),
                row("a conflict threshold above redundancy", "gate:\n  conflict_similarity: 0.95\n", 2,
                        "gate.conflict_similarity: expected a number not above gate.redundancy_similarity (0.92), got '0.95'"),
                row("a quota that is not whole", "gate:\n  inferred_daily_quota: 2.5\n", 2,
                        "gate.inferred_daily_quota: expected a whole number from 0 to 10000, got '2.5'"),
                row("a flag that is not true or false", "consent:\n  shared_scopes_need_owner_consent: maybe\n", 2,
                        "consent.shared_scopes_need_owner_consent: expected true or false, got 'maybe'"),
                row("an unknown conflict action", "gate:\n  on_conflict: merge\n", 2,
                        "gate.on_conflict: expected supersede or ask, got 'merge'"),
                row("an unknown role in a category", "memory:\n  categories:\n    preference: { scopes: [user], roles: [adult, kid] }\n", 3,
                        "memory.categories.preference.roles[1]: expected one of admin, adult, child, guest, technician, got 'kid'"),
                row("an unknown scope in a category", "memory:\n  categories:\n    routine:\n      scopes: [user, garden]\n      roles: [adult]\n", 4,
                        "memory.categories.routine.scopes[1]: expected one of user, household, room, device, task, got 'garden'"),
                row("an unknown value type", "memory:\n  keys:\n    fan_speed: { type: speed, category: preference }\n", 3,
                        "memory.keys.fan_speed.type: expected one of temperature, percent, minutes, time_of_day, enum, got 'speed'"),
                row("a range upside down", "memory:\n  keys:\n    preferred_brightness: { type: percent, min: 80, max: 20, category: preference }\n", 3,
                        "memory.keys.preferred_brightness.max: expected a number at least min (80), got '20'"),
                row("a key in an unknown category", "memory:\n  keys:\n    fan_speed: { type: percent, category: comfort }\n", 3,
                        "memory.keys.fan_speed.category: expected one of the categories under memory.categories (contact, device_alias, "
                                + "household_rule, maintenance_event, note, personal_fact, preference, routine), got 'comfort'"),
                row("an enum without values", "memory:\n  keys:\n    preferred_language: { type: enum, values: [], category: preference }\n", 3,
                        "memory.keys.preferred_language.values: expected at least one allowed value, got an empty list"),
                row("a range on a time of day", "memory:\n  keys:\n    bedtime: { type: time_of_day, min: 1, category: routine }\n", 3,
                        "memory.keys.bedtime.min: unknown key; expected one of category, type"),
                row("an unknown sensitive category", "memory:\n  sensitive: [health, hobbies]\n", 2,
                        "memory.sensitive[1]: expected one of health, allergy, medication, religion, politics, sexuality, ethnicity, got 'hobbies'"),
                row("a decay rate below zero", "decay:\n  episodic: -0.1\n", 2,
                        "decay.episodic: expected a number from 0 to 50, got '-0.1'"),
                row("an unknown device action", "devices:\n  roles:\n    child: { allow: [switch, teleport] }\n", 3,
                        "devices.roles.child.allow[1]: expected one of read_state, switch, dim, set_temperature, lock, unlock, arm_alarm, "
                                + "disarm_alarm, diagnostics, got 'teleport'"),
                row("an unknown role for devices", "devices:\n  roles:\n    butler: { allow: [switch] }\n", 3,
                        "devices.roles.butler: unknown key; expected one of admin, adult, child, guest, technician"),
                row("unlocking without a verified identity", "identity:\n  unlock: uncertain\n", 2,
                        "identity.unlock: expected verified (unlock always needs a verified identity), got 'uncertain'"),
                row("a confirmation list without unlock", "devices:\n  confirm: [arm_alarm]\n", 2,
                        "devices.confirm: expected a list that keeps unlock and disarm_alarm (they always need a confirmation), got 1 action(s) without them"),
                row("an unknown identity level", "identity:\n  lock: maybe\n", 2,
                        "identity.lock: expected one of verified, uncertain, unknown, got 'maybe'"),
                row("an MQTT filter with # in the middle", "mqtt:\n  clients:\n    node-red:\n      publish: [hub/#/request]\n", 4,
                        "mqtt.clients.node-red.publish: expected an MQTT topic filter ('+' a whole level, '#' only last), got 'hub/#/request'"),
                row("an MQTT client reading an unknown key", "mqtt:\n  clients:\n    ha:\n      preference_keys: [shoe_size]\n", 4,
                        "mqtt.clients.ha.preference_keys: expected keys listed under memory.keys or *, got 'shoe_size'"),
                row("a precedence key that does not exist", "precedence:\n  child_may_override: [bedtime_story]\n", 2,
                        "precedence.child_may_override: expected keys listed under memory.keys, got 'bedtime_story'"),
                row("a section given as a scalar", "retention: 30d\n", 1,
                        "retention: expected a mapping of lifetimes per kind, got '30d'"),
                row("a list where a mapping belongs", "gate:\n  - 0.9\n", 2,
                        "gate: expected a mapping of entry-gate thresholds, got a list"),
                row("an empty value", "gate:\n  confirmation_ttl:\n", 2,
                        "gate.confirmation_ttl: expected a duration such as 365d, 12h or 30m, got nothing"),
                row("a scalar where a list belongs", "memory:\n  sensitive: health\n", 2,
                        "memory.sensitive: expected a list of health, allergy, medication, religion, politics, sexuality, ethnicity, got 'health'"),
                row("a wrong version", "version: 2\n", 1, "version: expected a number from 1 to 1, got '2'"),
                row("a duplicate key", "gate:\n  min_content_words: 2\n  min_content_words: 3\n", 3,
                        "gate.min_content_words: duplicate key (first on line 2); write each key once"),
                row("a tab used for indentation", "gate:\n\tredundancy_similarity: 0.9\n", 2,
                        "not valid YAML: found character '\\t(TAB)' that cannot start any token. (Do not use \\t(TAB) for indentation)"),
                row("an unclosed bracket", "memory:\n  sensitive: [health, religion\ngate:\n  on_conflict: ask\n", 3,
                        "not valid YAML: expected ',' or ']', but got :"));
    }

    private static Arguments row(String what, String yaml, int line, String message) {
        return Arguments.of(what, yaml, line, message);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errors")
    void aBrokenOverrideNamesTheFileTheLineAndTheExpectedForm(String what, String yaml, int line, String message) {
        PolicyFileException e = assertThrows(PolicyFileException.class,
                () -> PolicyFiles.withOverride(new NamedText(FILE, yaml)));
        assertEquals(1, e.errors().size(), e.getMessage());
        PolicyError error = e.errors().get(0);
        assertEquals(FILE, error.file(), e.getMessage());
        assertEquals(line, error.line(), e.getMessage());
        assertEquals(FILE + ":" + line + ": " + message, error.toString());
    }
}
