package home.hearth.policies.memory.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Negation and opposition, English and Portuguese, however they are typed. */
class OppositionTest {
    @ParameterizedTest(name = "{0} ⟂ {1}")
    @CsvSource(delimiter = '|', value = {
        "I like jazz | I don't like jazz",
        "I like jazz | I do not like jazz",
        "I like jazz | I no longer like jazz",
        "I like jazz | I hate jazz",
        "I love tea in the morning | I can't stand tea in the morning",
        "I drink coffee after dinner | I never drink coffee after dinner",
        "the kids may use the tablet | the kids may not use the tablet",
        "I like the hall light on | I like the hall light off",
        "bedroom at 22 degrees | bedroom at 20 degrees",
        "I wake up early | I wake up late",
        "gosto de jazz | não gosto de jazz",
        "gosto de jazz | já não gosto de jazz",
        "adoro chá | detesto chá",
        "bebo café ao jantar | nunca bebo café ao jantar",
        "prefiro a luz ligada | prefiro a luz desligada",
        "acordo cedo | acordo tarde",
        "I like jazz | I DON'T LIKE JAZZ!!!",
        "I like jazz | i   d o n ' t like jazz",
        "gosto de jazz | NAO gosto de jazz",
        "gosto de jazz | nÃo GOSTO de jazz...",
        "I like jazz | I don’t like jazz",
        "quarto a 22 graus | quarto a 22,5 graus"
    })
    void findsContradictions(String a, String b) {
        assertTrue(Opposition.opposes(TextForm.of(a), TextForm.of(b)));
        assertTrue(Opposition.opposes(TextForm.of(b), TextForm.of(a)));
    }

    @ParameterizedTest(name = "{0} ≈ {1}")
    @CsvSource(delimiter = '|', value = {
        "I like jazz | I really like jazz",
        "I like jazz | I LOVE JAZZ!!!",
        "I don't like jazz | I dislike jazz",
        "I never drink coffee after dinner | no coffee after dinner for me? never",
        "bedroom at 22 degrees | the bedroom at 22 degrees",
        "gosto de jazz | adoro jazz",
        "não gosto de jazz | detesto jazz",
        "nunca bebo café | não bebo café",
        "acordo às 7 | às 7 acordo",
        "I wake up at 7 on weekdays | on weekdays I wake up at 7",
        "the kids may not use the tablet | the kids may not use the tablet after 8"
    })
    void leavesAgreementsAlone(String a, String b) {
        assertFalse(Opposition.opposes(TextForm.of(a), TextForm.of(b)), a + " / " + b);
    }
}
