package home.hearth.hub.conversation.intents.internal;

import home.hearth.devices.Command;
import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Intent.Aspect;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.intents.NumberWords;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Device commands and state questions in English and Portuguese, on normalised text (lower case,
 * no accents, no end punctuation). Each rule is a pattern and what its groups mean.
 */
public final class DevicePhrases {
    private static final String N = NumberWords.PATTERN;
    private static final String EN_POLITE = "(?:can you |could you |would you |please )?";
    private static final String PT_POLITE = "(?:podes |pode |por favor )?";
    private static final String PT_ART = "(?:a |o |as |os )?";
    private static final String PT_STATE = "(ligad[ao]s?|acesa?s?|acesos|apagad[ao]s?|desligad[ao]s?|trancad[ao]s?"
            + "|destrancad[ao]s?|abert[ao]s?|fechad[ao]s?)";

    private record Rule(Pattern pattern, Language language, BiFunction<Matcher, Language, Intent> read) {}

    private static final List<Rule> RULES = List.of(
            rule(EN_POLITE + "(?:turn|switch|put) (on|off) (?:the |my )?(.+)", Language.EN,
                    (m, l) -> command(m.group(2), new Command.SwitchTo(m.group(1).equals("on")), l)),
            rule(EN_POLITE + "(?:turn|switch) (?:the |my )?(.+?) (on|off)", Language.EN,
                    (m, l) -> command(m.group(1), new Command.SwitchTo(m.group(2).equals("on")), l)),
            rule(EN_POLITE + "(?:turn|switch|put) (?:the |my )?(.+?) (on|off) (?:in|of) (?:the |my )?(.+)", Language.EN,
                    (m, l) -> place(m.group(3)) ? command(m.group(1) + " in the " + m.group(3),
                            new Command.SwitchTo(m.group(2).equals("on")), l) : null),
            rule(EN_POLITE + "(lock|unlock) (?:the |my )?(.+)", Language.EN,
                    (m, l) -> command(m.group(2), new Command.LockTo(m.group(1).equals("lock")), l)),
            rule(EN_POLITE + "(?:set|put|turn|heat) (?:the |my )?(.+?) (?:to|at|up to|down to) " + N
                    + " ?(degrees?|celsius|c|percent|%)?", Language.EN, DevicePhrases::setting),
            rule(EN_POLITE + "(?:dim|brighten) (?:the |my )?(.+?) to " + N + " ?(percent|%)?", Language.EN,
                    (m, l) -> dim(m.group(1), m.group(2), l)),
            rule("(?:is|are) (?:the |my )?(.+?) (on|off|lit|locked|unlocked|open|closed|shut)(?: now| right now)?",
                    Language.EN, (m, l) -> question(m.group(1), aspect(m.group(2)), l)),
            rule("(?:what's|whats|what is|tell me) the (?:temperature|temp) (?:in|of|at|on) (?:the )?(.+?)(?: now| right now)?",
                    Language.EN, (m, l) -> question(m.group(1), Aspect.TEMPERATURE, l)),
            rule("how (?:warm|cold|hot) is (?:it )?(?:in )?(?:the )?(.+?)(?: now)?", Language.EN,
                    (m, l) -> question(m.group(1), Aspect.TEMPERATURE, l)),
            rule("(?:is|are) there (?:anyone|anybody|someone|somebody|people) in (?:the )?(.+)", Language.EN,
                    (m, l) -> question(m.group(1), Aspect.OCCUPANCY, l)),
            rule("(?:what's|whats|what is) the (?:state|status) of (?:the |my )?(.+)", Language.EN,
                    (m, l) -> question(m.group(1), Aspect.ANY, l)),
            rule(PT_POLITE + "(liga|ligar|acende|acender|apaga|apagar|desliga|desligar) " + PT_ART + "(.+)", Language.PT,
                    (m, l) -> command(m.group(2), new Command.SwitchTo(m.group(1).startsWith("lig")
                            || m.group(1).startsWith("acend")), l)),
            rule(PT_POLITE + "(tranca|trancar|fecha a chave|destranca|destrancar) " + PT_ART + "(.+)", Language.PT,
                    (m, l) -> command(m.group(2), new Command.LockTo(!m.group(1).startsWith("destranc")), l)),
            rule(PT_POLITE + "(?:poe|por|coloca|colocar|mete|meter|ajusta|ajustar|define|definir|regula|regular) " + PT_ART
                    + "(.+?) (?:a|em|para|nos|nas) " + N + " ?(graus?|celsius|c|por cento|%)?", Language.PT,
                    DevicePhrases::setting),
            rule(PT_ART + "(.+?) (?:esta|estao|ta|tao) " + PT_STATE + "(?: agora)?", Language.PT,
                    (m, l) -> question(m.group(1), aspect(m.group(2)), l)),
            rule("(?:esta|estao) " + PT_ART + "(.+?) " + PT_STATE + "(?: agora)?", Language.PT,
                    (m, l) -> question(m.group(1), aspect(m.group(2)), l)),
            rule("(?:qual e|qual) a temperatura (?:que faz |que esta )?(?:n[oa]s?|d[oa]s?|em) (.+?)(?: agora)?",
                    Language.PT, (m, l) -> question(m.group(1), Aspect.TEMPERATURE, l)),
            rule("(?:que temperatura|quantos graus) (?:faz|esta|estao|ha) (?:n[oa]s?|em) (.+?)(?: agora)?", Language.PT,
                    (m, l) -> question(m.group(1), Aspect.TEMPERATURE, l)),
            rule("(?:esta|ha) (?:alguem|gente) (?:n[oa]s?|em) (.+)", Language.PT,
                    (m, l) -> question(m.group(1), Aspect.OCCUPANCY, l)),
            rule("(?:qual e|qual) o estado d[oa]s? (.+)", Language.PT, (m, l) -> question(m.group(1), Aspect.ANY, l)));

    private static final String PRONOUN_EN = "(?: (it|that|this|them))?";
    /** "unlock", "unlock it", "turn on", "turn it off": lock or unlock (group 1) or on or off (4), a pronoun (2 or 3). */
    private static final Pattern VERB_ALONE_EN = Pattern.compile(
            "(lock|unlock)" + PRONOUN_EN + "|(?:turn|switch|put)" + PRONOUN_EN + " (on|off)");
    private static final Pattern VERB_ALONE_PT = Pattern.compile("(tranca|trancar|destranca|destrancar|liga|ligar|acende"
            + "|acender|apaga|apagar|desliga|desligar)(?:-(?:a|o|as|os|la|lo|las|los))?");

    private DevicePhrases() {}

    /**
     * A command with no device named: "unlock", "unlock it", "turn on", "turn it off", "destranca", "destranca-a". Its
     * target is empty or the pronoun said ("it"), which names no device: a yes that restates the action asked about
     * reads it ("yes, unlock it"), and so does a no, which refuses it ("no, unlock it"); alone it names nothing to act
     * on.
     */
    public static Optional<Intent> verbAlone(String text) {
        Matcher m = VERB_ALONE_EN.matcher(text);
        if (m.matches()) {
            boolean lock = m.group(1) != null;
            Command c = lock ? new Command.LockTo(m.group(1).equals("lock"))
                    : new Command.SwitchTo(m.group(4).equals("on"));
            String pronoun = lock ? m.group(2) : m.group(3);
            return Optional.of(new Intent.DeviceCommand(pronoun == null ? "" : pronoun, c, Language.EN));
        }
        m = VERB_ALONE_PT.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        String verb = m.group(1);
        Command c = verb.contains("tranca") ? new Command.LockTo(!verb.startsWith("destranc"))
                : new Command.SwitchTo(verb.startsWith("lig") || verb.startsWith("acend"));
        return Optional.of(new Intent.DeviceCommand("", c, Language.PT));
    }

    /** The device intent of {@code text}, if it is one. */
    public static Optional<Intent> read(String text) {
        for (Rule r : RULES) {
            Matcher m = r.pattern().matcher(text);
            if (m.matches()) {
                Intent intent = r.read().apply(m, r.language());
                if (intent != null) {
                    return Optional.of(intent);
                }
            }
        }
        return Optional.empty();
    }

    private static Rule rule(String regex, Language language, BiFunction<Matcher, Language, Intent> read) {
        return new Rule(Pattern.compile(regex), language, read);
    }

    /**
     * "in here" / "aqui" names the room the turn was said in, which the device finder prefers anyway: "turn on the
     * light in here" is "light".
     */
    private static Intent command(String target, Command command, Language l) {
        String t = target.trim().replaceFirst(" (?:in the here|in here|here|aqui|ca)$", "");
        return new Intent.DeviceCommand(t, command, l);
    }

    /** A room's words after "switch the light on in …", not a time ("in ten minutes", "in the morning"). */
    private static boolean place(String words) {
        return !words.matches(".*(?:\\d|\\b(?:seconds?|secs?|minutes?|mins?|hours?|while|bit|moment|morning|afternoon"
                + "|evening|night|tonight|tomorrow|today)\\b).*");
    }

    private static Intent question(String target, Aspect aspect, Language l) {
        return new Intent.StateQuestion(target.trim(), aspect, l);
    }

    private static Intent setting(Matcher m, Language l) {
        OptionalDouble value = NumberWords.parse(m.group(2));
        if (value.isEmpty()) {
            return null;
        }
        String unit = m.group(3) == null ? "" : m.group(3);
        if (unit.contains("%") || unit.contains("cento") || unit.equals("percent")) {
            return dim(m.group(1), m.group(2), l);
        }
        double celsius = value.getAsDouble();
        if (celsius < 5 || celsius > 35 || celsius * 2 != Math.rint(celsius * 2)) {
            return new Intent.Unclear(l.say("I can set temperatures from 5 to 35 degrees, in half degrees.",
                    "Consigo pôr temperaturas de 5 a 35 graus, em meios graus."), l);
        }
        return command(m.group(1), new Command.SetTemperature(celsius), l);
    }

    private static Intent dim(String target, String number, Language l) {
        OptionalDouble percent = NumberWords.parse(number);
        if (percent.isEmpty()) {
            return null;
        }
        if (percent.getAsDouble() < 0 || percent.getAsDouble() > 100) {
            return new Intent.Unclear(l.say("Brightness goes from 0 to 100 percent.", "O brilho vai de 0 a 100 por cento."), l);
        }
        return command(target, new Command.DimTo((int) Math.round(percent.getAsDouble() * 254 / 100)), l);
    }

    private static Aspect aspect(String word) {
        if (word.matches("locked|unlocked|trancad.*|destrancad.*")) {
            return Aspect.LOCKED;
        }
        if (word.matches("open|closed|shut|abert.*|fechad.*")) {
            return Aspect.OPEN;
        }
        return Aspect.ON;
    }
}
