package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Secrets of money and admin at home, moving house, shared buildings and sheds said in shapes the other rules missed
 * (batch forty-eight of the gate set, 2026-12-02), each only with its value; where the code is kept, who has it, how long
 * it is or that it will change stays a mention:
 * <ul>
 *   <li>a card's back digits named by where they are: "the three numbers on the back of the joint card are 6 1 4", "os
 *       números de trás do cartão são 3 1 7" (not "the three numbers come on the back of the card");
 *   <li>whose value it is, after the credential was named: "the portal wants a pass every time and mine is Harbour-Lane-77",
 *       "a senha é pessoal e a minha é gaivota 12" (not "mine is in the drawer", "mine is six digits");
 *   <li>a key pressed before or after the digits, with no verb for it: "opens with star 4 4 1 9", "entram com asterisco
 *       3 6 6 0", "1 9 7 4 e depois cardinal" (not "the keypad has a star key", "press star 2 for reception");
 *   <li>a hint, then the value it gives: "the hint is my birthday backwards, so 9 1 2 0", "a dica é …, então fica 8 0 3 1"
 *       (not "the hint for the safe is my birthday backwards");
 *   <li>a length, then the value: "the padlock is four digits one one three eight", "tem quatro dígitos, zero três três
 *       nove" (not "the pin has four digits and the card is green");
 *   <li>a key taken from a box with a number: "tiram a chave da caixinha na parede com 1 5 9 7", "the key box by the door
 *       with 2 2 0 9" (not "a caixa com 1500 parafusos": no key, and a quantity);
 *   <li>a code whose value comes after a clause between commas: "o código da chave da caixa do senhorio, que ele me mandou
 *       por sms, é 7 0 0 7";
 *   <li>a recogniser's slips for PIN and "senha" with a number: "o pim do crédito ficou nove nove zero um", "a sem ha do
 *       app é 4 0 2 8".
 * </ul>
 */
final class HomeSecretShapes {
    private static final String NW = SecretDetector.NUMBER_WORD;
    /** Four digits or more (not a year), or three number words or more, or a number said with tens. */
    private static final String VALUE = "((?!(?:19|20)\\d\\d\\b)\\d{4,8}|\\d( \\d){3,7}|(" + NW + ")( (" + NW + ")){2,}|" + SecretDetector.SPOKEN + ")\\b"
            + SecretDetector.NOT_A_QUANTITY;
    /** Three digits are enough for a card's back and a small padlock. */
    private static final String SHORT_VALUE = "(\\d{3,8}|\\d( \\d){2,7}|(" + NW + ")( (" + NW + ")){2,})\\b" + SecretDetector.NOT_A_QUANTITY;
    private static final String LOCK = "lock|padlock|safe|key safe|keysafe|lockbox|lock box|key box|keybox|locker|keypad|gate|door|alarm|panel"
            + "|cadeado|cofre|cacifo|teclado|portao|porta|alarme|painel|fechadura|caixa das chaves|caixinha";
    private static final String NAMED = SecretDetector.TERMS + "|pass|passe|codes?|codigos?|combination|combinacao|segredo|" + LOCK;
    /** Which flat, room or bus is "mine", not a value: "the code is the same for all and mine is flat 12". */
    private static final String WHICH_ONE = "number|numero|no|flat|apartment|apartamento|room|quarto|house|casa|floor|andar|door|porta|bus|autocarro"
            + "|onibus|version|versao|model|modelo|size|tamanho";
    private static final String KEY = "star|hash|pound|asterisco|cardinal|estrela|jogo da velha";
    private static final List<Pattern> SHAPES = Patterns.words(
            "(numbers|digits|numeros|digitos|algarismos)( \\w+){0,2} (on the back|at the back|on the reverse|no verso|atras|de tras|nas costas)"
                    + "( \\w+){0,4} (are|is|were|sao|qqis|e|eram|qqsep) " + SHORT_VALUE,
            "(" + SecretDetector.TERMS + "|pass|passe)( \\w+){0,12} (mine|ours|hers|his|o meu|a minha|o nosso|a nossa|o dela|a dela|o dele|a dele) (is|was|qqis|e|qqsep) "
                    + "(?!(" + MoreSecretShapes.NOT_A_VALUE + "|" + WHICH_ONE + ")\\b)(\\w*\\d\\w*|\\w+( \\w+){0,2} \\d+)\\b" + SecretDetector.NOT_A_QUANTITY
                    + "(?! ?(digits?|characters?|letters?|numbers|chars|algarismos|digitos|caracteres|letras|numeros|long)\\b)",
            "(with|com|then|e depois|depois|followed by|seguido de|key in|punch|marca|marcas|digita|you punch) (the |o |a )?(" + KEY + ")( key| tecla)?( then| e depois| e)? "
                    + VALUE,
            VALUE + "( and| e)? (then |e depois |depois |followed by |seguido de |and |e )(the |o |a )?(" + KEY + ")\\b",
            "(hint|clue|dica|pista)( \\w+){0,12} (so|so its|so it is|which makes it|making it|that makes|entao|ou seja|portanto|logo)( it| fica| e| qqis| its| is)? "
                    + VALUE,
            "(" + NAMED + ")( \\w+){0,8} (\\w+) (digits?|numbers|digitos|algarismos|numeros)( long)?( qqend| qqsep)? (they are |those are |sao |que sao )?" + SHORT_VALUE,
            "(keys?|chaves?)( \\w+){0,3} (caixinha|caixa|box|lockbox|key safe|cofre)( \\w+){0,6} (with|com|using|usando)( the code| o codigo| o)? " + VALUE,
            "(" + NAMED + ")( \\w+){0,8}? qqend( \\w+){1,16}? qqend (is|qqis|e|was|foi|are|sao|ficou) " + VALUE,
            "(pim|pims|sem ha|cem ha|sen ha)( \\w+){0,6} (" + SecretDetector.COPULA + "|e|qqsep)( \\w+){0,2}? " + VALUE);

    boolean holdsValue(TextForm marked) {
        return Patterns.any(marked, SHAPES);
    }
}
