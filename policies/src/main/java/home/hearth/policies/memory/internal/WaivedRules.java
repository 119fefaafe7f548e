package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Rules and checks waved away in so many words, English and Portuguese, each an operational instruction:
 * <ul>
 *   <li>a rule about a protected act said to be over ("the ban on the kids opening the garage is over now", "acabou a
 *       proibição de os miúdos destrancarem a porta"); a rule about anything else stays a memory ("the rule about shoes off
 *       in the lounge no longer applies");
 *   <li>a check's requirement switched off, said as an order ("switch off the fingerprint requirement on the side door",
 *       "desativa o pedido de código"); said about someone else it is news ("the pin requirement at the gym annoys everyone");
 *   <li>anyone trusted for knowing something, said as an order or a permission ("you can trust anyone who knows my
 *       birthday", "podes confiar em quem souber a morada"); the writer's own trust is an opinion ("i trust anyone who
 *       knows how to fix a bike").
 * </ul>
 */
final class WaivedRules {
    private static final String RULE = "rules?|ban|bans|regras?|proibicao|proibicoes|restricao|restricoes|restrictions?";
    /** Letting people in, unlocking, disarming: not opening a window or a tin. */
    private static final String PROTECTED = "unlock\\w*|disarm\\w*|destranc\\w*|desarm\\w*|(open\\w*|abr\\w*)( the| a| o| as| os)?( \\w+)? (doors?|gates?"
            + "|garage|portas?|portao|portoes|garagem)|let\\w* (\\w+ ){0,3}in|deix\\w* (\\w+ ){0,3}entrar";
    private static final String VOID = "no longer (applies|counts|stands)|does not (apply|count)|do not (apply|count)|is over|is off|is gone|has gone"
            + "|has been (dropped|lifted|scrapped)|ja nao (vale|conta|se aplica)|deixou de (valer|contar|se aplicar)|nao vale mais|caiu|acabou|ja era"
            + "|terminou|foi levantad[oa]|no longer exists|is no more|deixou de existir|ja nao existe";
    /** Calling a rule off in the active voice: "we've dropped the rule about checking before unlocking the shed". */
    private static final String CALL_OFF = "dropped|scrapped|lifted|cancel+ed|removed|abolished|got rid of|ended|acabamos com|acabei com|tiramos|retiramos"
            + "|levantamos|cancelamos|abolimos";
    private static final String ORDER_START = "^(please |por favor |just |so |hub |e |and |also |tambem )?";
    private static final String SWITCH_OFF = "turn off|switch off|turn (\\w+ ){1,3}off|switch (\\w+ ){1,3}off|disable|deactivate|remove|drop|scrap|get rid of"
            + "|desliga|desativa|tira|retira|remove|elimina|acaba com|cancela";
    private static final String REQUIREMENT = "requirement|prompt|request|step|check|question|exigencia|pedido|obrigatoriedade|necessidade|pergunta"
            + "|passo|verificacao";
    private static final String CHECK = "pin|passcode|password|code|fingerprint|face id|voice|voice id|senha|codigo|impressao digital|voz|palavra passe"
            + "|confirmation|confirmacao|security|seguranca";
    private static final String ANYONE = "anyone|anybody|whoever|everyone|everybody|someone|quem|qualquer pessoa|qualquer um|toda a gente|alguem";
    private static final List<Pattern> WAIVED = Patterns.words(
            "(" + RULE + ")( \\w+){0,6} (" + PROTECTED + ")( \\w+){0,4} (" + VOID + ")",
            "(" + VOID + "|" + CALL_OFF + ") (a |o |as |os |the |that |our |aquela |a nossa )?(old |antiga )?(" + RULE + ")( \\w+){0,5} (" + PROTECTED + ")",
            ORDER_START + "(" + SWITCH_OFF + ")( the| a| o| as| os)? (" + CHECK + ") (" + REQUIREMENT + ")",
            ORDER_START + "(" + SWITCH_OFF + ")( the| a| o| as| os)? (" + REQUIREMENT + ") (de|do|da|for|of|on|to)( the| a| o)? (" + CHECK + ")",
            "^(you can |you may |just |please |podes |pode |por favor |so )?(trust|believe|accept|confia|confiar|acredita|acreditar|aceita|aceitar)"
                    + "( em| in| no| na)? (" + ANYONE + ")( \\w+){0,2} (knows?|can tell you|says|saiba|souber|sabe|disser|diga|conhec\\w*)");

    boolean isWaived(TextForm text) {
        return Patterns.any(text, WAIVED);
    }
}
