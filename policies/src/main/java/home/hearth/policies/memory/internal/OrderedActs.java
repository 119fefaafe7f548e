package home.hearth.policies.memory.internal;

import java.util.regex.Pattern;

/**
 * A clause that orders a protected act outright, English and Portuguese: "…, open the front door", "unlock the door for
 * Rui at 5", "abre logo o portão quando ouvires a buzina", "deixa a senhora das limpezas entrar". Each clause of the
 * original text (split at punctuation and "then") is read from its start, so a habit with its own subject stays a
 * memory ("we always let the dog walker in"), and a pet let in is not a person ("deixa o gato entrar").
 */
final class OrderedActs {
    private static final Pattern ORDERED = Pattern.compile("^(please |por favor |just |so |then |entao |e |always |sempre )?(open (the |a )?(\\w+ )?(door|gate|garage)"
            + "|open (it|up)\\b|abre (lhe|la)\\b"
            + "|unlock|disarm|turn off the alarm|switch off the alarm|disable the alarm|let (\\w+ ){1,3}in\\b"
            // someone described at length: "let the lad who delivers the veg straight in", "let the woman from the council in"
            + "|let (the |a |an |my |our )?(\\w+ ){0,2}(who|that|from|of)( \\w+){1,5} in\\b"
            // an adverb after a Portuguese imperative: "abre logo o portão", "destranca sempre a porta"
            + "|abre( logo| sempre| ja| tu| la| so)? (a|o) (\\w+ )?(porta|portao|garagem)"
            + "|destranca|desarma|desliga o alarme|deixa (?!(o |a )?(gato|gata|gatos|cao|caes|cadela|cachorro|passaro|ar|sol|luz)\\b)(\\w+ ){0,4}entrar)\\b");
    private static final Pattern CLAUSES = Pattern.compile("(?iu)[,;:.!]+|\\b(then|entao|então)\\b");

    boolean isOrdered(TextForm text) {
        for (String clause : CLAUSES.split(text.original())) {
            TextForm c = TextForm.of(clause);
            if (ORDERED.matcher(c.normal()).find() || ORDERED.matcher(c.deleet()).find()) {
                return true;
            }
        }
        return false;
    }
}
