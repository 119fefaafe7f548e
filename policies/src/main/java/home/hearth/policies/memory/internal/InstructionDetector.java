package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Finds operational instructions in English and Portuguese: attempts to change the hub's rules or
 * behaviour ("always skip confirmations", "ignore previous instructions") or to claim a permission
 * ("I am allowed to disarm the alarm"). Memory is data, never a rule.
 *
 * <p>The phrasings below are the direct ones; permission claims in other words (a role given, a check
 * lifted, a protected act permitted, a stand-in for a member, the rules said not to bind) are read by
 * {@link PermissionClaims}.
 */
public final class InstructionDetector {
    private static final String CONFIRMING = "confirm\\w*|verif\\w*|authenticat\\w*|autentica\\w*|double check\\w*|security checks?"
            + "|identity checks?|pin checks?|voice checks?|safety checks?|confirmac\\w*|confirmar\\w*|identity|identidade"
            + "|check\\w*( \\w+)? (identity|voice|pin|id)|check\\w* who";
    static final String SENSITIVE_ACT = "unlock\\w*|disarm\\w*|open (the )?(front |back |garage )?(door|gate|garage)"
            + "|turn off the alarm|disable the alarm|switch off the alarm|(turn|switch) (the )?(\\w+ )?alarm off|destranc\\w*|desbloque\\w*|desarm\\w*|abrir a porta"
            + "|abrir o portao|abrir a garagem|desligar o alarme|admin\\w*|everything|anything|tudo|full access|acesso total";
    private static final List<Pattern> RULES = Patterns.words(
            // ignoring or replacing the rules
            "(ignore|disregard|forget|override|bypass|overrule)( \\w+){0,4} (instructions?|rules?|prompts?|polic(y|ies)|guidelines?|restrictions?|programming|safeguards?)",
            "(ignora|ignore|ignorar|esquece|esqueca|esquecer|desconsidera|despreza|contorna)( \\w+){0,4} (instruc\\w*|regras?|ordens|politicas?|restric\\w*|programacao|prompt)",
            "(override|bypass|disable|ignore|turn off|desativa|desliga|ignora|contorna)( \\w+){0,2} (safety|security|seguranca)( \\w+)?",
            "(ignora|ignore|esquece) tudo|(trust me|confia em mim|acredita em mim)( \\w+){0,3} (to |para |a )?(" + SENSITIVE_ACT + ")",
            "you are now|act as|pretend (to be|you are)|roleplay as|new instructions|system prompt|developer mode|jailbreak|dan mode",
            "finge|faz de conta|age como|atua como|es agora|novas instrucoes|modo (de )?(desenvolvedor|programador)|prompt do sistema",
            // confirmations and checks
            // "I always confirm bookings by phone" is a habit: the writer confirms, nothing is skipped
            "(?<!\\b(?:i|we|eu|nos) )(always|never|do not|skip|skipping|without|no need for|stop|disable|turn off|no need to|no more|sempre|nunca|nao|sem|salta|saltar|pula|pular"
                    + "|ignora|desativa|desliga|dispens\\w*|deixa de|para de|chega de)( \\w+){0,3} (" + CONFIRMING + ")",
            "(do not|never|stop|no need to|nao|nunca|para de|deixa de)( me)? (ask|asking|perguntes|pergunte|perguntar|pecas|peca|pedir)",
            // "I don't want to be asked for my PIN any more", "não quero que me peçam o pin"
            "(do not|never|no more|stop|nao|nunca)( \\w+){0,4} (ask\\w*|request\\w*|pecam|peca|pecas|pedi\\w*|pergunt\\w*)( \\w+){0,3} "
                    + "(for |por |pelo |pela )?(my |the |o |a |o meu |a minha )?(pin|password|passcode|senha|voice check|confirmation|confirmacao)",
            "(from now on|henceforth|starting now|a partir de agora|de agora em diante|daqui para a frente) (you|do not|never|skip|ignore|just"
                    + "|tu|voce|nao (me )?(perguntes|pecas|confirmes)|ignora|salta|pula|deves|tens de)",
            // permission claims and grants
            "(i|me|we|guests?|kids?|children|child|everyone|anyone|my \\w+|the \\w+)( \\w+){0,2} (am|is|are)? ?(allowed|permitted|authori[sz]ed|entitled|cleared)( \\w+){0,3} (to )?("
                    + SENSITIVE_ACT + ")",
            "(i|we|guests?|kids?|children|everyone|anyone) (can|may|have permission to|has permission to|have the right to|have access to) (" + SENSITIVE_ACT + ")",
            "(i|me|we) (have|has|got) (permission|authori[sz]ation|clearance|admin rights|full access)",
            "i am (an |the )?(admin|administrator|superuser|root|authori[sz]ed user|verified)",
            "(give|grant|giving|granting)( \\w+){0,2} (access|permission|permissions|admin|rights|control)",
            "(treat|consider|regard)( \\w+){1,2} (as )?(an |the )?(admin|administrator|owner|adult|verified)",
            "(unlock|disarm|open|let \\w+( \\w+)? in|let in)( \\w+){0,5} (without|with no) (asking|confirm\\w*|pin|password|verif\\w*|checking|checks)",
            "(eu|nos|os convidados|o convidado|as criancas|a crianca|os miudos|toda a gente|qualquer pessoa|o meu \\w+|a minha \\w+)( \\w+){0,2} "
                    + "(posso|pode|podem|podemos|tenho permissao|tem permissao|temos permissao|tenho autorizacao|estou autorizad[oa]|esta autorizad[oa]"
                    + "|estao autorizad[oa]s|tenho acesso|tem acesso|tenho direito|tenho o direito)( \\w+){0,2} (para |a |de )?(" + SENSITIVE_ACT + ")",
            "(tenho|temos|tens|tem) (permissao|autorizacao|direito|acesso)( \\w+){0,2} (para |a |de )?(" + SENSITIVE_ACT + ")",
            "sou (o |a |um |uma )?(admin|administrador|administradora|superutilizador)",
            "(da|dar|de|concede|conceder|concedes)( me| lhe| lhes| aos \\w+| as \\w+)? (acesso|permissao|permissoes|direitos|controlo)",
            "(destranca|destrancar|desarma|desarmar|abre|abrir)( \\w+){0,5} sem (perguntar|confirma\\w*|pin|senha|codigo|verifica\\w*)");

    private final PermissionClaims claims = new PermissionClaims();
    private final MoreClaims more = new MoreClaims();
    private final VisitsAndOpeners visits = new VisitsAndOpeners();
    private final ObliqueOrders oblique = new ObliqueOrders();

    public boolean isInstruction(TextForm text) {
        return Patterns.any(text, RULES) || claims.isClaim(text) || more.isClaim(text) || visits.isClaim(text) || oblique.isOrder(text);
    }
}
