package home.hearth.policies.memory.internal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Gives a text memory its category, in English and Portuguese. The first family that matches wins,
 * in this order: device_alias, household_rule, maintenance_event, contact, routine, preference,
 * personal_fact; anything else is a {@code note}.
 */
public final class CategoryClassifier {
    public static final String NOTE = "note";
    private static final Map<String, List<Pattern>> FAMILIES = new LinkedHashMap<>();
    private static final String RELATIVES_EN = "sister|brother|mum|mom|mother|dad|father|son|daughter|wife|husband|partner|grandma|grandpa|granny"
            + "|grandad|grandmother|grandfather|aunt|auntie|uncle|cousin|niece|nephew|parents|kids|children|friend|neighbour|neighbor|boss"
            // godchildren and step-family are family too: "my godson is staying with us for the week" is the household's news
            + "|twin|twins|godson|goddaughter|godchild|godmother|godfather|stepson|stepdaughter|stepmum|stepmom|stepmother|stepdad|stepfather|grandson|granddaughter";
    private static final String RELATIVES_PT = "irma|irmao|mae|pai|filho|filha|mulher|marido|esposa|namorad[oa]|avo|tia|tio|prima|primo|sobrinh[oa]"
            + "|gemeo|gemea|gemeos|gemeas|pais|filhos|amig[oa]|vizinh[oa]|chefe|sogr[oa]|cunhad[oa]|afilhad[oa]|padrinho|madrinha|entead[oa]|padrasto|madrasta|net[oa]";

    static {
        FAMILIES.put("device_alias", Patterns.words(
                "(is|are) (also )?(called|known as|named)|(call|calls|we call) (the|my|our) \\w+|alias|nickname|when i say \\w+ i mean",
                "(chama se|chamamos|chamo|chamam|conhecid[oa] como|alcunha)|quando (eu )?digo \\w+ (quero dizer|refiro me)"));
        FAMILIES.put("household_rule", Patterns.words(
                "(no one|nobody|kids|children|guests|everyone|everybody|we) (must|should|may not|cannot|are not allowed|have to|need to)"
                        + "|house rule|household rule|rule is|in this house|not allowed",
                // "mas não é regra" says it is no rule
                "(?<!\\bnao e )(?<!\\bnao e uma )regra|(ninguem|as criancas|os miudos|os convidados|todos|toda a gente) (pode|podem|deve|devem|tem de|tem que|nao podem|nao pode)"
                        + "|nesta casa|proibido"));
        FAMILIES.put("maintenance_event", Patterns.words(
                "filter|boiler|error e?\\d+|ticket|repaired|fixed|replaced|serviced|cleaned|battery|batteries|maintenance|installed|technician"
                        + "|plumber came|leak|descaled|firmware",
                "filtro|caldeira|erro e?\\d+|reparad[oa]|arranjad[oa]|substitui\\w*|limpe[iz]\\w*|limpo|limpa|manutencao|baterias?|tecnico|instalad[oa]"
                        + "|canalizador|fuga|avaria"));
        FAMILIES.put("contact", Patterns.words(
                "phone( number)?|email|e mail|address|lives at|contact|number is|mobile|whatsapp",
                "telefone|telemovel|numero (de|do|da)|morada|contacto|mora (em|na|no)"));
        FAMILIES.put("routine", Patterns.words(
                "every (day|morning|evening|night|week|weekday|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|usually"
                        + "|on (weekdays|weekends|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|each (day|morning|night)"
                        + "|wake up at|go to bed at|get up at|routine",
                "todos os dias|todas as (manhas|noites|semanas)|costumo|costuma|normalmente|as (segundas|tercas|quartas|quintas|sextas)"
                        + "|aos (sabados|domingos)|acordo as|deito me|rotina|fins de semana"));
        FAMILIES.put("preference", Patterns.words(
                "like|likes|love|loves|prefer|prefers|enjoy|enjoys|hate|hates|dislike|dislikes|favou?rite|rather|want|wants|fond of",
                "gosto|gosta|adoro|adora|prefiro|prefere|odeio|odeia|detesto|detesta|favorit[oa]|quero|quer|curto"));
        // About the writer, not about their family: "my sister's anniversary", "Maria's birthday party" and "o meu pai sabe
        // sangrar os radiadores" are facts a household may keep (as notes), so a relative or someone else's birthday is not
        // a personal fact
        FAMILIES.put("personal_fact", Patterns.words(
                "i am|i have(?! (had|to)\\b)|i work|i was born|my (birthday|job|name)|my (?!(" + RELATIVES_EN + ")\\b)\\w+ is|i live|i study",
                // "tenho de pedir outro" is a chore and "o trabalho do Leo" a piece of work, not facts about the writer
                "eu sou|sou|tenho(?! (de|que)\\b)|trabalho (em|na|no|nos|nas|como|para|ha|desde|a partir|por conta|numa|num|com)|nasci|(o meu|a minha) (?!(" + RELATIVES_PT + ")\\b)\\w+|moro|estudo"));
    }

    public String classify(TextForm text) {
        for (Map.Entry<String, List<Pattern>> family : FAMILIES.entrySet()) {
            if (Patterns.any(text, family.getValue())) {
                return family.getKey();
            }
        }
        return NOTE;
    }
}
