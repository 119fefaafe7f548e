package home.hearth.hub.memory.translation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Apertium as a separate program (bin/install-test-deps installs it): present, it translates; absent, it says why. */
class ApertiumTranslatorTest {
    static final Path APERTIUM = Path.of("/usr/bin/apertium");
    static final Duration DEADLINE = Duration.ofSeconds(120);

    static ApertiumTranslator translator() {
        return assertInstanceOf(Availability.Ready.class, ApertiumTranslator.find(APERTIUM, DEADLINE),
                "install apertium apertium-es-pt apertium-eng-spa (bin/install-test-deps)").translator();
    }

    @Test
    void translatesPortugueseMemoriesIntoEnglishOneLineEach() {
        List<String> en = translator().translateAll(List.of("O gato come às sete da manhã.", "A avó vem almoçar ao domingo."),
                Language.PT);
        assertEquals(2, en.size());
        assertTrue(en.get(0).toLowerCase(Locale.ROOT).contains("cat"), en.get(0));
        assertTrue(en.get(1).toLowerCase(Locale.ROOT).contains("sunday"), en.get(1));
    }

    @Test
    void translatesEnglishMemoriesIntoPortuguese() {
        String pt = translator().translate("The dog needs a long walk every evening.").orElseThrow();
        assertTrue(pt.toLowerCase(Locale.ROOT).contains("cão"), pt);
    }

    @Test
    void joinsWhatEachPivotGetsRightIntoOneTranslation() {
        ApertiumTranslator all = translator();
        assertEquals(List.of("pt-es|spa-eng", "eng-spa|es-pt", "pt-gl|gl-en", "en-gl|gl-pt", "por-cat|cat-eng", "eng-cat|cat-por"),
                all.pivots(), "install apertium-pt-gl apertium-en-gl apertium-por-cat apertium-eng-cat (bin/install-test-deps)");
        String text = "The spare car key is in the drawer under the kitchen sink.";
        String spanish = all.spanishOnly().translateAll(List.of(text), Language.EN).get(0);
        String joined = all.translateAll(List.of(text), Language.EN).get(0);
        // through Spanish alone the key is a musical "tom"; Galician gives "chave", Catalan "gaveta" (drawer)
        assertFalse(spanish.contains("chave"), spanish);
        assertTrue(joined.startsWith(spanish + " · "), joined);
        assertTrue(joined.contains("chave") && joined.contains("gaveta"), joined);
    }

    @Test
    void givesEachPivotsResultApartForEachText() {
        List<List<String>> pivots = translator().translatePivots(
                List.of("The spare car key is in the drawer under the kitchen sink.", "Alice is vegetarian."), Language.EN);
        assertEquals(2, pivots.size());
        assertEquals(3, pivots.get(0).size(), pivots.get(0).toString());
        assertEquals(translator().translateAll(List.of("The spare car key is in the drawer under the kitchen sink."), Language.EN).get(0),
                ApertiumTranslator.joined(pivots.get(0)));
        assertEquals(2, pivots.get(1).size(), "pivots that agree count once: " + pivots.get(1));
    }

    @Test
    void pivotsThatAgreeGiveOneTranslation() {
        // Spanish and Catalan both give "Alice é vegetariana."; Galician leaves "vegetarian" untranslated
        String joined = translator().translateAll(List.of("Alice is vegetarian."), Language.EN).get(0);
        assertEquals(2, joined.split(" · ").length, joined);
    }

    @Test
    void aPivotAddedForTheBenchJoinsOnlyWhatItGetsDifferently() {
        // es-pt_BR (in apertium-es-pt) spells "calefação" where es-pt keeps the pre-1990 "calefacção"
        ApertiumTranslator base = translator();
        ApertiumTranslator more = base.withPivot(Language.EN, List.of("eng-spa", "es-pt_BR"));
        assertEquals("eng-spa|es-pt_BR", more.pivots().get(more.pivots().size() - 1));
        assertEquals(more.pivots().subList(0, more.pivots().size() - 1), base.pivots(), "the hub's own translator is unchanged");
        List<String> pivots = more.translatePivots(List.of("The heating in the study is set to 20 degrees."), Language.EN).get(0);
        assertTrue(pivots.get(0).contains("calefacção"), pivots.toString());
        assertTrue(pivots.get(pivots.size() - 1).contains("calefação"), pivots.toString());
    }

    @Test
    void aMissingApertiumIsReportedInOneSentenceThatSaysWhatToInstall(@TempDir Path dir) {
        Availability.Missing m = assertInstanceOf(Availability.Missing.class,
                ApertiumTranslator.find(dir.resolve("apertium"), DEADLINE));
        assertTrue(m.reason().contains("apt-get install apertium"), m.reason());
    }

    @Test
    void guessesTheLanguageOfAText() {
        assertEquals(Language.PT, Language.guess("A consulta do dentista é na quinta-feira"));
        assertEquals(Language.EN, Language.guess("When is the dentist appointment?"));
        // "a" is an article in both: three of them made this Portuguese memory English (and "translated" it into Portuguese)
        assertEquals(Language.PT, Language.guess("A Alice prefere o quarto a 22 graus à noite."));
        assertEquals(Language.EN, Language.guess("Tom has a dentist appointment next Monday at nine."));
        assertEquals(Language.EN, Language.PT.other());
    }
}
