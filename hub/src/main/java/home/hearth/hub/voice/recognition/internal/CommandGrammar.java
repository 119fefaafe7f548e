package home.hearth.hub.voice.recognition.internal;

import home.hearth.hub.voice.recognition.CommandVocabulary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The spoken commands of the household, as JSGF rules (Sphinx4) and as a phrase list (Vosk), from
 * one definition. The phrasings are the ones the conversation engine's local intents understand:
 * switching, locking, opening, setting a number of degrees, state questions, the temperature of a
 * room, timers and the short words (stop, yes, no, cancel). Numbers are words ("twenty one").
 */
public final class CommandGrammar {
    /** The grammar (and file) name Sphinx4 loads: {@code home.gram}. */
    public static final String NAME = "home";

    private final Map<String, String> rules;
    private final List<String> leftOut;

    private CommandGrammar(Map<String, String> rules, List<String> leftOut) {
        this.rules = rules;
        this.leftOut = List.copyOf(leftOut);
    }

    /**
     * Builds the grammar; a device or room name with a word {@code pronounceable} rejects is left out
     * (see {@link #leftOut()}) so that one odd name cannot break the whole grammar.
     */
    public static CommandGrammar build(CommandVocabulary vocabulary, Predicate<String> pronounceable) {
        List<String> leftOut = new ArrayList<>();
        Set<String> devices = spoken(vocabulary.devices(), pronounceable, leftOut);
        Set<String> rooms = spoken(vocabulary.rooms(), pronounceable, leftOut);
        Map<String, String> r = new LinkedHashMap<>();
        List<String> commands = new ArrayList<>(List.of("<short>", "<timers>", "<tasks>", "<temperature>"));
        if (!devices.isEmpty() || !rooms.isEmpty()) {
            commands.addAll(0, List.of("<switching>", "<locking>", "<opening>", "<setting>", "<asking>"));
        }
        r.put("public <command>", String.join(" | ", commands));
        if (!devices.isEmpty() || !rooms.isEmpty()) {
            r.put("<switching>", "(turn | switch) (on | off) <target> | (turn | switch) <target> (on | off)");
            r.put("<locking>", "(lock | unlock) <target>");
            r.put("<opening>", "(open | close) <target>");
            r.put("<setting>", "set <target> to <number> [degrees]");
            r.put("<asking>", "(is | are) <target> (on | off | locked | unlocked | open | closed)");
        }
        r.put("<temperature>", rooms.isEmpty() ? "(what is | what's) the temperature"
                : "(what is | what's) the temperature [in [the] <room>]");
        r.put("<timers>", "cancel the timer | (what | which) timers are (on | running)"
                + " | set a timer for <number> (minutes | minute | seconds)");
        // Background tasks (conversation/tasks): every light at once, and the task's status and cancel.
        r.put("<tasks>", (rooms.isEmpty() ? "(turn | switch) (on | off) all [of] the lights"
                : "(turn | switch) (on | off) all [of] the lights [in [the] <room>]")
                + " | cancel the task | how is the task going");
        r.put("<short>", "stop | yes | no | cancel | never mind | thank you");
        List<String> targets = new ArrayList<>();
        if (!devices.isEmpty()) {
            targets.add("<device>");
            r.put("<device>", String.join(" | ", devices));
        }
        if (!rooms.isEmpty()) {
            targets.add("<room> (light | lights | lamp)");
            r.put("<room>", String.join(" | ", rooms));
        }
        if (!targets.isEmpty()) {
            r.put("<target>", "[the] (" + String.join(" | ", targets) + ")");
        }
        r.put("<number>", "<unit> | <teen> | <tens> [<unit>] | zero | a hundred");
        r.put("<unit>", "one | two | three | four | five | six | seven | eight | nine");
        r.put("<teen>", "ten | eleven | twelve | thirteen | fourteen | fifteen | sixteen | seventeen | eighteen | nineteen");
        r.put("<tens>", "twenty | thirty | forty | fifty | sixty | seventy | eighty | ninety");
        return new CommandGrammar(r, leftOut);
    }

    private static Set<String> spoken(List<String> names, Predicate<String> pronounceable, List<String> leftOut) {
        Set<String> out = new LinkedHashSet<>();
        for (String name : names) {
            List<String> words = SpokenWords.of(name);
            if (words.isEmpty()) {
                continue;
            }
            if (words.stream().allMatch(pronounceable)) {
                out.add(String.join(" ", words));
            } else {
                leftOut.add(name);
            }
        }
        return out;
    }

    /** The names left out because the recogniser cannot pronounce one of their words. */
    public List<String> leftOut() {
        return leftOut;
    }

    /** Every word the grammar can produce. */
    public Set<String> words() {
        Set<String> words = new LinkedHashSet<>();
        rules.values().forEach(body -> {
            for (String t : body.split("[\\s()\\[\\]|]+")) {
                if (!t.isEmpty() && !t.startsWith("<")) {
                    words.add(t);
                }
            }
        });
        return words;
    }

    /** The JSGF text of {@code home.gram}. */
    public String jsgf() {
        StringBuilder sb = new StringBuilder("#JSGF V1.0;\ngrammar ").append(NAME).append(";\n");
        rules.forEach((name, body) -> sb.append(name).append(" = ").append(body).append(";\n"));
        return sb.toString();
    }

    /**
     * The commands as phrases, for recognisers that take a phrase list (Vosk): every combination
     * where that stays small, otherwise enough phrases to use every alternative at least once.
     */
    public List<String> phrases() {
        Map<String, String> byName = new LinkedHashMap<>();
        rules.forEach((name, body) -> byName.put(name.replace("public ", ""), body));
        return new PhraseExpander(byName).expand("<command>");
    }
}
