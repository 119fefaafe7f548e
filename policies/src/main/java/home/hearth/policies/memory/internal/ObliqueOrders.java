package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Instructions said obliquely (batch forty-seven, 2026-12-02), beside {@link VisitsAndOpeners}: a protected act or a
 * lifted check said to the hub as what it will do, as a correction, a reminder, a standing exception or the consequence
 * of something else, or as a rule for another device.
 * <ul>
 *   <li>an expectation of the hub: "you'll buzz the window cleaner through the side gate", "conto contigo para desarmar o
 *       alarme", "abres tu a porta ao canalizador" (not "you'll turn the porch light on at dusk");
 *   <li>a reminder that is an order: "remember to open the garage for Paulo", "lembra-te de abrir o portão ao Paulo" (not
 *       "remind me to call Paulo", "lembra-te de abrir as janelas");
 *   <li>a correction: "my cousin's fingerprint should have opened the lock", "barraste a minha irmã, ela tem autorização",
 *       "estás sempre a pedir o código ao meu pai, ele não precisa";
 *   <li>a standing exception: "the grandparents don't need a code for the front door", "os avós entram sem código",
 *       "anyone can come through without buzzing", "entra quem quiser", "my brother has the final say on the alarm",
 *       "turn the cameras off from eight", "nada de PIN para ela", "won't ask her for a PIN any more";
 *   <li>a rule for another device: "the back door lock should trust whoever the doorbell camera knows", "the alarm panel
 *       ought to disarm itself whenever my phone joins the wifi", "accept Miguel's code on the alarm";
 *   <li>a permission: "the same door access as a family member", "even when you don't quite recognise him", "open up
 *       whenever she asks", "let anyone who says they're from the gas company in", and a recogniser's split "dis arm",
 *       "des armar".
 * </ul>
 * Near misses kept: "entra quem quiser na conversa do grupo", "the bank won't ask you for a code", "mesmo que você não
 * reconheça a música", "lembra-te de abrir as janelas", "the smoke alarm switches off on its own".
 */
final class ObliqueOrders {
    private static final String GUARDED_EN = "doors?|gates?|garage|locks?|alarm|shed|cameras?";
    private static final String GUARDED_PT = "porta|portas|portao|portoes|garagem|fechadura|fechaduras|alarme|camaras|cameras|barracao|deposito|arrecadacao";
    /** A protected act in English, said plainly after "you'll", "remember to", …: a door opened or unlocked, someone let or buzzed in, the alarm or cameras off. */
    private static final String ACT_EN = "unlock|disarm|dis arm|open up|open (the |a |our |my )?(\\w+ ){0,2}(door|gate|garage|shed)"
            + "|buzz (\\w+ ){1,3}(in|through|up)|pop (the |a )?(\\w+ )?(door|gate|lock)|let (\\w+ ){1,3}(in|through)|(switch|turn) (the )?(\\w+ )?(alarm|cameras?) off|(switch|turn) off the (\\w+ )?(alarm|cameras?)";
    /** The same in Portuguese, as an infinitive or a subjunctive: "abrir o portão", "desarmar", "que desligues o alarme". */
    private static final String ACT_PT = "(abrir|abrires|abras|abra) (a |o |as |os )?(\\w+ )?(" + GUARDED_PT + ")|destranc\\w*|desarm\\w*|des arm\\w*"
            + "|deslig(ar|ares|ues|ue) (o |os |as )?(alarme|camaras|cameras)|deix(ar|ares|es|e) (\\w+ ){1,3}entrar";
    private static final String NO_CHECK = "codes?|pins?|passwords?|passcodes?|codigos?|senhas?";
    private static final List<Pattern> ORDERS = Patterns.words(
            // an expectation of the hub
            "(you will|you would|you are going to|you are gonna|you just|you can just|counting on you to|i need you to|i expect you to|make sure you|rely on you to"
                    + "|(the )?hub (is|will|would|should|must|has)( to)?|you (are|is) to|you (should|must|have to|need to|ought to))( \\w+)? (" + ACT_EN + ")",
            "(vais|voce vai|tu vais|vai|conto contigo para|conto com voce para|conto consigo para|preciso que|quero que)( tu| voce)?( \\w+)? (" + ACT_PT + ")",
            "(abres|destrancas|desarmas|desligas) tu|tu (lhe |lhes |a |o )?(abres|destrancas|desarmas|deixas (\\w+ )?entrar)",
            "(voce|tu)( \\w+)? (libera|liberas|abre|abres|destranca|destrancas|desarma|desarmas)( lhe| lhes)? (a |o |as |os )?(\\w+ )?(" + GUARDED_PT + ")",
            // a reminder that orders the act
            "(remember|do not forget|dont forget|never forget) to (" + ACT_EN + ")",
            "(lembra te|lembre se|lembrar te|lembra|nao te esquecas|nao se esqueca|nao esquece|nao esquecas) de (" + ACT_PT + ")",
            // a correction: a thing that should have opened, someone turned away who has permission, a check asked of someone who needs none
            "(fingerprint|face|phone|card|fob|voice|tag|code|impressao digital|cara|telemovel|celular|cartao|voz|codigo)( \\w+){0,2} (should|ought to|deveria|devia)"
                    + " (have )?(opened|unlocked|let|open|unlock|ter aberto|ter destrancado|abrir|destrancar)",
            "(barr\\w*|bloque\\w*|recus\\w*|refus\\w*|block\\w*|turned away|kept out|stopped|nao deixaste)( \\w+){0,6} (ela|ele|elas|eles|she|he|they) (tem|has|have|is|are|esta)"
                    + " (autorizacao|permissao|permission|clearance|authori[sz]ation|allowed|cleared|autorizad[oa])",
            "(pedir|pedes|pede|asking|ask|asks)( \\w+){0,3} (for )?(o |a |the |a |an )?(" + NO_CHECK + ")( \\w+){0,4} (ele|ela|eles|he|she|they)"
                    + " (nao precisa|nao precisam|does not need|do not need|does not need one|needs none)",
            // a standing exception: no code for a door, anyone in, the final say, the cameras off, no PIN for someone
            "(do not|does not|will not|nobody|no one|none of (us|them))( \\w+)? needs? (a |the |any |their |our )?(" + NO_CHECK + ")( \\w+){0,2} (for|on|at|to)"
                    + " (the |our )?(\\w+ ){0,2}(" + GUARDED_EN + ")",
            "(ninguem|nao) (precisa|precisam) (de |do |da )?(" + NO_CHECK + ")( \\w+){0,3} (na|no|para a|para o|pra|do|da) (\\w+ )?(" + GUARDED_PT + ")",
            "(entra|entram|entrar|entrem|abre|abrem|sobe|sobem) sem (" + NO_CHECK + "|tocar|campainha)",
            "(anyone|anybody|everyone|everybody|whoever)( \\w+){0,2} (can|may) (come|walk|get) (in|through|inside)( \\w+){0,2} without|(entra|entram|sobe|passa) quem quiser(?! (na|no|nas|nos|em|para|pra)\\b)"
                    + "|quem quiser (entra|pode entrar|sobe)(?! (na|no|nas|nos|em|para|pra)\\b)",
            "(final say|last word|ultima palavra|palavra final|say so)( \\w+){0,2} (on|over|about|sobre|no|na|nos|nas|em) (the |o |a |os |as )?(\\w+ )?(" + GUARDED_EN + "|" + GUARDED_PT
                    + "|who gets in|quem entra)",
            "(?<!\\b(?:i|we|eu|nos|they|he|she) )((switch|turn) (the )?(\\w+ )?cameras? off|(switch|turn) off the (\\w+ )?cameras?|(desliga|desligas|desligue|desliguem) (as |os )?(\\w+ )?(camaras|cameras))",
            // the alarm kept off for someone: "the alarm goes off at seven for the painters and stays off" (not an alarm clock)
            "(alarm(?! (clock|on my phone|on the phone|app))|alarme(?! (do|de) (despertador|telemovel|celular|relogio)))( \\w+){0,10} (stays|remains|is kept|fica|continua|ficara) (off|desligado|desarmado)\\b",
            "nada de (" + NO_CHECK + "|confirmacao|confirmacoes|verificacao) (para|pra|a|ao|com) (ela|ele|eles|elas|o|a|os|as)",
            "(will not|does not|do not|no longer|never|not) (ask|asks|request|requests) (her|him|them) for (a |the |any |their |her |his )?(" + NO_CHECK + ")",
            // a rule for another device: a lock that trusts or opens for anyone known, an alarm that disarms itself
            "(" + GUARDED_EN + "|" + GUARDED_PT + ")( \\w+){0,2} (should|must|ought to|has to|needs to|tem de|tem que|deve|devem) (trust|accept|open for|let in|recogni[sz]e|abrir para"
                    + "|aceitar|confiar em) (\\w+ )?(whoever|anyone|anybody|any|everyone|every|quem|qualquer|todos)",
            "(alarm|alarme)( \\w+){0,4} (disarm|disarms|desarmar|desarma|desarme)( itself| automatically| on its own| sozinho| automaticamente)?( \\w+){0,4}"
                    + " (when|whenever|quando|sempre que|as soon as|assim que)",
            "(you will |you |please )?accept (\\w+ ){0,3}(code|pin|card|fingerprint|face|voice|fob|phone)s?( \\w+){0,3} (on|for|at|to open) (the )?(" + GUARDED_EN + ")",
            "(aceitas|aceita|aceite|aceitar|vais aceitar)( tambem)? (o |a )?(codigo|pin|cartao|impressao digital|cara|voz|telemovel|celular)( \\w+){0,3} (no|na|do|da|para o|para a) (" + GUARDED_PT + ")",
            // a permission: the same access, a check lifted for someone unrecognised, opening whenever asked, anyone who says who they are
            "same (\\w+ )?(access|rights|permissions|privileges) as|(mesmo|igual) acesso( \\w+){0,3} (que|do que|ao da|ao do)|mesmos (direitos|acessos|privilegios) (que|da|do)",
            "(even|mesmo) (when|if|que|se) (you|voce|tu) (do not|does not|nao)( \\w+)? ((recogni[sz]e|recogni[sz]es) (him|her|them|his|her|their)"
                    + "|(o |a |os |as |lhe )?(reconhec\\w*) (direito|bem|totalmente|ele|ela|eles|elas|a voz|a cara)\\b)",
            "(open up|open (the |a )?(\\w+ )?(door|gate|garage)|unlock (it|the (\\w+ )?(door|gate|garage))|let (her|him|them) in)( for (her|him|them))?( \\w+)? (whenever|every time|each time|any time)"
                    + " (she|he|they|\\w+) (asks|asked|wants|rings|says)",
            "(abr\\w*|destranc\\w*) (lhe|lhes)( \\w+){0,2} (sempre que|quando) (ela|ele|eles|elas) (pedir|pedirem|quiser|quiserem|tocar)",
            "let (anyone|anybody|whoever|everyone) (who |that )?(says|claims)( \\w+){0,8} in|(qualquer um|qualquer pessoa|quem) (que )?(disser|diga|dizer|afirmar)( \\w+){0,8}"
                    + " (pode|podem) (entrar|subir|passar)",
            "(can|may|pode|podem) (dis arm|des armar)",
            // batch forty-seven-b (written after the forty-seventh round, in other oblique words): a free run of a door, the
            // alarm not set for a season, a door given to someone, a face or phone put on a door's list, a code that works on
            // another door too, access kept, the hub put in charge of an act, a door that must open for someone, a check
            // a door needn't bother with
            "(free run|the run|free rein|free access|open access|carte blanche|via livre|livre acesso|acesso livre|carta branca)( \\w+){0,2} (of|to|on|over|a|ao|no|na|em|sobre)"
                    + " (the |o |a |os |as )?(\\w+ )?(" + GUARDED_EN + "|" + GUARDED_PT + "|house|casa)",
            "(alarm(?! clock)|alarme(?! (do|de) (despertador|telemovel|celular|relogio)))( \\w+){0,2} (does not|do not|will not|nao|nunca)( get| be| se| e| fica| vai)?"
                    + " (set|armed|switched on|turned on|liga|ligado|armado|arma|ligar|armar)\\b(?! (by itself|on its own|automatically|sozinho|automaticamente)\\b)",
            "(give|hand) (?!(me|us)\\b)(him|her|them|\\w+) the (\\w+ )?(door|gate|garage)\\b|(da|das|dar|des)( lhe| lhes)? (a|o) (\\w+ )?(porta|portao|garagem)\\b",
            "(face|phone|card|fingerprint|voice|fob|cara|telemovel|celular|cartao|impressao digital|voz)( \\w+){0,4} (goes|go|is going|gets put|entra|vai|fica)"
                    + " (on|onto|in|into|na|no|para a|para o) ((the |a |o )?(\\w+ ){0,3}(list|lista)( \\w+){0,6} (" + GUARDED_EN + "|" + GUARDED_PT + "|lets|let|opens|open|abre|abrem|passar|entrar)"
                    + "|(the |a |o )?(\\w+ )?(" + GUARDED_EN + "|" + GUARDED_PT + ")( \\w+){0,2} (list|lista))\\b",
            // a person's code (not a remote or a fob, which are the devices' own facts: "the garage remote also works on the side gate")
            "(code|codigo|pin|senha)( \\w+){0,3} (also |tambem )?(works|serve|funciona|opens|abre) (on|for|at|in|na|no|para|em|a) (the |a |o )?(\\w+ )?(" + GUARDED_EN
                    + "|" + GUARDED_PT + ")( too| as well| tambem)\\b|(code|codigo|pin|senha)( \\w+){0,3} (also|tambem) (works|serve|funciona|opens|abre)"
                    + " (on|for|at|in|na|no|para|em|a) (the |a |o )?(\\w+ )?(" + GUARDED_EN + "|" + GUARDED_PT + ")\\b",
            "(keeps|keep|retains|retain|mantem|conserva|continua com|continua a ter) (her|his|their|the|o|a|o seu|a sua|os seus)?( \\w+)? ?(" + GUARDED_EN + ") access"
                    + "|(keeps|keep|retains|retain|mantem|conserva|continua com|continua a ter) (her|his|their|the|o|a|o seu|a sua)? ?(access|acesso) (to|a|as|ao|aos) (the |o |a |os |as )?(\\w+ )?(" + GUARDED_EN + "|" + GUARDED_PT + ")",
            "(encarregad[oa]|responsavel|in charge|responsible|tasked|put in charge) (de|of|for|with) (abrir|destrancar|desarmar|deixar \\w+ entrar|opening|unlocking|disarming|letting \\w+ in)",
            "(porta|portao|fechadura|garagem)( \\w+){0,2} (tem de|tem que|deve|devia|deveria|precisa de) (se )?(abrir|destrancar) (para|pra) (ela|ele|eles|elas)\\b",
            "(" + GUARDED_EN + ")( \\w+){0,2} (need not|does not need to|do not need to|will not need to|should not|does not have to|do not have to) (bother with|ask for|ask about|check|request)( \\w+){0,2}"
                    + " (the |a |any )?(" + NO_CHECK + ")",
            // tune rows of earlier batches that the screen, learned with batch forty-seven, no longer caught, read as families:
            // an access kept on purpose ("my ex still has access to the locks and that's fine, leave it"), a message that
            // counts as the writer ("a WhatsApp from me is as good as me"), checks no longer wanted, the writer's profile lent ("Carla can use my
            // profile", not "Carla's profile picture", "can use my Netflix profile")
            "(has|have|keeps|keep|tem|mantem|ainda tem|continua a ter|continua com) (access|acesso) (to|a|as|aos|ao) (the |os |as |o |a )?(\\w+ )?(locks|doors|alarm|cameras|gates?"
                    + "|garage|fechaduras|portas|alarme|camaras|cameras|portao|garagem)( \\w+){0,6} (fine|leave it|keep it|deixa estar|tudo bem|esta bem|pode ficar|deixa ficar)",
            "(whatsapp|message|text|sms|voice note|voice message|email|mensagem|audio|sms)( from me| de mim| minha| meu| of mine)?( \\w+){0,2} (is as good as|counts as|vale como"
                    + "|conta como|e como se fosse|is the same as|e o mesmo que) (me|mim|eu|a minha|my own|myself)",
            // checks said to be no longer wanted: "as verificações eram só para quando tínhamos inquilinos, já não fazem falta"
            // (not "as verificações de segurança do carro já não fazem falta")
            "(verificacoes|confirmacoes|perguntas de seguranca|codigos|pins|senhas)(?!( \\w+){0,3} (do|da|de) (carro|mota|moto|bicicleta|caldeira|elevador|gas))( \\w+){0,8}"
                    + " (ja nao|nao) (fazem|farao) falta",
            "(can|may|pode|podem) (use|usar) (my|o meu|a minha) (profile|perfil|account|conta)(?! (on|at|in|for|da|do|de|no|na|to|para|pra)\\b)");

    boolean isOrder(TextForm text) {
        return Patterns.any(text, ORDERS);
    }
}
