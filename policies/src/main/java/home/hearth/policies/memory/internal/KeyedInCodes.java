package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A number keyed in to get in or to arm something is a code even when nobody calls it one: "type
 * 2 4 6 8 on the pad by the garage and it opens", "pro portão abrir você digita 1995 no teclado", "the
 * burglar alarm is set with one nine eight seven", "o alarme arma-se com um nove oito sete". A year
 * counts here (keyed into a pad it is a code, not a date), unlike in a sentence that only mentions a
 * code ("the code changed in 2023").
 */
final class KeyedInCodes {
    /** A year said as words, the way a code often is: "twenty twenty one", "vinte vinte e um", "nineteen eighty four". */
    static final String TENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty"
            + "|sixty|seventy|eighty|ninety|dez|onze|doze|treze|catorze|quinze|dezasseis|dezesseis|dezassete|dezessete|dezoito|dezanove|dezenove"
            + "|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa";
    private static final String SPOKEN = "(" + TENS + ")( e)? (" + TENS + ")(( e)? (" + SecretDetector.NUMBER_WORD + "))?";
    /** Three or more digits, spaced digit groups, three or more number words, or a year said as words. */
    private static final String DIGITS = "\\d{3,8}|\\d{1,4}( \\d{1,4}){1,4}|(" + SecretDetector.NUMBER_WORD + ")( ("
            + SecretDetector.NUMBER_WORD + ")){2,}|" + SPOKEN;
    private static final String KEY_IN = "type|types|typing|dial|dials|key in|keys in|punch in|punches in|punch|punches|enter|enters|press|presses"
            + "|digita|digitas|digite|digitar|digitando|marca|marcas|marque|marcar|marcando|introduz|introduzes|introduzir|carrega em|carregas em"
            + "|aperta|apertas|aperte|apertar|carrega|carregas|carregue";
    private static final String PAD = "pad|keypad|key pad|panel|teclado|painel";
    private static final String GUARDED = "alarm|burglar alarm|alarme|lock|fechadura|door|porta|gate|portao|garage|garagem|safe|cofre|padlock|cadeado"
            + "|key safe|lockbox|lock box|box|caixa|locker|cacifo";
    private static final List<Pattern> KEYED = Patterns.words(
            // a combination lock left on its number: "suitcase lock is set to 0 4 2"
            "(padlock|cadeado|suitcase|mala|combination lock|bike lock|locker)( \\w+){0,2} (is set to|set to|esta em|ta em|fica em) (" + DIGITS + ")",
            // keyed into a pad, or keyed and it opens
            "(" + KEY_IN + ")( in| the| o| a| code| codigo| number| numero){0,2} (" + DIGITS + ")( \\w+){0,6}? (on|into|in|at|no|na|and|e)"
                    + "( \\w+){0,4}? (" + PAD + "|opens|unlocks|disarms|abre|destranca|desarma)",
            // "para o portão abrir digita 1995"
            "(to get in|to get into|to enter|to open|to unlock|to disarm|(para|pra|pro)( o| a| os| as)?( \\w+){0,2} (abrir|entrar|destrancar|desarmar))"
                    + "( \\w+){0,5} (" + KEY_IN + ")( \\w+){0,2} (" + DIGITS + ")",
            // keyed in for something guarded: "for the garage you punch in four one one nine", "pro portão marcas 1 9 9 5"
            "(for|para|pra|pro) (the |a |o |my |our )?(\\w+ )?(" + GUARDED + ")( \\w+){0,3} (" + KEY_IN + ")( in)?( \\w+){0,2}? (" + DIGITS + ")",
            // armed, set or opened with a number
            "(" + GUARDED + ")( \\w+){0,4} (is set|set|sets|arms|is armed|armed|arma se|arma|liga se|ativa se|activates|is activated|desarma se"
                    + "|opens|abre se|abre|unlocks|destranca se)( \\w+)? (with|com|using|usando|by typing|by entering|marcando|digitando)"
                    + "( the| o| a| code| codigo| pin| number| numero){0,2} (" + DIGITS + ")");

    boolean holdsCode(TextForm text) {
        return Patterns.any(text, KEYED);
    }
}
