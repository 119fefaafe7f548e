package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Decides whether two close texts contradict each other: opposite polarity ("I like jazz" / "I
 * no longer like jazz", "gosto de jazz" / "não gosto de jazz"), opposite sentiment (like / hate,
 * adoro / detesto) or a different value for the same thing ("22 °C" / "20 °C").
 */
public final class Opposition {
    private static final Pattern NEGATION = Patterns.word(
            "not|never|no longer|no more|nobody|nothing|nunca|nao|jamais|ja nao|deixei de|stopped|quit|nenhum|nenhuma|nem");
    private static final Pattern POSITIVE = Patterns.word(
            "like|likes|love|loves|enjoy|enjoys|prefer|prefers|want|wants|fond|gosto|gosta|adoro|adora|prefiro|prefere|quero|quer|curto");
    private static final Pattern NEGATIVE = Patterns.word(
            "dislike|dislikes|hate|hates|detest|detests|avoid|avoids|cannot stand|odeio|odeia|detesto|detesta|evito|evita|nao suporto");
    private static final List<String[]> ANTONYMS = List.of(
            new String[] {"on", "off"}, new String[] {"open", "closed"}, new String[] {"warm", "cold"}, new String[] {"hot", "cold"},
            new String[] {"early", "late"}, new String[] {"enabled", "disabled"}, new String[] {"allowed", "forbidden"},
            new String[] {"ligado", "desligado"}, new String[] {"ligada", "desligada"}, new String[] {"quente", "frio"},
            new String[] {"cedo", "tarde"}, new String[] {"aberta", "fechada"}, new String[] {"permitido", "proibido"});
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:[.,]\\d+)?");

    private Opposition() {}

    public static boolean opposes(TextForm a, TextForm b) {
        if (polarity(a) != polarity(b)) {
            return true;
        }
        return antonyms(a, b) || differentNumbers(a, b);
    }

    /** +1 or −1: sentiment sign times (−1) per negation. */
    static int polarity(TextForm t) {
        int sign = NEGATIVE.matcher(t.normal()).find() ? -1 : 1;
        Matcher m = NEGATION.matcher(t.normal());
        while (m.find()) {
            sign = -sign;
        }
        return sign;
    }

    private static boolean antonyms(TextForm a, TextForm b) {
        Set<String> wa = Set.copyOf(a.words());
        Set<String> wb = Set.copyOf(b.words());
        for (String[] pair : ANTONYMS) {
            if ((wa.contains(pair[0]) && wb.contains(pair[1]) && !wa.contains(pair[1]))
                    || (wa.contains(pair[1]) && wb.contains(pair[0]) && !wa.contains(pair[0]))) {
                return true;
            }
        }
        return false;
    }

    private static boolean differentNumbers(TextForm a, TextForm b) {
        List<String> na = NUMBER.matcher(a.original()).results().map(r -> r.group().replace(',', '.')).toList();
        List<String> nb = NUMBER.matcher(b.original()).results().map(r -> r.group().replace(',', '.')).toList();
        return !na.isEmpty() && !nb.isEmpty() && !na.equals(nb);
    }

    /** Whether the text expresses liking or wanting (used by precedence and tests). */
    public static boolean positive(TextForm t) {
        return POSITIVE.matcher(t.normal()).find() && polarity(t) > 0;
    }
}
