package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A code explained before it is given: where it comes from first, then the value after "so", "that's", "ou seja", "isto
 * é", a comma, or "plus"/"followed by": "the alarm pin is the last four of the landline, six one one eight", "we set the
 * lockbox to mum's birth year reversed, that's two six nine one", "a senha do portátil é o nome da gata mais o ano 2015".
 * The explanation alone is no value ("the alarm code is the same one we had at the old flat"), and a place right after
 * the copula says where the code is kept ("the gate code is with the neighbours, so ask them").
 */
final class ExplainedValues {
    private static final String START = "(" + SecretDetector.TERMS + "|codes?|codigos?|combination|combinacao|combo)( \\w+){0,4} ("
            + SecretDetector.COPULA + ")|(set|changed|reset|put|pus|pusemos|mudei|mudamos) (the |o |a |our |my )?(\\w+ ){0,2}"
            + "(lockbox|lock|padlock|safe|alarm|keypad|code|pin|cadeado|cofre|alarme|codigo) (to|para)";
    private static final String NOT_A_PLACE = "(?!(in|on|at|under|inside|behind|beside|next|near|by|with|written|kept|stored|saved|printed"
            + "|taped|stuck|no|na|nos|nas|em|com|changed|being|not|never|qqend)\\b)";
    /** What joins the explanation to the value. */
    private static final String THEN = "so|thats|that is|which makes it|which is|i e|ie|meaning|ou seja|isto qqis|isto e|quer dizer|portanto"
            + "|qqend|plus|mais|followed by|seguid[oa] de|then|and then|e depois";
    private static final String VALUE = "(" + SecretDetector.NUMBER_WORD + ")( (" + SecretDetector.NUMBER_WORD + ")){2,}|" + SecretDetector.SPOKEN
            + "|\\d{2,8}( \\d{1,4}){0,4}|[a-z]+\\d+[a-z\\d]*";
    private static final String LONG = "(" + SecretDetector.NUMBER_WORD + ")( (" + SecretDetector.NUMBER_WORD + ")){3,}|\\d( \\d){3,7}";
    private static final List<Pattern> EXPLAINED = Patterns.words(
            "(" + START + ") " + NOT_A_PLACE + "\\w+( \\w+){0,12}? (" + THEN + ")( qqend)?( the| o| a)?( year| ano| number| numero)? (" + VALUE + ")"
                    + SecretDetector.NOT_A_QUANTITY,
            // no word between: a long run of digits ends the sentence ("the gate code is the last four digits of my mobile eight two six seven")
            "(" + START + ") " + NOT_A_PLACE + "\\w+( \\w+){0,12}? (" + LONG + ")( qqend)? *$");

    boolean holdsValue(TextForm text) {
        return Patterns.any(text, EXPLAINED);
    }
}
