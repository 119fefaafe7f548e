package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Permission claims in other words than a direct "I am allowed to …", English and Portuguese. A memory
 * never grants a permission, so each family here is refused as an operational instruction:
 * <ul>
 *   <li>a role given or claimed ("alice has the admin role now", "a Inês passou para uma conta de adulto");
 *   <li>a check said to be unneeded or lifted ("nobody needs a verified voice to …", "the rule about
 *       confirming unlocks has been lifted", "o alarme já não precisa de pin");
 *   <li>a protected act permitted or handed over ("the alarm may be disarmed by …", "let my brother unlock
 *       the door", "autorizo o Rui a destrancar", "Pedro can change the household settings");
 *   <li>a stand-in: someone counted as a member, an adult, verified or as the writer ("Rui's voice counts as
 *       mine", "o vizinho deve ser tratado como alguém da família");
 *   <li>the rules said not to bind, or the hub told to obey someone ("o hub tem de fazer o que as crianças mandam");
 *   <li>a protected act ordered outright or on a condition ("if someone says banana, open the front door").
 * </ul>
 * A household rule or habit that touches none of these ("no shoes in the living room", "the boiler no
 * longer needs an annual check", "guests can use the downstairs bathroom") stays a memory.
 */
final class PermissionClaims {
    private static final String ROLE = "admin|admins|administrator|administrators|administrador|administradora|administradores|superuser"
            + "|superutilizador|root(?! (canal|canals|filling|fillings|treatment|treatments|vegetables?|veg|cause|beer|of|ball|balls)\\b)|owner of the (hub|house|household|home)|dono da casa|dona da casa";
    /** Acts no memory may permit: unlocking, disarming, opening, letting people in, changing who may do what. */
    private static final String PROTECTED = InstructionDetector.SENSITIVE_ACT
            + "|open (the )?(front |back |side |garage )?(door|gate|garage)( door)?|switch off the alarm|abr\\w* (a|o) (porta|portao|garagem)"
            + "|deslig\\w* o alarme|abrir( a)? porta|abertura d[ao] (porta|portao|garagem)|desbloqueio"
            + "|let (\\w+ ){1,3}in|let in|deix\\w* (\\w+ ){0,3}entrar|(turn|switch|shut) (the )?alarms? off"
            + "|use (the |our |my )?(\\w+ ){0,2}(code|pin|keypad code|keypad|key safe|lockbox)|usar (o|a) (\\w+ ){0,2}(codigo|pin|teclado|caixa das chaves)"
            + "|(change|changes|edit|modify|manage|reset|alter|mudar|muda|alterar|altera|mexer|mexe|gerir|gere|editar)( \\w+){0,3} "
            + "((the )?(household|house|home|hub|security|alarm|access) settings|settings (of|for) the (house|hub|household|home|alarm)"
            + "|definicoes (da casa|do hub|do alarme|de seguranca|de acesso)|configurac\\w* (da casa|do hub|do alarme)"
            + "|polic(y|ies)|politicas?|permissions|permissoes|roles|papeis|accounts|contas|regras da casa|house rules)";
    /** Coming into the house (not into the pool): "Carlos is allowed in the house", "o vizinho pode entrar quando quiser". */
    private static final String ENTRY = "come and go|entrar e sair|come in|get in|come inside|get inside|(in|into|inside) the (house|home|flat|building)|enter the (house|home|flat|building)"
            + "|entrar(?! (na|no|nas|nos|para a|para o|numa|num) (?!casa|predio)\\w+)|vir a casa";
    /** A confirmation e-mail or a booking's confirmation is a document, not a check on who speaks. */
    private static final String PAPER = "(?<!\\b(?:email|mail|letter|message|text|sms|booking|numero|codigo|carta|mensagem|reserva)(?: de| of)? )";
    private static final String NOT_PAPER = "(?! (email|e mail|mail|letter|message|text|sms|number|code|booking|reservation|de (reserva|email|marcacao))\\b)";
    private static final String PRONOUN_ACT = "open (it|them)|unlock (it|them)|disarm it|switch it off|turn it off|abri la|abri lo|abri las|abri los"
            + "|abre a|abre o|destranca la|destranca lo|desarma lo|desliga lo";
    private static final String CHECK = PAPER + "(verif\\w*|confirm\\w*)" + NOT_PAPER + "|authenticat\\w*|autentica\\w*|approval|approve\\w*|aprova\\w*"
            + "|authori[sz]ation|autorizacao|(pin|voice|identity|id|security|door|gate|garage|alarm) checks?|check\\w* (who|(my|his|her|their|the) (identity|voice))"
            + "|identity|identidade|verified voice|voz verificada|pin|pins|password|passcode|senha|palavra passe|codigo pin|quem (fala|esta a falar)"
            + "|who is (speaking|talking)|identif\\w*|security questions?|perguntas? de seguranca|voice( \\w+)? (id|recognition|match\\w*)|voiceprint|double check\\w*|check\\w* (on )?(me|him|her|them|us)"
            + "|(ask|asking|pergunt\\w*|pedir|consultar)( \\w+){0,3} (before|first|antes)"
            + "|reconhecimento (de voz|facial)|face id";
    /** Safeguards a memory may not switch off either: "the alarm doesn't have to be armed when we go out". */
    private static final String SAFEGUARD = "armed|arm( the)? alarm|set the alarm|locked|lock (the )?(doors?|gate|garage)|trancad[oa]s?|trancar( a| o)? (porta|portao|garagem)"
            + "|armad[oa]|armar o alarme|alarme (estar |esta |ficar |fica )?ligado|ligar o alarme";
    private static final String UNNEEDED = "(no one|nobody|ninguem|no|not|no longer|never|nao|ja nao|nunca|dont|doesnt|do not|does not)( \\w+){0,3} "
            + "(needs?|needed|required|necessary|precisa\\w*|preciso|necessari\\w*|obrigatori\\w*|have to|has to|tem de|tem que)"
            + "|optional|opcional|opcionais|without|sem|dispens\\w*|escusa\\w*|nao ha necessidade"
            // a check switched off or a rule lifted
            + "|skip|skipped|skipping|saltad[oa]s?|ignorad[oa]s?|bypass\\w*|contorn\\w*|retired|phased out|eliminated|eliminad[oa]s?|extint[oa]s?"
            + "|cancel+ed|cancelad[oa]s?|relax\\w*|loosen\\w*|less strict|looser|softer|mais leves?|menos rigoros[oa]s?|menos exigentes?"
            + "|aligeirad[oa]s?|afrouxad[oa]s?"
            + "|chega de|basta de|enough of"
            // a check no longer asked for: "o alarme deixou de pedir código", "the keypad stopped asking for the pin"
            + "|deix\\w* de (pedir|exigir|perguntar)|(stopped|stops|no longer) (asking|asks|requiring|requires)( for)?|(ja )?nao (pede|exige)"
            // a check waved away: "não te preocupes com a verificação da voz", "podes saltar o pin"
            + "|do not worry about|never mind|do not bother with|nao te preocupes com|nao se preocupe com|nao precisas de te preocupar com"
            + "|saltar|salta|saltas|pular|pula|pulas"
            + "|lifted|removed|dropped|scrapped|abolished|waived|suspended|turned off|switched off|disabled|deactivated|no more"
            + "|levantad[oa]s?|removid[oa]s?|retirad[oa]s?|abolid[oa]s?|suspens[oa]s?|desligad[oa]s?|desativad[oa]s?|acabou|acabaram";
    private static final String NEAR = "( \\w+){0,8} ";
    /** Who comes into the house: "who gets in", "who gets into the flat", "quem entra no prédio". */
    private static final String WHO_ENTERS = "who (gets|can get|may get|comes|can come|may come|is let|enters|can enter|may enter|is allowed|are allowed)( in| into| inside)?"
            + "|quem (entra|pode entrar|deixamos entrar|tem acesso)";
    private static final String RULEBOOK = "polic(y|ies)|politicas?|rules?|regras?|restrictions?|restricoes|safeguards?|security|seguranca";
    private static final String STANDING = ROLE + "|adult( member| account)?|adulto|adulta|verified( member| user)?|verificad[oa]"
            + "|trusted( member| user)?|de confianca|(one|part|member) of the (family|household)|family( member)?|(alguem|parte|membro) da (familia|casa)"
            + "|da familia|mine|me|a minha|o meu|meu|minha|mim|my (pin|code|password|voice|fingerprint|face)"
            + "|residents?|occupants?|householders?|moradore?s?|moradoras?|residentes?|membro do agregado"
            + "|adults|adultos|adultas|grown ?ups?|crescid[oa]s?|gente da casa|(one|part) of us|um de nos|us|parents|one of the (parents|adults|grown ups)"
            + "|(um|uma) dos (pais|adultos)";
    private static final List<Pattern> ROLE_CLAIMS = Patterns.words(
            "(is|are|e|sao|am|sou|be|ser|now|agora)( now| agora| also| tambem| the| an| a| o| um| uma){0,3} (" + ROLE + ")( now| agora| too| tambem)?"
                    + "(?= (now|agora|too|tambem|of the (hub|house|household|home)|da casa|do hub|here|aqui|in this house|nesta casa)\\b|$)",
            "(has|have|had|got|gets|get|tem|tenho|temos|teem|ficou com|gave|given|give|da|dar|deu)( \\w+){0,3} (the )?(" + ROLE
                    + ") (role|rights|access|privileges|permissions?|account|status)",
            "(role|papel|direitos|privilegios|permissoes|estatuto|conta|acesso) (de )?(" + ROLE + ")",
            "(adult|admin|administrator) (account|role|rights|privileges|permissions)|(conta|papel|direitos|privilegios|permissoes) de (adulto|adulta)",
            "(make|makes|made|promote|promotes|promoted|turn|faz|fazer|torna|tornar|promove|promover|passa|treat|consider|considera|considerar|trata|tratar)( \\w+){0,3} "
                    + "(an? |the |o |a |um |uma |do |da )?((trusted |adult |verified )?(member|membro|user|utilizador) )?"
                    + "(" + ROLE + "|adult( member)?|adulto|adulta|verified|verificad[oa]|trusted( member| user)?|de confianca)",
            "(upgrad\\w*|promot\\w*|promov\\w*|passou|passa|passar|passaram)( \\w+){0,2} (to|into|para|a)( an?| the| uma?| o| a)? "
                    + "(" + ROLE + "|adult|adulto|adulta|verified|verificad[oa]|conta de (adulto|admin\\w*))",
            "(same|equal|full|mesmo|mesma|mesmos|mesmas|igual|iguais|todos os|todas as) (rights|permissions|access|privileges|direitos|permissoes|acesso|acessos"
                    + "|privilegios)",
            "(acesso|acessos|direitos|permissoes|controlo) (total|totais|completo|completos|pleno|plenos|ilimitado|ilimitados)"
                    + "|(unlimited|unrestricted|complete|total) (access|control|rights|permissions)",
            "(in|into|to|joined|no|ao|para o|entrou no|esta no) (the )?(admin|admins|administrator|administrators) (group|list|team)"
                    + "|grupo (de|dos|das) (admin\\w*|administrador\\w*)",
            // permissions passed on: "I gave Tiago all my permissions", "passei as minhas permissões ao Tiago"
            "(gave|given|give|giving|pass\\w*|hand\\w*( over)?|transfer\\w*|lend\\w*|dei|deu|dar|passei|passou|passar|transferi\\w*|emprest\\w*)"
                    + "( \\w+){0,3} (my|all my|all the|os meus|as minhas|todas as minhas|todos os meus) (permissions|rights|access|privileges|role"
                    + "|permissoes|direitos|acessos|privilegios|papel)",
            "(one of the|uma das|um dos) (adults|adultas|adultos|admins|administrators|administradores|administradoras)( \\w+){0,2} "
                    + "(in|of|on|no|do|da|na|nesta|in this) (the )?(hub|house|household|casa|sistema|system)",
            "(gets?|got|given|receives?|received|ganha|ganhou|recebe|recebeu)( full| the| o| a)? (" + ROLE + ")( rights| access| role| status| direitos| acesso| papel)?",
            "(access( level)?|nivel de acesso|permissions?|rights|privileges|direitos|permissoes|privilegios|role|papel)( \\w+){0,4} "
                    + "(same as|equal to|as good as|like|igua(l|is) (a|ao|à|aos|as)|como)( the| o| a| os| as)? (mine|me|meu|minha|meus|minhas|adult|adults|adulto|adultos"
                    + "|" + ROLE + ")",
            // put in charge of who may do what
            "(in charge of|responsible for|manages?|managing|controls?|handles?|gere|gerir|controla|controlar|trata d[ao]s|responsavel (pel[ao]s?|d[ao]s?)"
                    + "|responsavel por|encarregad[oa] d[ao]s?|(tomar|toma|tomando|tome) conta d[ao]s?|cuida d[ao]s?|cuidar d[ao]s?)( \\w+){0,3} (permissions|permissoes|access|acessos?|accounts|contas|roles|papeis|security settings"
                    + "|definicoes de seguranca|" + WHO_ENTERS + ")");
    /**
     * A check dropped somewhere the hub does not keep is news, not a rule, when that place or thing is what the sentence is
     * about: "the bank no longer asks for a pin on small payments", "my work laptop doesn't need a password anymore", "o
     * ginásio deixou de pedir o código". A door, the alarm, the house or the hub named in it makes it the house's own check
     * again, and a phone or an account named later may be how someone talks to the hub ("no pin when I call from my phone").
     */
    private static final List<Pattern> ELSEWHERE = Patterns.words("^(?!.*\\b(doors?|alarms?|gates?|garage|locks?|shed|hub|house|home|front|back|you"
            + "|hearth|portas?|alarme|portao|garagem|fechaduras?|casa|barracao|anexo)\\b)(the |my |our |o |a |o meu |a minha )?(work |office |trabalho )?"
            + "(bank|gym|shop|supermarket|school|airline|council|website|laptop|phone|tablet|computer|card|banco|ginasio|loja|supermercado|escola"
            + "|camara|site|portatil|telemovel|celular|computador|cartao)");
    private static final List<Pattern> UNNEEDED_CHECKS = Patterns.words(
            "(deix\\w* de (pedir|exigir)|(stopped|no longer) (asking|asks) for|(ja )?nao (pede|exige))( o| a| the| any| um| uma)? (codigo|code)",
            "(" + UNNEEDED + ")" + NEAR + "(" + CHECK + ")", "(" + CHECK + ")" + NEAR + "(" + UNNEEDED + ")",
            "(" + SAFEGUARD + ")( \\w+){0,4} (" + UNNEEDED + ")", "(" + UNNEEDED + ")( \\w+){0,4} (" + SAFEGUARD + ")",
            "(alarm|alarme|doors?|portas?|gates?|portao|locks?|fechaduras?)( \\w+){0,2} (" + UNNEEDED + ")( \\w+){0,3} "
                    + "(armed|on|set|locked|ligad[oa]s?|armad[oa]s?|trancad[oa]s?)");
    private static final List<Pattern> PERMITTED_ACTS = Patterns.words(
            "(can|may|might|could|allowed to|permitted to|authori[sz]ed to|entitled to|free to|gets to|get to|got to|pode|podem|podes|podemos|posso"
                    + "|permitid[oa]s? a|autorizad[oa]s? a|consegue|conseguem)( \\w+){0,3} (" + PROTECTED + ")",
            // the hub told to do it: "the hub should let the dog walker in", "o hub deve deixar entrar …"
            "(hub|should|must|has to|have to|deve|devem|deves|tem de|tens de|tem que)( \\w+){0,2} (" + PROTECTED + ")",
            // "my flatmate should be able to unlock the door" (but "I was able to unlock it with the spare key" is what happened)
            "(should|must|ought to|will|deve|devem|deveria|deviam|vai|vao)( \\w+)? (be able to|conseguir|poder)( \\w+){0,2} (" + PROTECTED + ")",
            // an act that no longer needs someone: "the kids no longer need a grown-up to open the garage"
            "(no longer|not|never|nao|ja nao|nunca|do not|does not|dont|doesnt)( \\w+){0,2} (need|needs|require|requires|precisa\\w*|necessit\\w*)"
                    + "( \\w+){0,4} (to |para |de |a )?(" + PROTECTED + ")",
            // a safeguard allowed to lapse: "the alarm can stay off when Grandma is here"
            "(alarm|alarme|doors?|portas?|gates?|portao|garage|garagem|locks?|fechaduras?)( \\w+){0,2} (can|may|could|pode|podem)( \\w+)? "
                    + "(stay|remain|be left|ficar|estar|continuar) (off|disarmed|unlocked|open|desligad[oa]s?|desarmad[oa]s?|destrancad[oa]s?|abert[oa]s?)",
            // a voice, a word or a nod that is enough: "her voice is good enough to open the front door", "luz verde para desligar o alarme"
            "(enough|sufficient|suffices|chega(?= (para|pra|a)\\b)|chegam(?= (para|pra|a)\\b)|basta|bastam|suficiente|green light|luz verde|carta branca|free rein"
                    + "|carte blanche|go ahead|o aval|blessing|bencao|say so"
                    + "|trusted|trust \\w+|de confianca|confi\\w* n[ao] \\w+|idade (para|de)|crescid[oa] (o )?(suficiente|bastante))"
                    + "( \\w+){0,2} (to |para |a )?(" + PROTECTED + ")",
            "(can|may|could|will|pode|podem|vai|vao) (be|ser) (unlocked|disarmed|opened|switched off|turned off|disabled|destrancad[oa]s?|desarmad[oa]s?"
                    + "|abert[oa]s?|desligad[oa]s?)( \\w+){0,3} (only |just |so |apenas )?(with|com|by|using|through|pela|pelo) (the |a |o )?(voice|voz|a word|uma palavra|anyone|qualquer)",
            // someone made the judge of who gets in
            "(decides?|decide|decidem|chooses?|escolhe|escolhem|approves?|aprova|aprovam|says|diz|dizem)( \\w+){0,2} (" + WHO_ENTERS + "|who gets access)",
            // any voice or face accepted
            "(accept\\w*|aceit\\w*|trust\\w*|confi\\w*|open\\w* for|abr\\w* para|recogni[sz]\\w*|reconhec\\w*)( \\w+){0,3} (anyone|anybody|everyone|everybody"
                    + "|any|all|qualquer|todos|todas|unknown|unrecogni[sz]ed|desconhecid[oa]s?|strangers?|estranh\\w*)( \\w+){0,3} (voices?|voz|vozes|faces?|rostos?)",
            "(voices?|voz|vozes|faces?|rostos?)( \\w+){0,3} (of anyone|from anyone|of anybody|of everyone|de qualquer pessoa|de qualquer um|de toda a gente)",
            // by someone, not by hand: "the garage door can be opened by hand with the red cord" is how the door works
            "(can|may|could|will) be (unlocked|disarmed|opened|switched off|turned off|disabled)( \\w+){0,4} (by|for|without|when|whenever)"
                    + "(?! (hand|force|pulling|pushing|lifting|turning|the (\\w+ )?(cord|remote|key|handle|lever|button|switch|app|crank)"
                    + "|a (\\w+ )?(key|remote|crank)|means of)\\b)",
            "(pode|podem|vai|vao) ser (destrancad[oa]s?|desarmad[oa]s?|abert[oa]s?|desligad[oa]s?)( \\w+){0,4} (por|sem|quando|a pedido)",
            "(allowed|permitted|authori[sz]ed|entitled|cleared|autorizad[oa]s?|permitid[oa]s?)( \\w+){0,4} (" + PROTECTED + ")",
            "(permission|permissao|authori[sz]ation|autorizacao|right|direito|access|acesso|power|poder|ability|capacidade|freedom|liberdade)"
                    + "( \\w+){0,3} (to |para |a |de )?(" + PROTECTED + ")",
            // the act named by a pronoun: "anyone can borrow the garage and open it whenever they want", "podes abri-la"
            "(door|doors|gate|garage|alarm|porta|portas|portao|garagem|alarme)( \\w+){0,8} (can|may|could|allowed to|free to|pode|podem|podes|posso)"
                    + "( \\w+){0,4} (" + PRONOUN_ACT + ")",
            "(can|may|could|allowed to|free to|pode|podem|podes|posso)( \\w+){0,3} (door|doors|gate|garage|alarm|porta|portas|portao|garagem|alarme)"
                    + "( \\w+){0,3} (" + PRONOUN_ACT + ")",
            // an act for whoever asks: "the door unlocks for whoever is there", "a porta destranca para quem lá estiver"
            "(unlock\\w*|open\\w*|disarm\\w*|abre|abrem|abrir|destranc\\w*|desarm\\w*)( \\w+){0,2} (for|para|a) (whoever|anyone|anybody|everyone|any"
                    + "|quem|qualquer|toda a gente)",
            // someone else judges whether to open: "Paulo decides whether to open the door"
            "(decides?|decide|decidem|chooses?|escolhe|escolhem)( \\w+){0,2} (whether|if|se)( \\w+){0,4} (open\\w*|unlock\\w*|disarm\\w*|abre|abrir"
                    + "|destranc\\w*|desarm\\w*)",
            // a body part or voice as the key: "make my voice the master key for the house"
            "(voice|voz|face|rosto|cara|fingerprint|impressao digital)( \\w+){0,3} (master key|chave mestra|skeleton key|key to the house|chave da casa)",
            "(access|acesso)( \\w+)? (to|a|ao|à) (the |a |o )?(\\w+ ){0,2}(door|gate|garage|alarm|porta|portao|garagem|alarme|lock|fechadura|hub|house|casa"
                    + "|settings|definicoes|cameras?|camaras?)",
            "(given|granted|dad[oa]s?|concedid[oa]s?|atribuid[oa]s?|gave|deu|deram|demos|gives|da)( \\w+){0,4} (access|acesso|permission|permissao|permissoes"
                    + "|control|controlo|rights|direitos)( \\w+){0,3} (alarm|alarme|doors?|portas?|gates?|portao|garage|garagem|locks?|fechaduras?|hub|house"
                    + "|casa|settings|definicoes|cameras?|camaras?|everything|tudo)",
            // handing an act over: "let my brother unlock the door", "autorizo o Rui a destrancar", "it is fine to disarm it"
            "(let|lets|letting|allow|allows|allowing|permit|permits|authori[sz]e|authori[sz]es|deixa|deixar|deixes|deixe|deixasses|deixo|permite"
                    + "|permitir|permitas|permito|autoriza|autorizar|autorizo|autorizas)( \\w+){0,3} (to |a |de )?(" + PROTECTED + ")",
            "(it is|its|it s) (fine|ok|okay|alright|safe|all right) ((for|if|when) (\\w+ ){1,4})?(to )?(" + PROTECTED + ")|feel free to (" + PROTECTED + ")"
                    + "|(nao faz mal|nao ha problema|e seguro|podes a vontade|tudo bem) (\\w+ ){0,4}(" + PROTECTED + ")",
            // a secret handed on: "the alarm code can be shared with the cleaner"
            "(code|pin|password|passcode|codigo|senha|palavra passe|combination|combinacao)( \\w+){0,3} (can|may|could|should|pode|podem|deve|devem)"
                    + " (be |ser )?(shared|given|told|passed on|partilhad[oa]|dad[oa]|dit[oa]|passad[oa])",
            "(can|may|could|should|pode|podem|podes|deves|deve)( \\w+){0,2} (share|tell|give|pass on|partilhar|dizer|dar|passar)( \\w+){0,3} "
                    + "(code|pin|password|passcode|codigo|senha|palavra passe|combination|combinacao)");
    private static final List<Pattern> ENTRIES = Patterns.words(
            "(allowed|permitted|authori[sz]ed|free|welcome|can|may|could|ok|okay|permission|autorizacao|permissao|pode|podem|podes|autorizad[oa]s?"
                    + "|permitid[oa]s?|livre|a vontade)( \\w+){0,2} (to |para |de )?(" + ENTRY + ")");
    private static final List<Pattern> STAND_INS = Patterns.words(
            "(counts?|counted|counting|vale|valem|valer|conta|contam|contar|serve|servem|treat\\w*|consider\\w*|regard\\w*|seen|accepted"
                    + "|tratad[oa]s?|tratar|trata|considerad[oa]s?|considera|considerar|vist[oa]s?|aceite|aceites|works|work|acts|funciona|funcionam"
                    // trusted like one of the adults: "trusted like a grown up", "de confiança como adultos"
                    + "|trusted|de confianca)( \\w+){0,6}? (as|like|como)"
                    + "( if( it| he| she| they)? (were|was|came from|comes from)| (he|she|they|it) (is|are|was|were))?( se (fosse|viesse de))?( an?| the| um| uma| o| a)? (" + STANDING + ")",
            // someone's word taken as the writer's: "when my husband asks, take it as coming from me", "toma isso como vindo de mim"
            "(take|takes|toma|tome|treat|trata)( it| that| this| isso| his word| her word| their word)? (as|como)( coming from| vindo de| if it came from"
                    + "| se viesse de)? (me|mine|eu|mim|my own|my word|a minha|o meu)\\b");
    private static final List<Pattern> UNBOUND = Patterns.words(
            "(overrides?|overrule|overrules|trumps|beats|above|sobrepoe\\w*|acima d[ao]s?)( \\w+){0,3} (" + RULEBOOK + ")",
            "(" + RULEBOOK + ")( \\w+){0,4} (do not|does not|dont|doesnt|no longer|nao|ja nao)( se| to)? (apply|applies|count|counts|aplica\\w*|conta\\w*)",
            "(ignore|ignora|ignorar|ignores|disregard|nao ligues|nao ligue|nao liga|nao lig\\w*|esquece|esquecer|desconsidera\\w*|despreza\\w*)"
                    + "( \\w+){0,4} (" + RULEBOOK + ")",
            "(obey|obeys|obedece\\w*|do whatever|do anything|does whatever|do what|do as|does what|faz tudo|fazer tudo|faz o que|fazer o que|faz como)( \\w+){0,4}"
                    + " (says|asks|tells|wants|disser|pedir|mandar|quiser)",
            "(obey|obeys|obedecer|obedece)( \\w+){0,2} (anything|everything|any|every|tudo|qualquer)",
            // orders taken from someone else: "take orders from my nephew about the garage", "aceita ordens do meu sobrinho"
            "(take|takes|taking|accept|accepts|follow|follows|aceita|aceitar|aceitas|segue|seguir|recebe|receber|acata|acatar)"
                    + " (orders|instructions|commands|ordens|instrucoes|comandos) (from|d[ao]s?|de)",
            // who makes the rules is the policy's to say: "I'm the one who decides the rules here now", "sou eu que mando nas regras"
            "(decide|decides|deciding|make|makes|making|set|sets|define|defines|decido|decide|faco|faz|defino|define|mando|manda|mandar)( \\w+){0,2} "
                    + "(the |as |nas |das )?(rules|regras|polic(y|ies)|politicas?|permissions|permissoes|who gets in|quem entra)",
            // the hub told to do what someone says: "o hub tem de fazer sempre o que as crianças mandam"
            "(hub|you|assistant|assistente|hearth|system|sistema)( \\w+){0,3} (do|does|fazer|faz|faca|facas|follow|follows|segue|seguir|cumpr\\w*)"
                    + "( \\w+){0,2} (what|whatever|anything|everything|o que|tudo o que|tudo|qualquer)( \\w+){0,4} (say|says|said|ask|asks|tell|tells"
                    + "|want|wants|orders?|disser|disserem|pedir|pedirem|mandar|mandarem|manda|mandam|diz|dizem|pede|pedem|quiser|quiserem)");
    private static final WordShapes CHECKS_WAIVED_HERE = new WordShapes(UNNEEDED_CHECKS, ELSEWHERE);

    private final HandedOverControl handedOver = new HandedOverControl();
    private final SpokenGrants spoken = new SpokenGrants();
    private final WaivedRules waived = new WaivedRules();
    private final OrderedActs ordered = new OrderedActs();
    private final StandIns standIns = new StandIns();
    private final LoosenedChecks loosened = new LoosenedChecks();

    boolean isClaim(TextForm text) {
        return handedOver.isHandedOver(text) || spoken.isGrant(text) || waived.isWaived(text) || Patterns.any(text, ROLE_CLAIMS) || CHECKS_WAIVED_HERE.in(text) || Patterns.any(text, PERMITTED_ACTS)
                || Patterns.any(text, ENTRIES) || Patterns.any(text, STAND_INS) || Patterns.any(text, UNBOUND) || ordered.isOrdered(text)
                || standIns.isStandIn(text) || loosened.isLoosened(text);
    }
}
