package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Grants said the way people talk, English and Portuguese, read by their shape rather than by one phrase:
 * <ul>
 *   <li>a condition and then a protected act in the imperative ("if the plumber shows up buzz him through", "sempre que
 *       a minha sogra aparecer desarma tudo"); a house habit with its own subject stays a memory ("when we get home we
 *       unlock the door", "quando a porta destranca a luz acende");
 *   <li>someone given what the hub keeps: its memories, notes, what members asked it ("the lodger is free to read what
 *       the kids have asked you", "o colega de casa deve receber uma cópia de tudo o que eu te peço para lembrar");
 *   <li>a stand-in in other words ("my sister's voice will do instead of mine", "quem estiver no tablet sou eu", "as if I
 *       said them", "one of us now, treat him that way");
 *   <li>someone's word made equal to the writer's ("gets the same say as me", "a palavra da ama vale tanto como a minha");
 *   <li>a check taken away in the imperative ("drop the voice match", "tira a verificação de voz").
 * </ul>
 */
final class SpokenGrants {
    private static final String CONDITION = "if|when|whenever|once|as soon as|the moment|every time|in case|any time|se|quando|sempre que|assim que|mal"
            + "|logo que|cada vez que|caso|no caso de|a qualquer hora que|sempre que";
    /** Whoever does the act in a habit: "when the kids unlock the door the alarm beeps". */
    private static final String NOT_AFTER_A_SUBJECT = "(?<!\\b(?:i|we|he|she|they|you|it|kids|children|guests|people|parents|eu|nos|ele|ela|eles|elas"
            + "|miudos|criancas|convidados|pais) )";
    /** Portuguese imperatives read like the third person ("a porta destranca"), so they need a door or "tudo" after them. */
    private static final String ORDER = "unlock|disarm|open (up|it|the (\\w+ ){0,2}(door|gate|garage))|let (\\w+ ){1,3}(in|through|inside)"
            + "|buzz (\\w+ ){1,3}(in|through|up)|(turn|switch) off the alarm|disable the alarm|(pop|release|undo) the (lock|latch|door)"
            + "|(destranca|abre|solta|liberta)( lhe| la| lo)? ((a|o|as|os) (\\w+ )?(porta|portas|portao|garagem|cancela|fechadura|trinco)|tudo)"
            + "|desarma (tudo|o alarme|o sistema|a casa|lo)|deixa( o| a| os| as| lhe| los| las)? (\\w+ ){0,3}entrar"
            + "|deixa( \\w+){0,3} passar (o|a|pelo|pela) (portao|porta|cancela|entrada)|desliga o alarme";
    /**
     * An English protected act in the imperative anywhere, after a time or a day ("tomorrow morning disarm the alarm for the
     * fitters", "on fridays unlock the side door"): the word before it is not a subject, a modal, "to" or a negation
     * ("on fridays we unlock the side door", "i want to unlock it faster", "we never disarm it"), and a pet or the air let in
     * is not a person.
     */
    private static final String IMPERATIVE_EN = "(?<!\\b(?:i|we|he|she|they|you|it|kids|children|guests|people|parents|twins|boys|girls|who|that|which"
            + "|to|not|never|can|cannot|will|should|would|could|must|may|might|shall|did|do|does|and|or|always|usually|often|sometimes|also|just"
            + "|then|s) )(unlock|disarm|let (?!(the )?(cat|cats|dog|dogs|air|fresh air|light|sun|water)\\b)(\\w+ ){1,3}(in|inside)|buzz (\\w+ ){1,3}(in|up|through))\\b";
    private static final String MAY = "can|may|could|is free to|are free to|free to|allowed to|should|gets to|get to|pode|podem|podes|deve|devem"
            + "|tem acesso para|tem direito a";
    private static final String SEE = "read|see|view|look through|look at|go through|browse|hear|listen to|get (a copy|copies) of|access|check"
            + "|ler|ver|consultar|ouvir|escutar|receber( uma)? copia( de)?|aceder a|acessar|espreitar|vasculhar";
    /** What the hub keeps for members, not a book or a radio show. */
    private static final String KEPT = "memories|(every|any|each|all the|all my|all our) memory|(qualquer|cada|toda a) memoria|(\\w+ )?notes( that)? (you|the hub) (keep|store|hold|have)|household notes|house notes"
            + "|what( \\w+){1,3} (ask|asked|tell|told|say|said) you|whatever (i|we|they) (ask|tell|say to) you"
            + "|(our|my|all|all our|all my|(everyone|everybody|the family|the household)( is| s)?) (conversations|chats|recordings|transcripts|history|reminders)"
            + "|memorias|(\\w+ )?notas que (guardas|o hub guarda|tens)|o que( \\w+){1,3} (te )?(pergunt\\w*|dig\\w*|diss\\w*|pec\\w*|ped\\w*)"
            + "|(as nossas|as minhas|todas as|as conversas|as gravacoes) (conversas|gravacoes|transcricoes|lembretes)|(o nosso|o meu|todo o) historico";
    private static final String SHARE = "share|send|forward|pass on|partilha|compartilha|envia|manda|reencaminha|passa|partilhar|compartilhar|enviar"
            + "|mandar|reencaminhar|passar|mostra|mostrar|show";
    /** Letting someone do it: "allow the babysitter to go through our reminders", "deixa o meu cunhado consultar as memórias". */
    private static final String LET = "let|allow|permit|deixa|deixar|deixe|permite|permitir|autoriza|autorizar";
    private static final String AUTHORITY = "word|say|voice|authority|power|palavra|voz|autoridade|poder|manda|mandam|decide|decidem|vale|valem";
    private static final List<Pattern> GRANTS = Patterns.words(
            "(" + CONDITION + ")( \\w+){1,8} " + NOT_AFTER_A_SUBJECT + "(" + ORDER + ")",
            "(" + MAY + ")( \\w+){0,2} (" + SEE + ")( \\w+){0,4} (" + KEPT + ")",
            "(" + LET + ")( \\w+){1,4} (to )?(" + SEE + ")( \\w+){0,4} (" + KEPT + ")",
            "(today|tonight|tomorrow|morning|evening|afternoon|night|week|weekend|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?"
                    + "|sundays?|seven|eight|nine|ten|eleven|twelve|noon|midnight|\\d+|on|at|from|after|before|until)( \\w+){0,2} " + IMPERATIVE_EN,
            "(" + SHARE + ")( \\w+){0,3} (" + KEPT + "|everything i tell you|all i tell you|tudo o que (eu )?te dig\\w*)( \\w+){0,3} (with|to|com|para|ao|a|pro|pra|pros|pras)\\b",
            "(voice|word|say|voz|palavra)( \\w+){0,5} (instead of|in place of|in lieu of|em vez d[ao]|no lugar d[ao]) (mine|me|my|meu|minha|a minha|o meu|mim)",
            "(whoever|anyone who|anybody who|quem|qualquer pessoa que)( \\w+){1,6} (is me|sou eu|e eu|counts as me|conta como eu)",
            "as if (i|me) (said|had said|say|wrote|asked|spoke|had asked)|as if (it|they|he|she) (were|was|came from|come from) me|como se (fosse|fossem) eu",
            "(one of us|dos nossos|das nossas|um de nos|uma de nos)( \\w+){0,4} (treat|trata|trate|tratar|tratem)",
            "(" + AUTHORITY + ")( \\w+){0,3} (as good as|as much as|tanto como|tanto quanto|o mesmo que) (mine|me|eu|i do|a minha|o meu)",
            "(same|equal|as much) (say|word|authority|power|voz|autoridade|poder)( \\w+){0,3} (as|como|que) (me|mine|eu|i do|a minha|o meu)",
            // a code passed on, said first: "give the dog sitter the alarm code", "dá o código do alarme à senhora das limpezas"
            "^(please |por favor )?(give|tell|send|text|pass on|da|diz|manda|envia|passa)(?! (me|us|mim|nos)\\b)( \\w+){0,5} (code|pin|password|passcode"
                    + "|combination|codigo|senha|combinacao)\\b",
            // the hub made to answer to someone: "you answer to my eldest from now on", "respondes à minha filha"
            "(you (answer|report|respond) to|(respondes|responde|obedeces|obedece) (a|ao|as|aos)) (my|minha|meu|o meu|a minha)\\b",
            // a list that opens doors: "put the piano teacher on the trusted list", "na lista de confiança"
            "(trusted|allowed|allow|white|safe|vip) (people |persons |members )?list|lista (de confianca|de pessoas de confianca|de permitidos|branca)",
            // exempt from a check: "my father-in-law is exempt from the voice checks", "dispensado das verificações"
            "(exempt|excused|isent[oa]s?|dispensad[oa]s?|livres?) (from|of|de|da|do|das|dos)( \\w+){0,3} (verif\\w*|checks?|confirm\\w*|rules|regras"
                    + "|pin|password|senha|codigo|code|security|seguranca|identif\\w*)",
            // yes to whatever someone asks: "always say yes to whatever my wife asks", "diz sempre que sim ao que ela pedir"
            "(say|says|diz|dizer)( always| sempre)? (yes|que sim) (to (whatever|anything|everything)|ao que|a tudo( o que)?|a qualquer coisa que)( \\w+){0,3}"
                    + " (asks|wants|says|tells|pede|pedir|pedirem|quer|quiser|disser|manda|mandar)",
            // a door that opens itself for someone: "the side gate should open by itself for the grocery driver"
            "(door|doors|gate|garage|lock|porta|portas|portao|garagem|fechadura|cancela)( \\w+){0,3} (should|must|will|can|may|deve|devem|pode|podem|vai)"
                    + " (open|unlock|abrir|destrancar)( (by itself|itself|on its own|sozinh[oa]|automaticamente|automatically))? (for|to let|para|pra)\\b",
            // no permission needed to come in: "my nephew never has to ask permission to come over"
            "(never|no longer|not|nao|nunca|ja nao)( \\w+){0,2} (has to|have to|needs to|need to|precisa de|tem de|tem que) (ask|ask for|pedir)( \\w+){0,2}"
                    + " (permission|autorizacao|licenca)( \\w+){0,2} (to |para |de )?(come|enter|get in|go in|entrar|vir|open|unlock|abrir|destrancar)",
            // people added by someone else: "o inquilino pode adicionar pessoas ao hub"
            "(" + MAY + ")( \\w+){0,2} (add|remove|enrol|invite|adicionar|remover|convidar|inscrever|registar)( \\w+){0,3} (people|users|members|voices"
                    + "|accounts|pessoas|utilizadores|usuarios|membros|vozes|contas)",
            // a safeguard kept off while someone is here: "the alarm stays off while the builders are here"
            "(alarm|alarme|doors?|portas?|gate|portao|locks?|fechaduras?)( \\w+){0,2} (stays|stay|remains|will stay|can stay|fica|ficam|pode ficar|continua)"
                    + " (off|disarmed|unlocked|open|desligad[oa]s?|desarmad[oa]s?|destrancad[oa]s?|abert[oa]s?)( \\w+){0,3} (while|when|whenever|if|during"
                    + "|until|enquanto|quando|sempre que|se|durante|ate)",
            // someone pretended to be the writer: "pretend my neighbour is me", "finge que o vizinho sou eu"
            "(pretend|imagine|assume|finge|faz de conta|imagina|assume)( that| que)?( \\w+){1,3} (is me|sou eu|e eu)",
            // "quando o meu irmão falar, considera que sou eu a falar"
            "(consider|considera|considere|conta|assume|assume)( that| que) (it is me|its me|sou eu|e a minha voz)",
            // a check waved away for someone, said first: "forget about asking for the code when it's my mum"
            "^(forget|never mind|skip|esquece|dispensa|salta|pula)( \\w+){0,4} (code|pin|password|passcode|codigo|senha|check|verificacao)"
                    + "( \\w+){0,3} (when|for|if|quando|para|se|com)",
            "(drop|remove|scrap|ditch|lose|get rid of|tira|tirar|retira|retirar|elimina|acaba com|corta)( \\w+){0,2} (the |a |o )?"
                    + "(voice (check|match|matching|id|verification)|pin (check|prompt|step|requirement)|verification|confirmation|identity check"
                    + "|fingerprint (check|step)|face id|verificacao|confirmacao|autenticacao|pedido de (pin|senha|codigo))");

    /**
     * A code changed by someone else: "my son can change the alarm code", "o inquilino pode mudar o código"; a service that
     * resets a forgotten code is not a grant ("the alarm company can reset the code if we forget it", "o técnico da empresa de
     * alarmes pode mudar o código numa visita", "the locksmith can reset the door code").
     */
    private static final WordShapes CODE_CHANGES = new WordShapes(Patterns.words(
            "(?<!\\b(?:i|we|eu|nos) )(" + MAY + ")( \\w+){0,2} (change|reset|set|mudar|alterar|trocar|repor)( \\w+){0,3} (code|pin|password|codigo|senha)"),
            Patterns.words("(company|firm|agency|agent|installer|engineer|technician|locksmith|fitter|bank|provider|support|manufacturer|empresa|agencia|instalador|tecnico"
                    + "|serralheiro|banco|apoio|assistencia|fabricante)( \\w+){0,4} (" + MAY + ")( \\w+){0,2} (change|reset|set|mudar|alterar|trocar|repor)"));

    boolean isGrant(TextForm text) {
        return Patterns.any(text, GRANTS) || CODE_CHANGES.in(text);
    }
}
