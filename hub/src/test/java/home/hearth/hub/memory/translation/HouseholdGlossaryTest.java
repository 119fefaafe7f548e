package home.hearth.hub.memory.translation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Household words in both languages: what a memory's translation gains beside Apertium's rough one. */
class HouseholdGlossaryTest {
    private static final String SMALL_TEXT = """
            # a comment, then english<TAB>portuguese, alternatives split by |
            appointment\tconsulta|marcação
            spare key\tchave suplente|chave de reserva
            dog\tcão|cachorro
            bin|rubbish\tlixo|caixote do lixo
            party\tfesta
            animal\tanimal de estimação
            """;
    private static final HouseholdGlossary SMALL = HouseholdGlossary.parse(SMALL_TEXT);

    @TempDir
    Path dir;

    @Test
    void aHouseholdsOwnLinesAddTheirHeadWordsBesideTheBuiltInOnes() throws IOException {
        Path own = Files.writeString(dir.resolve("ours.tsv"), "# our words\nappointment\tagendamento\nlaundry room\tlavandaria\n");
        HouseholdGlossary both = SMALL.with(own);
        assertEquals(List.of("consulta", "agendamento"), both.wordsFor("Tom has a dentist appointment next Monday.", Language.EN));
        assertEquals(List.of("lavandaria"), both.wordsFor("The iron is in the laundry room", Language.EN));
        assertEquals(List.of("appointment"), both.wordsFor("O agendamento do Tom é na segunda.", Language.PT));
        assertEquals(SMALL.size() + 2, both.size());
        assertNotEquals(SMALL.version(), both.version(), "the household's lines remake older translations");
        Files.writeString(own, "appointment\tagendamento|marcação\n");
        assertNotEquals(both.version(), SMALL.with(own).version(), "so does a changed line");
    }

    @Test
    void aBrokenHouseholdLineIsNamedWithItsFile() throws IOException {
        Path own = Files.writeString(dir.resolve("ours.tsv"), "appointment\tagendamento\nlaundry room lavandaria\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SMALL.with(own));
        assertTrue(e.getMessage().startsWith(own + ": glossary line 2 "), e.getMessage());
        assertThrows(IOException.class, () -> SMALL.with(dir.resolve("missing.tsv")));
    }

    @Test
    void aTermGivesTheOtherLanguagesHeadWordOnce() {
        assertEquals(List.of("consulta"), SMALL.wordsFor("Tom has a dentist appointment next Monday.", Language.EN));
        assertEquals(List.of("appointment"), SMALL.wordsFor("A consulta do Tom é na segunda.", Language.PT));
        assertEquals(List.of("appointment"), SMALL.wordsFor("A marcação do Tom é na segunda.", Language.PT), "every alternative is recognised");
        assertEquals(List.of("lixo"), SMALL.wordsFor("The bin goes out with the rubbish on Tuesdays", Language.EN));
    }

    @Test
    void onlyTheHeadWordSoAnotherLanguagesQuestionMeetsNoSynonymsOfOtherMemories() {
        // all seven alternatives of "spare" made "The spare car key…" hold "extra", and "Quem guarda a chave extra?"
        // found it before the Portuguese memory of the spare key (CrossLanguageBench, tune half)
        HouseholdGlossary spare = HouseholdGlossary.parse("spare\tsuplente|sobresselente|reserva|extra|de sobra\n");
        assertEquals(List.of("suplente"), spare.wordsFor("The spare car key is in the drawer", Language.EN));
    }

    @Test
    void aWordWithTwoSensesGivesTheSenseApertiumMisses() {
        // Apertium makes "boot" a shoe (bota) and "lead" an advantage (vantagem)
        assertSenses("The spare wheel is in the boot", Language.EN, "porta-bagagens", "bota");
        assertSenses("The dog lead hangs by the front door", Language.EN, "trela", "cabo");
        assertSenses("The phone lead is broken", Language.EN, "cabo", "trela");
        assertSenses("A trela está na porta", Language.PT, "leash", "cable");
    }

    private static void assertSenses(String memory, Language language, String gained, String notGained) {
        List<String> words = HouseholdGlossary.builtIn().wordsFor(memory, language);
        assertTrue(words.contains(gained) && !words.contains(notGained), memory + " gained " + words);
    }

    @Test
    void theLongestTermWinsWhereTermsOverlap() {
        HouseholdGlossary rooms = HouseholdGlossary.parse("""
                room\tdivisão|quarto
                bedroom\tquarto
                living room\tsala
                """);
        assertEquals(List.of("sala"), rooms.wordsFor("The orchid in the living room needs water", Language.EN), "no room, so no quarto");
        assertEquals(List.of("room", "bedroom"), rooms.wordsFor("A Alice prefere o quarto a 22 graus", Language.PT),
                "terms on the same words all count");
    }

    @Test
    void accentsCountWhereBothSidesHaveThem() {
        HouseholdGlossary grandparents = HouseholdGlossary.parse("grandpa\tavô\ngrandma\tavó\n");
        assertEquals(List.of("grandma"), grandparents.wordsFor("A avó vem almoçar", Language.PT));
        assertEquals(List.of("grandpa"), grandparents.wordsFor("O avô telefona", Language.PT));
        assertEquals(List.of("grandpa", "grandma"), grandparents.wordsFor("a avo vem almocar", Language.PT), "typed without accents");
    }

    @Test
    void aTermIsNoPartOfAHyphenatedWord() {
        HouseholdGlossary passes = HouseholdGlossary.parse("bus pass\tpasse\npassword\tpalavra-passe\nfriday\tsexta-feira|sexta\n");
        assertEquals(List.of("password"), passes.wordsFor("A palavra-passe do wifi está no router", Language.PT));
        assertEquals(List.of("friday"), passes.wordsFor("às sextas-feiras", Language.PT));
    }

    @Test
    void termsMatchWholeWordsAsidesFromCaseAccentsAndPlainPlurals() {
        assertEquals(List.of("chave suplente"), SMALL.wordsFor("The SPARE KEYS are in the drawer", Language.EN));
        assertEquals(List.of("dog"), SMALL.wordsFor("os caes ficam no quintal", Language.PT));
        assertEquals(List.of("dog"), SMALL.wordsFor("os cães ficam no quintal", Language.PT));
        assertEquals(List.of("festa"), SMALL.wordsFor("the kids love parties", Language.EN));
        assertEquals(List.of(), SMALL.wordsFor("the spare room has a key cabinet", Language.EN), "a phrase is its words in a row");
        assertEquals(List.of(), SMALL.wordsFor("the dogma of the house", Language.EN), "part of a word is no word");
    }

    @Test
    void onlyTheMemorysOwnLanguageIsLookedUp() {
        // "animal" is English and Portuguese; in an English memory only the English side counts.
        assertEquals(List.of("animal de estimação"), SMALL.wordsFor("no animal in the bedroom", Language.EN));
        assertEquals(List.of(), SMALL.wordsFor("the consulta is a word of the other language", Language.EN));
    }

    @Test
    void aBrokenLineIsAClearErrorNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HouseholdGlossary.parse("dog\tcão\nkitchen cozinha\n"));
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> HouseholdGlossary.parse("dog\t|\n"));
    }

    @Test
    void theVersionFollowsTheText() {
        assertEquals(SMALL.version(), HouseholdGlossary.parse(SMALL_TEXT).version());
        assertNotEquals(SMALL.version(), HouseholdGlossary.parse("dog\tcão\n").version());
        // Stored beside each translation: another version remakes them all.
        assertEquals("317241558017", HouseholdGlossary.parse("dog\tcão|cachorro\n").version());
    }

    @Test
    void theShippedGlossaryReadsAndKnowsTheWordsApertiumLacks() {
        HouseholdGlossary shipped = HouseholdGlossary.builtIn();
        assertTrue(shipped.wordsFor("I booked an appointment with the plumber", Language.EN).contains("consulta"));
        assertTrue(shipped.wordsFor("I booked an appointment with the plumber", Language.EN).contains("canalizador"));
        assertFalse(shipped.wordsFor("o canalizador vem amanhã", Language.PT).isEmpty());
    }
}
