package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds credentials and secrets in English and Portuguese: passwords, PINs, alarm and door codes,
 * security answers, card numbers (Luhn-checked), IBANs (mod-97-checked), API keys and tokens.
 *
 * <p>Naming a secret is not holding one: "the alarm code is written in the blue notebook" says where a
 * secret is kept, "the alarm code is 4471" holds it. So a credential word counts only with a value:
 * digits near it ("garage code 5567", "PIN: 4 8 2 1", "nine nine three one"), or a copula or colon
 * followed by something that is not a place, a state or a change ("the wifi key is purplecactus", but
 * not "the wifi password is on the sticker"). Shapes that are secrets by themselves (a Luhn-valid card
 * number, an IBAN, an API key) always count.
 */
public final class SecretDetector {
    /** Stands for a colon or an equals sign, which the normal form drops: "pässwörd: tulips". */
    private static final String SEP = "qqsep";
    private static final String NOT_A_YEAR = "(?!(?:19|20)\\d\\d\\b)";
    private static final String CODE_TERMS = "passwords?|passwd|passphrases?|passcodes?|pwd|pass word|senhas?|palavras? ?passe|contrasenas?|palavras? chave"
            // a passphrase in Portuguese: "a frase-passe do cofre digital é ..."
            + "|frases? ?passe|frases? secretas?"
            // as a recogniser writes them: "pasword", "cenha"
            + "|pasword|passwrd|passowrd|cenhas?"
            // a lock's combination said short, and the number of a keypad: "the combo for the bike lock is 4 1 9"
            + "|(lock|padlock|locker|safe|cadeado|cofre) combos?|combos? (for|to|of) (the |my |our )?(\\w+ )?(lock|padlock|locker|safe)"
            + "|(keypad|alarm|safe|padlock) (number|digits)|numero (do|da) (alarme|teclado|cofre|cadeado)"
            + "|(magic|secret|code|safe) words?|codeword|palavras? (secreta|magica)s?|senha secreta"
            + "|pin|pins|pin code|codigo pin|codigo secreto|security (answer|question)|resposta de seguranca|secret answer"
            + "|(alarm|door|gate|garage|lock|safe|security|access|entry|keypad|recovery|backup|verification|2fa|otp|unlock|wifi|disarm|alarm disarm) ?codes?"
            + "|codes? (for|to|of) (the )?(alarm|door|front door|back door|gate|garage|safe|lock|keypad|building|shed)"
            + "|codigos? (do|de|da|dos|das|para o|para a|para) (alarme|porta|portao|garagem|cofre|seguranca|acesso|cartao|entrada|verificacao"
            + "|desbloqueio|wifi|desarmar|painel|predio|anexo|backup|recuperacao|reserva|emergencia|autenticacao|login|elevador|intercomunicador"
            + "|fechadura|tranca|trinco|cacifo"
            + "|interfone)( \\w+){0,2}|(lift|elevator|intercom) ?codes?"
            + "|respostas? (a|ao|as|da|de|do|para a)( \\w+){0,2} perguntas?( \\w+){0,2} (de seguranca|secreta|memoravel)|answers? to( \\w+){0,3} security questions?"
            // the answer to a memorable or secret question, or the memorable word itself
            + "|answers? (to|for|of)( \\w+){0,3} (memorable|secret|security) (questions?|words?)|memorable (word|answer|information)|palavra memoravel"
            + "|(combination|combinacao|segredo) (to|for|of|do|da) (the )?(safe|lock|cofre|cadeado)|(safe|lockbox|padlock|lock) combination"
            + "|combinacao (do|da) (cofre|cadeado)( \\w+){0,3}"
            + "|(wifi|wi fi|network|rede|router)( \\w+){0,2} (key|password|chave|senha)|chaves? (do|da) (wifi|wi fi|rede|router)( \\w+){0,3}"
            + "|credentials|credenciais|dados de acesso( \\w+){0,3}|logins?( details| info)?|log in|sign in|username|user name|utilizador"
            + "|(seed|recovery|mnemonic) phrase|frase (semente|de recuperacao)";
    private static final String BANK_TERMS = "cvv2?|cvc|iban|nib|ssn|social security number|routing number|sort code"
            // the card's few digits by what they are: "the three digit security number", "o número de segurança do cartão"
            + "|security (number|digits|code)|(three|3|tres) digits?( security)? (number|code)|numero de seguranca|digitos de seguranca"
            + "|(card|cartao) (number|numero)|numero do cartao|(credit|debit|bank) card( number)?|cartao de (credito|debito)|(my )?visa|mastercard"
            // a bill's account number names the customer, it opens nothing: "our water account number is 40019923" (batch 48)
            + "|(bank )?(?<!\\b(?:water|gas|electricity|energy|power|council|council tax|broadband|internet|phone|mobile|utility|utilities|customer"
            + "|loyalty|insurance|school|pension|supplier|tenant|tenancy|rent|rental|parking|library|gym|club|membership|bill|bills) )account number"
            + "|numero da conta|numero de conta";
    private static final String KEY_TERMS = "(api|access|auth|bearer|refresh|secret|private|ssh|encryption|session|recovery|bitlocker) ?(key|token)s?|api ?keys?|tokens?"
            + "|chaves? (da |de )?(api|privada|secreta|de acesso|de encriptacao|ssh)|chave api";
    /**
     * How a note with a secret on it is put somewhere, and "all" or "both" before where: "the door code is pinned inside the
     * pantry", "the wifi password is scribbled on the whiteboard", "my passwords are all in the manager", "a senha ficou
     * pendurada no frigorífico".
     */
    private static final String PUT = "pinned|scribbled|jotted|pencil+ed|tacked|clipped|hung|hanging|tucked|filed|posted|attached|laminated"
            + "|framed|engraved|etched|listed|recorded|all|both|each|pregad[oa]s?|afixad[oa]s?|rabiscad[oa]s?|anotad[oa]s?|apontad[oa]s?"
            + "|pendurad[oa]s?|pres[oa]s?|metid[oa]s?|arquivad[oa]s?|tod[oa]s|ambos|ambas";
    /** What follows "is" when a sentence says where a secret is or what happened to it, not what it is. */
    private static final String NOT_A_VALUE = PUT + "|in|on|at|under|inside|behind|beside|next|near|by|with|written|kept|stored|saved|printed|taped|stuck"
            + "|noted|somewhere|known|not|no|never|about|sobre|fine|ok|okay|working|valid|wrong|incorrect|errad[oa]|valid[oa]"
            + "|invalid[oa]|something|someone|somebody|algo|default|usual|same|old|temporary|habitual|antig[oa]|provisori[oa]|being|going|doing|away|out|home|back|gone|asleep|fora|ausentes|longe|changed|called|named|replaced|installed|fitted|repaired|fixed|broken|updated|moved"
            + "|chamad[oa]s?|substituid[oa]s?|instalad[oa]s?|reparad[oa]s?|avariad[oa]s?|expired|expiring|needed|required|due|secret|different|shared|given|sent"
            + "|reset|lost|missing|forgotten|hidden|locked|also|still|only|easy|hard|long|short|too|very|case|in my|managed|handled"
            + "|do|da|dos|das|no|na|nos|nas|em|de|guardad[oa]s?|escrit[oa]s?|secret[oa]s?|conhecid[oa]s?|diferentes?|igua(l|is)|nov[oa]s?"
            + "|mudad[oa]s?|alterad[oa]s?|perdid[oa]s?|esquecid[oa]s?|impress[oa]s?|colad[oa]s?|dificil|facil|comprid[oa]|curt[oa]|pessoal"
            + "|a|o|as|os|um|uma|the|an"
            // who knows it, or a new clause: "a senha do cofre só a avó é que conhece", "asked where the code is and I told her"
            + "|que|quem|who|and|but|or|mas|ou"
            // a comment on the situation, not a value: "para de me pedir o PIN quando desarmo o alarme, é chato" (holdout7's round)
            + "|chat[oa]|irritante|aborrecid[oa]|cansativo|incomodo|annoying|irritating|tiresome|boring|tedious|a pain|a nuisance|uma seca|um saco";
    /** What a lock or a store of secrets is called: "4 4 7 1 opens the shed". */
    private static final String GUARDED = "doors?|gate|garage|alarm|safe|shed|lock|padlock|locker|box|lockbox|key safe|portas?|portao|garagem|alarme"
            + "|cofre|barracao|anexo|arrecadacao|cadeado|cacifo|fechadura|caixa";
    /** How long a secret is, not what it is: "the pin for the card is 4 digits long", "a senha tem 12 caracteres". */
    private static final String LENGTH = "\\w+ (digits?|characters?|letters?|numbers|chars|algarismos|digitos|caracteres|letras|numeros)\\b";
    /** Where a secret is kept or what happened to it: a value never comes after these. */
    private static final String PLACE = PUT + "|in|on|at|under|inside|behind|beside|next|near|by|written|kept|stored|saved|printed|taped|stuck|changed"
            + "|no|na|nos|nas|em|debaixo|atras|dentro|junto|escrit[oa]|guardad[oa]|impress[oa]|colad[oa]|mudou|mudad[oa]|trocad[oa]|model|modelo";
    /** Words between a credential and its copula, never a copula itself (the value belongs to the first one). */
    static final String GAP = "( (?!(?:is|are|was|were|e|qqis|sao|era|eram|esta|estao)\\b)\\w+){0,6}";
    /** Stands for a Portuguese "é" written with its accent, a copula for sure. */
    private static final String IS = "qqis";
    /** Stands for the end of a clause (a comma, a full stop), which the normal form drops. */
    private static final String END = "qqend";
    static final String COPULA = "is|are|was|were|is now|are now|its|it is|changed to|became|=|" + SEP + "|" + IS + "|sao|era|eram|e agora|passou a ser|mudou para"
            + "|foi mudad[oa] para|ficou";
    /** A number after "day" counts days, not digits of a code: "the garage loft on day 1000 of the clear-out". */
    private static final String NOT_A_COUNT = "(?<!\\bday )(?<!\\bdays )(?<!\\bdia )(?<!\\bdias )";
    /** A number with a unit is a quantity: "the garage door has opened 1500 times", "a garagem tem 1200 metros". */
    static final String NOT_A_QUANTITY = "(?! (times|days|weeks|months|years|km|kg|euros?|eur|dollars?|pounds|square|sq|feet|foot"
            + "|metres?|meters?|litres?|liters?|steps|miles|mm|cm|millimet(re|er)s?|centimet(re|er)s?|watts?|w|kw|kwh|volts?|rpm|hz"
            + "|vezes|dias|semanas|meses|anos|metros|litros|quilos|passos|milimetros|centimetros)\\b)";
    private static final String NUMBER_WORD_ALL = "zero|one|two|three|four|five|six|seven|eight|nine|oh|um|uma|dois|duas|tres|quatro|cinco"
            + "|seis|sete|oito|nove";
    static final String NUMBER_WORD = "zero|one|two|three|four|five|six|seven|eight|nine|oh|um|uma|dois|duas|tres|quatro|cinco|seis|sete"
            + "|oito|nove";
    /** Two or more number words of which one is a ten, a teen, a double or a thousand. */
    private static final String ANY_NUMBER = NUMBER_WORD_ALL + "|" + KeyedInCodes.TENS + "|double|triple|duplo|triplo|hundred|thousand|cem|cento|mil";
    static final String SPOKEN = "((" + NUMBER_WORD_ALL + ") )*(" + KeyedInCodes.TENS + "|double|triple|duplo|triplo|hundred|thousand|mil)"
            + "( (and |e )?(" + ANY_NUMBER + ")){1,6}|(" + NUMBER_WORD_ALL + ")( (and |e )?(" + ANY_NUMBER + "))*( (and |e )?(" + KeyedInCodes.TENS
            + "|double|triple|duplo|triplo|hundred|thousand|mil))( (and |e )?(" + ANY_NUMBER + "))*";
    static final String DIGITS = NOT_A_YEAR + "\\d{3,8}\\b|\\d{1,4}( \\d{1,4}){1,4}\\b|(" + NUMBER_WORD + ")( (" + NUMBER_WORD + ")){2,}\\b";
    /** A password manager or a PIN pad is a thing, not a credential with a value; nor is a party game or a map's pin. */
    static final String TERMS = "(?<!\\b(?:map|drawing|mapa) )(" + CODE_TERMS + "|" + BANK_TERMS + "|" + KEY_TERMS + ")(?! (manager|managers|app|apps|vault|pad|pads|gestor"
            // a game, a map or a puzzle: "the password game at the party", "the pin on the map", "a palavra-chave das palavras cruzadas"
            + "|game|games|jogo|jogos|on the map|no mapa|(das |de |do )?(palavras cruzadas|crossword\\w*|puzzle|quiz))\\b)";
    /**
     * A card named alone is not its number: "o cartão de débito é azul", "my visa is approved" give a colour or a state, not
     * a value (batch 48); its number, PIN or back digits are named with those words, and digits after it are caught apart.
     */
    private static final String NOT_A_CARD = "(?!(?:(?:credit|debit|bank) card|cartao de (?:credito|debito)|(?:my )?visa|mastercard)\\b"
            + "(?! (?:number|numero|pin|code|codigo)\\b))";
    /** A network address or a server; not "nas", which is Portuguese for "in the" before it is a storage box. */
    private static final Pattern NETWORK = Pattern.compile(
            "(?iu)\\b(\\d{1,3}(\\.\\d{1,3}){3}|servidor|server|localhost|router|http|https|ip)\\b");
    private static final Pattern PORT_NUMBER = Pattern.compile("(?iu)\\bporta(?= \\d{2,5}\\b)");
    private static final List<Pattern> VALUED = Patterns.words(
            NOT_A_CARD + TERMS + GAP + " (" + COPULA + ") (?!(" + NOT_A_VALUE + "|" + END + ")\\b)(?!" + LENGTH + ")\\w+",
            // Portuguese "é" typed without its accent is also "and" ("a senha do banco e tive de a repor"): after a bare "e"
            // the value holds a digit or ends its clause ("a senha é tulipa", "a senha é tulipa, não te esqueças")
            NOT_A_CARD + TERMS + GAP + " e (?!(" + NOT_A_VALUE + "|" + END + ")\\b)(\\w*\\d\\w*|\\w+(?= (" + END + "|e|mas|ou|\\d+)\\b| *$))",
            "(" + CODE_TERMS + "|" + BANK_TERMS + "|" + KEY_TERMS + ")( \\w+){0,6} (" + DIGITS + ")",
            // a code said the way numbers are spoken, with tens, doubles or thousands: "twelve thirty seven", "double five triple
            // one", "doze trinta e sete", "dois mil e doze" (a count with its unit is not: "twenty two days ago")
            "(" + CODE_TERMS + "|" + BANK_TERMS + "|codes?|codigos?|combination|combinacao|combo)( \\w+){0,6} (" + SPOKEN + ")\\b" + NOT_A_QUANTITY,
            // a postcode is an address, not a code: "o código postal do escritório é 1250-096" (holdout7's round)
            "(?<!error )(?<!erro )(?<!postal )(?<!post )(?<!zip )(codes?|codigos?(?! postal)|combination|combinacao|combo)( \\w+){0,5} (" + DIGITS + ")",
            // a code the bank sent: "o código que o banco me mandou por sms é 448 201"
            "(codes?|codigos?)( \\w+){0,8} (bank|banco|sms|text|texto|mensagem|message|email|app)( \\w+){0,3} (" + DIGITS + ")",
            // a number near a door or an alarm, or the same said digit by digit whatever the recogniser made of "code"
            // ("the alarm coat is 5 5 8 2")
            "(alarm|alarme|door|porta|gate|portao|garage|garagem|safe|cofre|keypad|lock|fechadura|lockbox|lock box|key box|keybox|key safe|locker|padlock"
                    + "|cadeado|cacifo|caixa das chaves)( \\w+){0,3}( " + END + ")? (" + NOT_A_COUNT
                    + NOT_A_YEAR + "\\d{4,8}|\\d( \\d){3,7})\\b" + NOT_A_QUANTITY,
            "(wifi|wi fi|network|rede)( \\w+){0,4} (key|password|chave|senha) \\w*\\d\\w*",
            // the network's name, then its key: "the guest network is casa azul and the key is sardinhas assadas"
            "(wifi|wi fi|network|rede|router)( \\w+){0,6} (key|chave|code|codigo) (" + COPULA + ") (?!(" + NOT_A_VALUE + "|" + END + ")\\b)\\w+",
            // a value made of letters and digits a few words after the copula: "the spotify password is the dog's name plus 99, so
            // rexie99"; a place or a change stops it ("the password is on the box of the tp4200")
            "(" + TERMS + "|pass|passe)" + GAP + " (" + COPULA + ")( (?!(" + PLACE + ")\\b)\\w+){0,8} ([a-z]+\\d+\\w*|\\d+[a-z]+\\w*)",
            // a value of letters and digits right after a credential, with or without a copula: "here's my recovery code 7hq2
            // 9xlp"; a place between them says where it is kept instead ("the wifi password is on the tp4200's sticker")
            "(" + CODE_TERMS + "|" + KEY_TERMS + ")( (?!(" + PLACE + ")\\b)\\w+){0,5} ([a-z]+\\d+[a-z\\d]*|\\d+[a-z]+[a-z\\d]*)\\b",
            // a phone or a laptop opened with a value of letters and digits: "my laptop unlocks with mango tango 7"
            "(laptop|phone|tablet|computer|ipad|mac|telemovel|portatil|computador|celular|telefone)( \\w+){0,2} (unlocks|opens|desbloqueia|abre)"
                    + "( \\w+){0,2} (with|com)( \\w+){0,3} \\w*\\d\\w*",
            // the wifi itself given a value: "guest wifi is sunflower 12", "a rede dos convidados é sol e mar 2024"
            "(wifi|wi fi|rede|network)( \\w+){0,3} (" + COPULA + "|e) (?!(" + NOT_A_VALUE + "|" + END + "|down|up|slow|fast|off|on|out|bad|good|lenta|rapida)\\b)"
                    + "\\w+( \\w+){0,3} \\w*\\d\\w*(?! ?(pm|am|h|hours|minutes|mbps|mb|gb|percent|por cento|horas|minutos)\\b)",
            // the number first: "4 4 7 1 opens the shed", "it's 8 2 0 6 for the garage", "8 2 0 6 abre a garagem"
            "(" + DIGITS + ") (opens|unlocks|disarms|arms|abre|destranca|desarma|arma)( the| a| o| as| os)? (\\w+ )?(" + GUARDED + ")",
            "(it is|its|is|e|" + IS + ") (" + DIGITS + ") (for|to|para|pra|do|da|de) (the |o |a |my |our )?(\\w+ )?(" + GUARDED + "|wifi|wi fi)",
            // a value to use: "use tulip 99 for the wifi", "usa tulipa99 para o wifi" (not "channel 6")
            "(use|usa|use|put in|type|digita|escreve|mete)(?! (the |o |a )?(channel|canal|port|porta|band|banda)\\b)( \\w+){0,3} \\w*\\d\\w*(?! ?(ghz|mhz|g)\\b)( \\w+)? (for|to get into"
                    + "|para|pra|no|na) (the |o |a |my |o meu |a minha )?(wifi|wi fi|router|account|login|email|laptop|tablet|phone|conta|portatil|telemovel|net|internet|rede)",
            // a door that opens with a number: "a porta da cave abre com 2580"
            "(opens|open|unlocks|unlock|abre|abrem|destranca|desbloqueia|disarms|desarma)( \\w+){0,2} (with|com|using|by typing|by entering|ao marcar|marcando)"
                    + "( the| o| a| code| codigo| pin){0,2} (" + DIGITS + ")" + NOT_A_QUANTITY,
            // a year can be a PIN: "the PIN for the keypad is the year we married, 1998" (but "the code changed in 2023" is a date)
            TERMS + GAP + " (" + COPULA + ")( \\w+){0,6} (?<!\\b(?:in|since|from|until|before|after|by|em|desde|ate|antes|depois|de|do|da) )(19|20)\\d\\d",
            // a colon after the credential gives its value, however far: "my password is the same as the wifi one: lemontree"
            "(" + CODE_TERMS + "|" + BANK_TERMS + "|" + KEY_TERMS + ")( \\w+){0,8} " + SEP + " (?!(" + NOT_A_VALUE + ")\\b)\\w+",
            // a number typed to get in is a code even unnamed: "to get into the building you dial 3391"
            "(to get in|to get into|to enter|to open|to unlock|para entrar|para abrir|para destrancar)( \\w+){0,5} "
                    + "(dial|dials|type|types|key in|punch in|press|enter|marca se|marca|marcas|marque|digita|digitas|digite|introduz)( \\w+){0,2} "
                    + NOT_A_YEAR + "\\d{3,8}");
    private static final Pattern KEY_SHAPES = Pattern.compile(
            "\\b(?:(?:sk|pk|rk)[-_](?:live_|test_)?[A-Za-z0-9]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|AKIA[0-9A-Z]{16}"
                    + "|xox[baprs]-[A-Za-z0-9-]{10,}|eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}|[0-9a-fA-F]{32,}"
                    + "|(?=[A-Za-z0-9+/_-]*\\d)(?=[A-Za-z0-9+/_-]*[a-z])(?=[A-Za-z0-9+/_-]*[A-Z])[A-Za-z0-9+/_-]{24,})");
    /** An e-mail address and what follows a slash or colon after it: "the Netflix account is alice@mail.pt / tulipas22". */
    private static final Pattern EMAIL_AND_SECRET = Pattern.compile("[\\w.+-]+@[\\w-]+\\.[\\w.-]+\\s*[/:|]\\s*\\S{3,}");
    /**
     * A word shaped like a password: letters, digits and a symbol inside it ("Laranja#77", "Escola#2024"), standing
     * alone between spaces. Markup and settings ("charset=utf-8", "onerror=window.pwned=2") hold "=", brackets or
     * quotes, and a "!" at the end is punctuation, so they are not ("window.pwned=1" is code someone quoted; a value
     * after a credential word and "=" is caught with the other valued patterns).
     */
    private static final String PW = "[\\p{L}\\d#!$%&*^~._+-]";
    private static final Pattern PASSWORD_SHAPE = Pattern.compile("(?<=^|\\s)(?=" + PW + "*\\p{L})(?=" + PW + "*\\d)(?=" + PW
            + "*[#!$%&*^~]" + PW + ")" + PW + "{6,}(?=$|\\s|[,;.!?](\\s|$))");
    private static final List<Pattern> BANK = Patterns.words(BANK_TERMS);
    private static final List<Pattern> KEYS = Patterns.words(KEY_TERMS);

    /** The words after which "'s" is "is" ("the code's 4471", "it's 8 2 0 6"); after any other it is a possessive. */
    private static final Set<String> IS_AFTER = Set.of("it", "that", "this", "what", "here", "there", "who", "he", "she", "password",
            "passcode", "code", "pin", "key", "combo", "combination", "login", "wifi", "one");
    private static final Pattern APOSTROPHE_S = Pattern.compile("(\\p{L}+)['’]s\\b");

    private final KeyedInCodes keyedIn = new KeyedInCodes();
    private final SpokenLogins logins = new SpokenLogins();
    private final QualifiedValues qualified = new QualifiedValues();
    private final SaidCodes said = new SaidCodes();
    private final ExplainedValues explained = new ExplainedValues();
    private final MoreSecretShapes more = new MoreSecretShapes();
    private final PlainSecretShapes plain = new PlainSecretShapes();
    private final HomeSecretShapes home = new HomeSecretShapes();

    /** The kind of secret in the text, if any. */
    public Optional<SecretKind> find(TextForm text) {
        if (BankNumbers.hasCardNumber(text.original()) || BankNumbers.hasIban(text.original())) {
            return Optional.of(SecretKind.CARD_OR_BANK);
        }
        if (EMAIL_AND_SECRET.matcher(text.original()).find() || PASSWORD_SHAPE.matcher(text.original()).find()) {
            return Optional.of(SecretKind.PASSWORD_OR_CODE);
        }
        if (KEY_SHAPES.matcher(text.original()).find()) {
            return Optional.of(SecretKind.KEY_OR_TOKEN);
        }
        TextForm marked = TextForm.of(networkPorts(possessives(text.original())).replaceAll("\\s*[:=]\\s*(?=\\S)", " " + SEP + " ")
                .replaceAll("[,;.!?]+(?=\\s|$)", " " + END + " ")
                .replaceAll("(?<!\\p{L})[éÉ](?!\\p{L})", " " + IS + " "));
        if (!Patterns.any(marked, VALUED) && !keyedIn.holdsCode(marked) && !logins.holdsLogin(marked) && !qualified.holdsValue(marked)
                && !said.holdsCode(marked) && !explained.holdsValue(marked) && !more.holdsValue(marked)
                && !plain.holdsValue(marked) && !home.holdsValue(marked)) {
            return Optional.empty();
        }
        if (Patterns.any(marked, BANK)) {
            return Optional.of(SecretKind.CARD_OR_BANK);
        }
        return Optional.of(Patterns.any(marked, KEYS) ? SecretKind.KEY_OR_TOKEN : SecretKind.PASSWORD_OR_CODE);
    }

    /**
     * Beside a network address or a server, "porta" with a number straight after it is a network port, not a door whose
     * code follows: "o servidor de música está em 10.0.1.15, porta 8080" (batch L7). It becomes "port", which names no
     * lock; a door's code keeps its words ("a porta da garagem é 4471").
     */
    private static String networkPorts(String text) {
        return NETWORK.matcher(text).find() ? PORT_NUMBER.matcher(text).replaceAll("port") : text;
    }

    /**
     * "my mum's card" is whose card, not "my mum is card": a possessive "'s" is joined to its word here, so a credential
     * followed by someone's thing gives no value ("the pin for my mum's card is in her purse"); "the code's 4471" stays a copula.
     */
    private static String possessives(String text) {
        return APOSTROPHE_S.matcher(text).replaceAll(m -> IS_AFTER.contains(m.group(1).toLowerCase(Locale.ROOT))
                ? Matcher.quoteReplacement(m.group()) : Matcher.quoteReplacement(m.group(1) + "s"));
    }
}
