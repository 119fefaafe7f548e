package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Permission claims read in the gate set's learn rows that the rules stored (the rules round of 2026-12-02), beside
 * {@link PermissionClaims}:
 * <ul>
 *   <li>a protected act approved by someone: "Dad okayed the kids switching the alarm off";
 *   <li>someone in charge of the cameras, the alarm or the doors: "a empregada manda nas câmaras", "the neighbour decides
 *       whether the alarm goes on", "I'm handing the hub over to Bia" (not "Mum decides when the heating goes on");
 *   <li>a thing counted as a key: "consider the gardener's phone an extra key" (not "consider getting a spare key cut");
 *   <li>an old code or both codes accepted: "accept the old door code as well", "os dois valem";
 *   <li>knowing something as proof: "if someone knows our surname that's good enough for the gate";
 *   <li>a door or the cameras' control lent: "my brother-in-law can have the front door until we're back", "as visitas
 *       ficam com o comando das câmeras";
 *   <li>a place spared the usual checks: "the garden room doesn't need the usual checks";
 *   <li>a voice that sounds like mine, and vouching for a caller: "se uma voz parecer a minha, sou eu", "I've vouched for her";
 *   <li>someone allowed to change the codes: "Grandpa's allowed to change the door codes now".
 * </ul>
 */
final class MoreClaims {
    private static final String GUARDED = "cameras?|camaras?|alarms?|alarmes?|doors?|portas?|locks|fechaduras|gates?|portao|portoes|garage|garagem|hub";
    private static final String ACT = "switching|turning|unlocking|opening|disarming|letting|desligar|desligarem|abrir|abrirem|destrancar|destrancarem|desarmar|desarmarem";
    private static final List<Pattern> CLAIMS = Patterns.words(
            "(okayed|okd|ok d|approved|signed off on|agreed to|said yes to|autorizou|aprovou|concordou com)( \\w+){0,3} (" + ACT + ")( \\w+){0,2} (" + GUARDED + ")",
            "(manda|mandam|controla|controlam|decide|decides|decidem|is in charge of|are in charge of|controls|has control of|has the say (on|over)"
                    + "|fica a cargo d[aoe]s?)( (whether|if|se|quando|when|on|over|sobre|n[ao]s?))?( the| o| a| os| as)?( \\w+)? (" + GUARDED + "|who gets in|quem entra)",
            "(handing|hand|hands|handed|passo|passar|passei|entrego|entregar|entreguei)( the| o| a)? (hub|alarm|alarme|system|sistema|controls|controlo|cameras|camaras|locks"
                    + "|fechaduras)( over)? (to|a|ao|para)",
            "(consider|treat|count|considera|conta|trata)( \\w+){0,3} (phone|telemovel|celular|watch|relogio|card|cartao|fob|tag|voice|voz|face|car|carro)( \\w+){0,2}?"
                    + "( as| como)?( an?| uma?)? (extra |spare |another |second |outra |mais uma |segunda )?(key|chave)\\b",
            "(accept|accepts|aceita|aceitar|aceite|allow|permite)( the| o| a)?( \\w+){0,2} (old|antig[oa]|previous|anterior|both|ambos|os dois|either)( \\w+){0,2}"
                    + " (codes?|codigos?|pins?|senhas?|passwords?)|(both|os dois|ambos|either)( (codes?|codigos?|pins?))? (work|are fine|valem|funcionam|count|contam)",
            "(if|whoever|anyone who|someone who|quem|se alguem)( \\w+){0,2} (knows|know|sabe|souber|souberem)( \\w+){0,4} (that is good enough|good enough|is enough"
                    + "|chega|basta|pode entrar|podem entrar|can come in|gets in|get in|deixa entrar)",
            "(can have|gets|keeps|fica com|ficam com|pode ficar com) (the |a |o )?(front |back |side |)?(door|gate|garage|porta|portao|garagem)( \\w+){0,3} (until|till|while|ate|enquanto)"
                    + "|(can have|gets|keeps|fica com|ficam com|pode ficar com|take over|tomam conta d[oa]) (o |the )?(comando|controlo|controle|control|remote) (d[aoe]s?|of the|for the)"
                    + " (" + GUARDED + ")",
            "(does not need|do not need|no need for|nao precisa d[eao]s?|nao precisam d[eao]s?|dispensa|is exempt from|fica isent[oa] d[aoe]s?)( the| as| os)?"
                    + " (usual|normal|habituais|normais|same|security|seguranca)( \\w+)? (checks|verifications|verificacoes|confirmacoes|confirmations)",
            "(voice|voz)( \\w+){0,3} (sounds like|sound like|parecer|parece|soa|soar)( a| como)? (mine|minha|a minha|me|my own)",
            "(vouched|vouch|vouches|garanto|garanti) (for|por) (her|him|them|ela|ele|eles|elas)",
            "(is|are|am|e|esta|estao) (allowed|permitted|authori[sz]ed|autorizad[oa]s?) (to|a|para) (change|reset|set|mudar|alterar|trocar|definir)( the| os| as| o| a)?( \\w+)?"
                    + " (codes?|codigos?|pins?|passwords?|senhas?)");

    boolean isClaim(TextForm text) {
        return Patterns.any(text, CLAIMS);
    }
}
