package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A login said aloud, English and Portuguese: an address spoken with "at" and "dot" and a password after it
 * ("my apple id is jo at icloud dot com password greenfield 88"), a user name and then a password ("log into the
 * work laptop with jcosta and then pumpkin77", "entra no portátil com jcosta e depois abobora77"), and a password
 * "the same as" another one followed by what it is ("the same as netflix, pluto rocks 3"). "The same as the wifi
 * one" alone names no value and is kept.
 */
final class SpokenLogins {
    private static final String PASSWORD = "password|pass|passwd|pw|senha|palavra passe|pin";
    /** Words that continue a sentence after "the same as netflix" without giving a value. */
    private static final String NOT_A_VALUE = "and|e|or|ou|but|mas|too|tambem|also|one|account|conta|password|senha|for|para|in|no|na|on|em|except|exceto";
    private static final List<Pattern> LOGINS = Patterns.words(
            "(at|arroba) \\w+ (dot|ponto) \\w+( \\w+){0,3} (" + PASSWORD + ")( (is|its|e|qqis|qqsep))? \\w+",
            "(log|logs|logging|sign|signs|signing) (in|into|on|onto)( \\w+){0,4} (with|as|using) \\w+ (and|then|and then|plus)( the)?( password)? "
                    + "\\w*\\d\\w*",
            "(entra|entras|entrar|entre|faz login|fazes login|faca login|loga|logar)( \\w+){0,4} com (o )?(utilizador |usuario |user )?\\w+ e"
                    + "( depois)?( a senha| a password)? \\w*\\d\\w*",
            "(" + SecretDetector.TERMS + ")" + SecretDetector.GAP + " (" + SecretDetector.COPULA + ") (the same as|same as|a mesma d[oa]|a mesma que|igual a|igual ao)"
                    + "( the| my| o| a)? \\w+ (?!(" + NOT_A_VALUE + ")\\b)\\w+( \\w+){0,3} \\w*\\d\\w*");

    boolean holdsLogin(TextForm text) {
        return Patterns.any(text, LOGINS);
    }
}
