package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Control handed over in everyday words, English and Portuguese (the families {@link PermissionClaims}
 * reads in more formal ones):
 * <ul>
 *   <li>a spending or age limit lifted ("the spending cap can go for me", "pode tirar o limite de gastos",
 *       "the age limit on buying games doesn't apply to Leo anymore"): a limit on purchases is a check;
 *   <li>someone's word made law ("whatever my son says goes", "o que o meu filho disser vale");
 *   <li>any voice said to do for a guarded thing ("any grown-up voice is fine for the alarm", "qualquer voz
 *       de adulto serve para o alarme");
 *   <li>someone left in charge, the locks included ("Mia is in charge of the house, including the locks").
 * </ul>
 * A limit that is not on buying ("the weight limit on the bridge", "screen time") and a chore near the
 * locks ("Dad is in charge of checking the locks at night") stay memories.
 */
final class HandedOverControl {
    private static final String LIMIT = "(spending|purchase|purchases|buying|shopping|order|orders|age|credit|gastos|compras|idade|despesa|despesas)"
            + " (limits?|caps?|restrictions?|ceilings?|limites?|tetos?|restric\\w*)"
            + "|(limits?|caps?|restrictions?) on (spending|purchases|buying|shopping|orders|apps|games|in app)"
            + "|(limites?|tetos?|restric\\w*) (de|dos|das|para|pra|nas|nos) (gastos|compras|idade|despesas|apps|jogos)"
            + "|limites? de idade";
    private static final String GUARDED = "alarm|alarme|doors?|portas?|locks?|fechaduras?|gate|portao|garage|garagem|house|casa";
    private static final List<Pattern> HANDED_OVER = Patterns.words(
            // a purchase limit lifted
            "(" + LIMIT + ")( \\w+){0,5}? (can go|may go|goes|is gone|is off|can be off|is lifted|off|no longer|does not apply|do not apply|does not count|do not count"
                    + "|nao (se )?aplica|ja nao (se )?aplica|nao vale|ja nao vale|nao conta|ja nao conta|acabou|foi retirad[oa]|foi levantad[oa]|pode ir)",
            "(tira|tirar|tirem|tire|retira|retirar|remove|remover|removes|levanta|levantar|lift|lifts|drop|drops|scrap|get rid of|take off|take away"
                    + "|suspend|suspende|suspender|ignore|ignora|ignorar|esquece|forget|no more|chega de|sem|without|waive|turn off|switch off"
                    + "|desliga|desligar)( \\w+){0,3} (" + LIMIT + ")",
            // someone's word made law
            "(whatever|anything|everything|o que|tudo o que|aquilo que)( \\w+){1,3} (says|said|tells you|asks|wants|disser|mandar|pedir|quiser|diz|manda)"
                    + " (goes|is law|stands|counts|vale|valem|e lei|manda|conta)",
            // any voice does for a guarded thing
            "(any|anybody s|anyone s|every|qualquer|toda)( \\w+){0,2} (voice|voices|voz|vozes)( \\w+){0,3} (is fine|is ok|is okay|is enough|will do|does|works"
                    + "|is good|serve|servem|chega|basta|vale|valem|esta bem|ta bem|e suficiente)( \\w+){0,2} (for|to|para|pra|pro|a|o) (the |o |a |as |os )?"
                    + "(\\w+ )?(" + GUARDED + ")",
            // the house handed over: "can have the run of the house", "pode fazer o que quiser cá em casa"
            "(the |free )?run of the (house|place|home|flat)|(pode|podem|podes) fazer (o que|tudo o que) (quiser|quiserem|lhe apetecer)"
                    + "( \\w+){0,2} (em casa|ca em casa|na casa|aqui|nesta casa)",
            // a guarded thing entrusted: "Grandad is trusted with the alarm", "o avô fica com o alarme a cargo dele"
            "(trusted|entrusted|confiad[oa]s?|encarregad[oa]s?) (with|com|d[ao]s?) (the |o |a |os |as )?(\\w+ )?(" + GUARDED + "|keys|chaves|code|codigo)"
                    + "|(" + GUARDED + "|chaves|codigo)( \\w+){0,2} a cargo d(ele|ela|eles|elas|o|a)\\b",
            // told not to be strict about who gets in: "you don't have to be so strict about who opens the gate"
            "(not|no need|nao|nem)( \\w+){0,5} (strict|fussy|picky|rigid|careful|rigid[oa]|rigoros[oa]|exigentes?|esquisit[oa]|cuidados[oa])"
                    + " (about|with|over|com|sobre|quanto a) (who|whom|quem)",
            // left in charge, the locks included
            "(in charge|responsible|a mandar|manda|mandar|tomar conta|toma conta|encarregad[oa]|responsavel)( \\w+){0,8} (including|incluindo|even|ate"
                    + "|mesmo) (the |as |os |o |a )?(\\w+ )?(locks|doors|alarm|keys|permissions|fechaduras|portas|alarme|chaves|permissoes)");

    boolean isHandedOver(TextForm text) {
        return Patterns.any(text, HANDED_OVER);
    }
}
