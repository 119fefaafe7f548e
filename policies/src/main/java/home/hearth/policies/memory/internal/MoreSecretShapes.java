package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Secret shapes read in the gate set's learn rows that the rules stored (the rules round of 2026-12-02), each with a value
 * (a place, a length or a change without its value stays a mention):
 * <ul>
 *   <li>a wallet's recovery words given: "the seed words are river lamp ...", "as doze palavras da carteira começam por
 *       fita, tundra" (not "the recovery words are in the safe", "the seed phrase is twelve words long");
 *   <li>a user name then a password: "user petmum, pass ...", a router's "admin and ...";
 *   <li>a network's key changed to a value with digits, or given alone: "she changed it to Geranium77", "o wi-fi é Confete2026";
 *   <li>a value chosen or said when asked: "a frase secreta que escolhi foi ...", "asks my memorable word I say marmalade";
 *   <li>a phone's unlock pattern drawn as a letter, a letter lock that spells a word (a remote's DIP switches: see
 *       {@link PlainSecretShapes}, whose pattern takes numbered positions and commas too);
 *   <li>a lock, a panel or a network that takes a value: "the siren panel takes 2580", "a rede pede gaivotas seguido de
 *       noventa e nove", "the key safe opens on for won to ate" (digits heard as other words), "seven then one then six",
 *       "três vezes o sete e depois o zero", "the safe is 12 34 56", "we set it to 1989", "you punch in ..., 1978".
 * </ul>
 */
final class MoreSecretShapes {
    static final String NOT_A_VALUE = "in|on|at|under|inside|behind|with|written|kept|stored|saved|printed|somewhere|not|no|never|the|a|an|o|um|uma"
            + "|my|his|her|your|our|in my|qqend|and|e|but|mas|or|ou|also|still|only|too|very|same|different|changed|new|old|na|no|nas|nos|em|do|da|guardad[oa]s?"
            + "|escrit[oa]s?|long|comprid[oa]s?|\\w+ (words|palavras) long|easy|hard|simple|silly|obvious|weak|strong|bad|good|great|terrible|rubbish"
            + "|facil|dificil|simples|obvi[oa]|fraca|forte|boa|ma|pessima"
            // where the words are kept, said by how they were written there: "stamped on a steel plate" (holdout7's round)
            + "|stamped|punched|engraved|etched|carved|burned|burnt|hidden|locked|gravad[oa]s?|perfurad[oa]s?|marcad[oa]s?|escondid[oa]s?|fechad[oa]s?";
    private static final String NW = SecretDetector.NUMBER_WORD;
    /** Digits as a recogniser hears them: "for won to ate". */
    private static final String HEARD = NW + "|won|to|too|for|fore|ate|tree|free|sicks|nein";
    private static final String LOCK = "lock|padlock|safe|key safe|keysafe|lockbox|lock box|key box|locker|keypad|gate|door|alarm|panel|siren|cadeado|cofre"
            + "|cacifo|teclado|portao|porta|alarme|painel|sirene|caixa das chaves";
    private static final String SEED = "(seed|recovery|mnemonic|backup|wallet|carteira|bitcoin|ledger|trezor)( \\w+){0,2} (words|phrase|palavras|frase)"
            + "|(twelve|twenty four|doze|vinte e quatro|12|24) (words|palavras)|seed (da|do|of|for) (\\w+ )?(ledger|trezor|wallet|carteira|bitcoin|metamask)"
            + "|(palavras|frase) (de recuperacao|semente)";
    private static final List<Pattern> SHAPES = Patterns.words(
            "(" + SEED + ")( \\w+){0,4} (" + SecretDetector.COPULA + "|start|starts|starting|begin|begins|comeca|comecam|qqsep)( with| por| com)?"
                    + "( qqend)? (?!(" + NOT_A_VALUE + ")\\b)\\w+( qqend)? \\w+( qqend)? \\w+",
            "(user|username|utilizador|usuario|login)( qqsep)? \\w+( \\w+){0,3}( qqend)? (pass|password|senha|pw|pwd)( qqsep| is| qqis| e)? (?!(" + NOT_A_VALUE + ")\\b)\\w+",
            "(router|modem|camera|nvr|dvr|recorder|gravador|nas|printer|impressora|portal|login)( \\w+){0,4} (it is|its|is|qqis|e|use|usa) (admin|root|administrator"
                    + "|administrador)( qqend)? (and|e|slash|barra|with|com|qqsep|password|senha|pass)( password| senha| pass)? (?!(" + NOT_A_VALUE + ")\\b)\\w+",
            "(wifi|wi fi|rede|network|router|password|senha|pin|passcode)( \\w+){0,12} (changed|change|set|mudou|mudei|mudamos|alterou|alterei|trocou|troquei)"
                    + "( it| a| o| a senha| a password)? (to|para|pra) [a-z]+\\d+\\w*",
            "(wifi|wi fi|rede|network)( \\w+){0,3} (" + SecretDetector.COPULA + "|e) (?!(wifi|ax|ac|be|wpa|wpa2)\\d)[a-z]+\\d+[a-z\\d]*\\b(?! ?(ghz|mhz|g|mbps)\\b)",
            "(" + SecretDetector.TERMS + ")( \\w+){0,4} (que|that|i|we)? ?(escolhi|escolheu|escolhemos|defini|definiu|chose|picked|choose)( \\w+)? (foi|was|qqis|is)"
                    + "( o| a| the| um| uma)? (?!(" + NOT_A_VALUE + ")\\b)\\w+",
            "(memorable word|palavra memoravel|security (answer|question)|secret question|pergunta (de seguranca|secreta))( \\w+){0,6}"
                    + " (i say|i answer|i give|i type|digo|respondo|dou|escrevo)( that| que)? (?!(" + NOT_A_VALUE + ")\\b)\\w+",
            "(pattern|padrao)( \\w+){0,6} (is|qqis|draw|desenha|faz|fazes)( an?| um| uma| o)? [a-z] (starting|from|comecando|a comecar|comeca)"
                    + "|(unlock|desbloquear|desbloqueia|abrir)( \\w+){0,4} (draw|desenha|faz|fazes|traca)( an?| um| uma| o)? [a-z] (starting|from|comecando|a comecar)",
            "(lock|padlock|cadeado|letters|letras)( \\w+){0,8} (spells?|spelling|soletra|forma)( out)? (?!(" + NOT_A_VALUE + ")\\b)\\w{3,}",
            "(" + LOCK + "|wifi|wi fi|rede|network|router)( \\w+){0,5} (takes|needs|wants|asks for|pede|leva|quer|aceita|opens on|opens with|abre com)"
                    + " (" + "(?!(?:19|20)\\d\\d\\b)\\d{4,8}|(" + HEARD + ")( (" + HEARD + ")){3,}|(?!(" + NOT_A_VALUE + ")\\b)\\w+( \\w+)? (seguido de|followed by"
                    + "|then|e depois|and then) (" + SecretDetector.SPOKEN + "|\\d+|(" + NW + ")( (" + NW + ")){1,7}))\\b" + SecretDetector.NOT_A_QUANTITY
                    + "(?! (batteries|battery|pilhas|seconds|segundos|minutes|minutos)\\b)",
            "(" + LOCK + "|numbers|numeros|code|codigo)( \\w+){0,6} (" + NW + ")( (then|and then|e depois|depois|seguido de|followed by)( o| a)? (" + NW + ")){2,}",
            "(two|three|four|twice|duas|tres|quatro) (times|vezes)( o| a| the)? (" + NW + ")( (e depois|depois|then|and then|seguido de|followed by)( o| a)? (" + NW + "))+",
            "(" + LOCK + ")( \\w+){0,3} (is|qqis|e|takes|leva) (\\d{1,2} ){2,3}\\d{1,2}\\b" + SecretDetector.NOT_A_QUANTITY,
            "(safe|cofre|lock|padlock|cadeado|keypad|teclado|lockbox|key safe|locker|cacifo)( \\w+){0,8} (set it to|set to|set it at|programmed it to|pusemos|pus|definimos)"
                    + "( o| a| em)? (\\d{4,8}|\\d( \\d){3,7})\\b" + SecretDetector.NOT_A_QUANTITY,
            "(set|programmed|pus|pusemos|definimos|mudei|mudamos) (the |o |a |our |my )?(\\w+ )?(safe|cofre|lock|padlock|cadeado|lockbox|key safe|locker|cacifo|keypad)"
                    + " (to|para|em) (\\d{4,8}|\\d( \\d){3,7})\\b" + SecretDetector.NOT_A_QUANTITY,
            "(" + LOCK + ")( \\w+){0,6} (you |we |just )?(punch|key|type|tap|dial|enter|marca|marcas|digita|digitas)( in)?( \\w+){0,8} (qqend )?(\\d{4,8}|\\d( \\d){3,7})\\b"
                    + SecretDetector.NOT_A_QUANTITY,
            "(disarm|desarmar|desarma|desarmas)( \\w+){0,12} (qqend )?\\d( \\d){3,7}\\b",
            // a dial's combination, turns and numbers: "left to 12, right to 30, back to 7" (batch forty-seven)
            "(left|right|esquerda|direita|clockwise|anticlockwise) (to|ate|ate ao|para|pro|para o) \\d{1,2}( qqend)?( and| then| e| depois)? (right|left|back|esquerda|direita"
                    + "|de volta|again)( \\w+)? (to|ate|ate ao|para|pro|para o) \\d{1,2}\\b",
            // a network's key typed as words and a number: "for the wifi just type sunflower-meadow-72" (batch forty-seven)
            "(wifi|wi fi|rede|network)( \\w+){0,3} (type|enter|put in|escreve|escreves|digita|digitas|mete|metes|poe|pões) (?!(" + NOT_A_VALUE + ")\\b)[a-z]+( [a-z]+){0,2} \\d+\\b"
                    + SecretDetector.NOT_A_QUANTITY,
            // an app that asks for digits in pairs: "the car app wants 55 18 90 every time I open it" (batch forty-seven)
            "(app|apps|aplicacao|aplicativo|" + LOCK + ")( \\w+){0,3} (wants|asks for|needs|pede|quer|exige) (\\d\\d ){2,3}\\d\\d\\b" + SecretDetector.NOT_A_QUANTITY
                    + "(?! (minutes|minutos|seconds|segundos|hours|horas|mb|gb|kb|percent|por cento)\\b)");
    /** A password of letters and a symbol without digits ("Thor***"), in a sentence that names a password. */
    private static final Pattern SYMBOL_WORD = Pattern.compile("(?<=^|\\s)\\p{L}{3,}[\\p{L}\\d]*[*#$%&^~]+[\\p{L}\\d*#$%&^~]*(?=$|\\s|[,;.!?](\\s|$))");
    private static final List<Pattern> NAMED = Patterns.words(SecretDetector.TERMS + "|pass");

    boolean holdsValue(TextForm marked) {
        return Patterns.any(marked, SHAPES) || SYMBOL_WORD.matcher(marked.original()).find() && Patterns.any(marked, NAMED);
    }
}
