package home.hearth.policies.memory;

import static home.hearth.policies.memory.GateFixture.ALICE_SCOPE;
import static home.hearth.policies.memory.GateFixture.ALICE_VERIFIED;
import static home.hearth.policies.memory.GateFixture.GATE;
import static home.hearth.policies.memory.GateFixture.fact;
import static home.hearth.policies.memory.GateFixture.request;
import static home.hearth.policies.memory.GateFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import home.hearth.policies.Scope;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Step 4: every memory gets a category; structured keys must be allowlisted, with valid, normalised values. */
class CategoryAndFactTest {
    static Stream<Arguments> categories() {
        Scope house = Scope.HOUSEHOLD;
        Scope boiler = new Scope(home.hearth.policies.ScopeType.DEVICE, "boiler");
        return Stream.of(
                Arguments.of("we call the living room lamp the moon", house, "device_alias"),
                Arguments.of("the hall light is also known as the beacon", house, "device_alias"),
                Arguments.of("kids must be in bed by 9 on school nights", house, "household_rule"),
                Arguments.of("the boiler filter was replaced on 12 July", boiler, "maintenance_event"),
                Arguments.of("error E105 was fixed by cleaning the filter, ticket 42", boiler, "maintenance_event"),
                Arguments.of("the neighbour's phone number is 912 345 678", house, "contact"),
                Arguments.of("I wake up at 7 on weekdays", ALICE_SCOPE, "routine"),
                Arguments.of("I like jazz in the evening", ALICE_SCOPE, "preference"),
                Arguments.of("I work as a nurse at the hospital", ALICE_SCOPE, "personal_fact"),
                Arguments.of("chamamos à lâmpada da sala a lua", house, "device_alias"),
                Arguments.of("as crianças devem estar na cama às 21h", house, "household_rule"),
                Arguments.of("o filtro da caldeira foi substituído a 12 de julho", boiler, "maintenance_event"),
                Arguments.of("o telefone da vizinha é 912 345 678", house, "contact"),
                Arguments.of("acordo às 7 nos dias de semana", ALICE_SCOPE, "routine"),
                Arguments.of("gosto de jazz à noite", ALICE_SCOPE, "preference"),
                Arguments.of("trabalho como enfermeira no hospital", ALICE_SCOPE, "personal_fact"),
                Arguments.of("the blue umbrella belongs in the car", ALICE_SCOPE, "note"));
    }

    @ParameterizedTest(name = "{0} → {2}")
    @MethodSource("categories")
    void givesEveryMemoryItsCategory(String text, Scope scope, String category) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class,
                GATE.screen(request(ALICE_VERIFIED, text(text, MemorySource.EXPLICIT, scope), true)));
        assertEquals(category, a.category());
    }

    @ParameterizedTest(name = "{0} {1} {2} → {3} {4}")
    @CsvSource(delimiter = '|', value = {
        "preferred_temperature_night | 72     | °F      | 22.2  | °C",
        "preferred_temperature_night | 22     | ''      | 22    | °C",
        "preferred_temperature_night | 22C    | ''      | 22    | °C",
        "preferred_temperature_night | 22 degrees | ''  | 22    | °C",
        "preferred_temperature_night | 22,5   | °C      | 22.5  | °C",
        "preferred_temperature_night | 21.5 ºC | ''     | 21.5  | °C",
        "preferred_temperature_night | 70     | F       | 21.1  | °C",
        "preferred_temperature_day   | 22     | graus   | 22    | °C",
        "preferred_temperature_day   | 20 ℃  | ''      | 20    | °C",
        "preferred_brightness        | 45%    | ''      | 45    | %",
        "preferred_brightness        | 45     | percent | 45    | %",
        "preferred_volume            | 80     | por cento | 80  | %",
        "shower_duration             | 30 min | ''      | 30    | min",
        "shower_duration             | 1h     | ''      | 60    | min",
        "shower_duration             | 1h30   | ''      | 90    | min",
        "shower_duration             | 1.5    | hours   | 90    | min",
        "shower_duration             | 45     | minutos | 45    | min",
        "wake_up_time                | 10:30 pm | ''    | 22:30 | time",
        "wake_up_time                | 7      | am      | 07:00 | time",
        "wake_up_time                | 7 a.m. | ''      | 07:00 | time",
        "bedtime                     | 22h30  | ''      | 22:30 | time",
        "bedtime                     | 7.15   | ''      | 07:15 | time",
        "bedtime                     | 12 am  | ''      | 00:00 | time",
        "bedtime                     | noon   | ''      | 12:00 | time",
        "bedtime                     | meia-noite | ''  | 00:00 | time",
        "preferred_language          | PT     | ''      | pt    | ''"
    })
    void normalisesStructuredValues(String key, String value, String unit, String canonical, String canonicalUnit) {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class, GATE.screen(request(ALICE_VERIFIED, fact(key, value, unit), true)));
        NormalisedFact f = a.fact().orElseThrow();
        assertEquals(canonical, f.value());
        assertEquals(canonicalUnit, f.unit());
        assertEquals(key, f.key());
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource(delimiter = '|', value = {
        "preferred_temperature_night | 40    | ''  | preferred_temperature_night: expected a temperature from 5 to 35 °C, got 40 °C",
        "preferred_temperature_night | 104   | °F  | preferred_temperature_night: expected a temperature from 5 to 35 °C, got 104 °F (40 °C)",
        "preferred_temperature_night | warm  | ''  | preferred_temperature_night: expected a temperature such as 22 °C or 72 °F, got 'warm'",
        "preferred_temperature_night | 2     | ''  | preferred_temperature_night: expected a temperature from 5 to 35 °C, got 2 °C",
        "preferred_brightness        | 140%  | ''  | preferred_brightness: expected a value from 0 to 100 %, got 140 %",
        "shower_duration             | 2 days | '' | shower_duration: expected a duration such as 30 min or 1h, got '2 days'",
        "shower_duration             | 0.5   | min | shower_duration: expected a duration such as 30 min or 1h, got '0.5 min'",
        "wake_up_time                | 25:00 | ''  | wake_up_time: expected a time of day from 00:00 to 23:59, got '25:00'",
        "wake_up_time                | 13 pm | ''  | wake_up_time: expected an hour from 1 to 12 with am/pm, got '13 pm'",
        "preferred_language          | fr    | ''  | preferred_language: expected one of en, pt, got 'fr'",
        "shoe_size                   | 42    | ''  | I can't store 'shoe_size' — it isn't one of the keys this household allows."
    })
    void refusesInvalidStructuredValuesNamingTheValueAndTheRule(String key, String value, String unit, String reason) {
        GateDecision.Refuse r = assertInstanceOf(GateDecision.Refuse.class, GATE.screen(request(ALICE_VERIFIED, fact(key, value, unit), true)));
        assertEquals(GateStep.ALLOWLIST, r.step());
        assertEquals(reason, r.reason());
    }

    @org.junit.jupiter.api.Test
    void theNormalisedFactReadsAsASentence() {
        GateDecision.Accept a = assertInstanceOf(GateDecision.Accept.class,
                GATE.screen(request(ALICE_VERIFIED, fact("preferred_temperature_night", "72", "°F"), true)));
        assertEquals("preferred temperature night = 22.2 °C", a.fact().orElseThrow().display());
        assertEquals("preference", a.category());
    }
}
