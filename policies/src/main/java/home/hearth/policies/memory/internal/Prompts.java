package home.hearth.policies.memory.internal;

import home.hearth.policies.Scope;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.NormalisedFact;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The confirmation question: exactly what will be saved and in which scope — "I'll remember that
 * you like the bedroom at 22 °C at night, for you only. Shall I?"
 */
public final class Prompts {
    private static final Pattern REQUEST = Pattern.compile(
            "(?i)^\\s*(please\\s+)?(remember|note|don'?t forget|do not forget|lembra[- ]te( de)?|lembre[- ]se( de)?|lembra|anota|guarda|não te esqueças( de)?|nao te esquecas( de)?)(\\s+(that|que))?[,:]?\\s+");
    private static final String[][] SWAPS = {
        {"i am", "you are"}, {"i'm", "you're"}, {"i've", "you've"}, {"i'll", "you'll"}, {"i'd", "you'd"}, {"i was", "you were"},
        {"myself", "yourself"}, {"mine", "yours"}, {"my", "your"}, {"me", "you"}, {"i", "you"}
    };

    private Prompts() {}

    /** The question asked before saving. */
    public static String confirm(Candidate c, Optional<NormalisedFact> fact, Lang lang, Optional<String> replaces) {
        String what = fact.map(NormalisedFact::display).orElseGet(() -> spoken(c.text(), lang));
        String replacing = replaces.map(old -> lang.pick(" (replacing \"" + old + "\")", " (em vez de «" + old + "»)")).orElse("");
        return lang == Lang.PT
                ? "Vou guardar «" + what + "»" + replacing + ", " + where(c.scope(), lang) + ". Confirmas?"
                : "I'll remember that " + what + replacing + ", " + where(c.scope(), lang) + ". Shall I?";
    }

    /**
     * The question asked before saving a text that may hold a code or a password: why, and what a yes saves where —
     * "That has a number that could be a code or a password, and I never keep those. If it isn't one, say yes and I'll
     * remember that …, for you only."
     */
    public static String possibleSecret(Candidate c, Lang lang) {
        String what = spoken(c.text(), lang);
        return lang == Lang.PT
                ? "Isso tem um número que pode ser um código ou uma palavra-passe, e esses nunca guardo. Se não for, diz que sim"
                        + " e guardo «" + what + "», " + where(c.scope(), lang) + "."
                : "That has a number that could be a code or a password, and I never keep those. If it isn't one, say yes and"
                        + " I'll remember that " + what + ", " + where(c.scope(), lang) + ".";
    }

    /** "for you only", "for the whole household", "for the kitchen", … */
    public static String where(Scope scope, Lang lang) {
        return switch (scope.type()) {
            case USER -> lang.pick("for you only", "só para ti");
            case HOUSEHOLD -> lang.pick("for the whole household", "para toda a casa");
            case ROOM -> lang.pick("for the " + scope.id().replace('-', ' '), "para a divisão " + scope.id());
            case DEVICE -> lang.pick("for the device " + scope.id(), "para o aparelho " + scope.id());
            case TASK -> lang.pick("for the task " + scope.id(), "para a tarefa " + scope.id());
        };
    }

    /** The memory text as the hub says it back: request words dropped, "I" becomes "you" in English. */
    static String spoken(String text, Lang lang) {
        String t = REQUEST.matcher(text.strip()).replaceFirst("").replaceAll("[.!\\s]+$", "");
        return lang == Lang.PT ? t : swapPerson(t);
    }

    private static String swapPerson(String text) {
        StringBuilder out = new StringBuilder();
        String[] words = text.split(" ");
        for (int i = 0; i < words.length; i++) {
            String two = i + 1 < words.length ? (words[i] + " " + words[i + 1]).toLowerCase(Locale.ROOT) : "";
            String one = words[i].toLowerCase(Locale.ROOT).replace('’', '\'');
            String swapped = null;
            for (String[] s : SWAPS) {
                if (s[0].contains(" ") && s[0].equals(two)) {
                    swapped = s[1];
                    i++;
                    break;
                }
                if (!s[0].contains(" ") && s[0].equals(one)) {
                    swapped = s[1];
                    break;
                }
            }
            out.append(out.isEmpty() ? "" : " ").append(swapped == null ? words[i] : swapped);
        }
        return out.toString();
    }
}
