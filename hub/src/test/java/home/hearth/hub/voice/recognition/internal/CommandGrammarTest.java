package home.hearth.hub.voice.recognition.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.voice.recognition.CommandVocabulary;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommandGrammarTest {
    static final CommandVocabulary HOUSE = new CommandVocabulary(
            List.of("Kitchen light", "the big lamp", "Lamp 2", "front-door_lock"), List.of("kitchen", "living-room"));

    @Test
    void spellsNamesAsTheyAreSpoken() {
        assertEquals(List.of("lamp", "two"), SpokenWords.of("Lamp 2"));
        assertEquals(List.of("big", "lamp"), SpokenWords.of("the big lamp"));
        assertEquals(List.of("front", "door", "lock"), SpokenWords.of("front-door_lock"));
        assertEquals(List.of("twenty", "one"), SpokenWords.number("21"));
        assertEquals(List.of("one", "hundred", "five"), SpokenWords.number("105"));
        assertEquals(List.of("two", "zero", "two", "six"), SpokenWords.number("2026"));
    }

    @Test
    void jsgfHoldsTheDevicesRoomsAndVerbs() {
        String jsgf = CommandGrammar.build(HOUSE, w -> true).jsgf();
        assertTrue(jsgf.startsWith("#JSGF V1.0;\ngrammar home;\npublic <command> = "), jsgf);
        assertTrue(jsgf.contains("<device> = kitchen light | big lamp | lamp two | front door lock;"), jsgf);
        assertTrue(jsgf.contains("<room> = kitchen | living room;"), jsgf);
        assertTrue(jsgf.contains("(lock | unlock) <target>"), jsgf);
    }

    @Test
    void phrasesCoverEveryCommandShapeAndEveryName() {
        List<String> phrases = CommandGrammar.build(HOUSE, w -> true).phrases();
        for (String p : List.of("turn on the kitchen light", "switch the big lamp off", "lock the front door lock",
                "is the lamp two on", "what's the temperature in the living room", "cancel the timer", "stop",
                "what timers are on", "open the kitchen lights")) {
            assertTrue(phrases.contains(p), p + " missing from " + phrases.size() + " phrases");
        }
        assertTrue(phrases.stream().anyMatch(p -> p.startsWith("set the lamp two to ")), "a set phrase per device");
        assertTrue(phrases.stream().anyMatch(p -> p.contains("twenty")), "numbers as words");
        assertTrue(phrases.size() < 5_000, "stays small: " + phrases.size());
    }

    @Test
    void namesWithWordsTheRecogniserCannotPronounceAreLeftOutAndTheRestStays() {
        CommandVocabulary odd = new CommandVocabulary(List.of("Kitchen light", "Zyxqw lamp"), List.of("kitchen"));
        CommandGrammar g = CommandGrammar.build(odd, CmuDictionary::knows);
        assertEquals(List.of("Zyxqw lamp"), g.leftOut());
        assertFalse(g.jsgf().contains("zyxqw"));
        assertTrue(g.jsgf().contains("<device> = kitchen light;"));
    }

    @Test
    void anEmptyHouseholdStillHasTheShortCommands() {
        CommandGrammar g = CommandGrammar.build(new CommandVocabulary(List.of(), List.of()), w -> true);
        assertFalse(g.jsgf().contains("<target>"), g.jsgf());
        assertTrue(g.phrases().contains("stop"));
        assertTrue(g.phrases().contains("what's the temperature"));
    }

    @Test
    void everyGrammarWordIsInSphinxDictionary() {
        CommandGrammar g = CommandGrammar.build(HOUSE, CmuDictionary::knows);
        assertEquals(List.of(), g.words().stream().filter(w -> !CmuDictionary.knows(w)).toList());
    }
}
