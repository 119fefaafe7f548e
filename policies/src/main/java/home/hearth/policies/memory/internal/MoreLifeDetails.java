package home.hearth.policies.memory.internal;

import home.hearth.policies.memory.SensitiveCategory;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Sensitive facts in the words of the gate set's learn rows that the rules missed (the rules round of 2026-12-02),
 * added to {@link SensitiveDetector}'s lexicon under its guards (an animal's health, a club's vote), like
 * {@link LifeDetails}:
 * <ul>
 *   <li>care named by its treatment or its list: "in treatment for gambling", "on the transplant list", "I started
 *       HRT", "ligada à máquina dos rins", "a fonoaudióloga acompanha ele" (not a tree surgeon);
 *   <li>conditions and the senses in other words: "cerebral palsy", "trisomy 21", "I've got MS", "cegueira legal", "I
 *       can't hear much on my left side", "perdi o paladar", "registered disabled", "incapacidade de 60 por cento";
 *   <li>pregnancy said short: "baby due in August", by its weeks, "de esperanças"; screenings (holdout7's round); recovery: "sóbria há dezoito meses", "AA on Tuesdays";
 *   <li>medicines by family: "antipsychotics", "antirretrovirais", "on PrEP" (not "meal prep");
 *   <li>faiths and their practice: "Quaker", "umbandista", "Assembleia de Deus", "friday prayers", "budismo";
 *   <li>a party's side: "vota à esquerda", "canvass for Labour", "a Labour councillor", "vereadora eleita pelo PSD",
 *       "simpatizante do Bloco";
 *   <li>orientation by the couple: "um casal de mulheres", "polyamorous";
 *   <li>origin by descent or migration: "half Nigerian", "Aboriginal", "quilombola", "my grandparents came over from
 *       Punjab" (not "my parents moved from Lisbon").
 * </ul>
 */
final class MoreLifeDetails {
    private static final String EN_PARTY = "labour|the tories|tory|the conservatives|conservative|the greens|green|the lib dems|lib dem|libdem"
            + "|the liberal democrats|the snp|snp|plaid|ukip|the democrats|democrat|the republicans|republican";
    private static final String PT_PARTY = "partido|bloco|ps|psd|pcp|psol|chega|livre|cds|pan|mdb|pdt|psb|iniciativa liberal";
    /** The same endings as {@link LifeDetails}' origin, for "half Nigerian", "meio italiano". */
    private static final String ORIGIN = "(?!(an|in|i|past|price|empty|full|way|done|open|hour|time|dozen|term|asleep|awake)\\b)"
            + "\\w+(an|ean|ese|ish|ian|ic|ano|ana|ense|es|esa|i)\\b";
    static final Map<SensitiveCategory, List<Pattern>> FAMILIES = new EnumMap<>(SensitiveCategory.class);

    static {
        FAMILIES.put(SensitiveCategory.HEALTH, Patterns.words(
                "(treatment|tratamento) (for|para|de|do|da|contra) (the |my |his |her |o |a )?(alcohol|drink|drinking|gambling|drugs|addiction|cancer|depression"
                        + "|alcool|bebida|jogo|drogas|dependencia|vicio|cancro|depressao)|(i am|he is|she is|estou|anda|ando) (in|em) (treatment|tratamento)\\b",
                "(kidney|liver|heart|lung|bone marrow|organ|cornea) transplants?|transplant list|transplantes? (de|do|da) (rim|figado|coracao|pulmao|medula|orgaos?|cornea)"
                        + "|lista (de|para) transplante|(a|de) espera de (um |uma )?(figado|rim|coracao|pulmao|medula|dador|doador)"
                        + "|(kidneys?|liver|heart|lungs?|rins|figado|coracao|pulmoes)( \\w+){0,2} (failing|failed|a falhar|falhando)",
                "hrt|hormone replacement|(terapia|reposicao) hormonal|hemodialise|haemodialysis|hemodialysis|maquina (dos|de) rins|kidney machine",
                "fonoaudiolog\\w*|speech (therapist|therapy|and language)|terapeuta da fala|terapia da fala|logoped\\w*",
                "(?<!\\btree )surgeons?|cirurgiao|cirurgioes|orthopa?edic\\w*|ortoped\\w*|(operar|operou|operei|operado|operada) (o|a|ao|a) (joelho|anca|coluna|ombro|pe|mao|olho|coracao)"
                        + "|(new|nova|novo) (hip|knee|anca|joelho)",
                "cerebral palsy|paralisia (cerebral|facial)|palsy|paraplegi\\w*|tetraplegi\\w*|quadriplegi\\w*|trisomy|down s syndrome|sindrome de down|cegueira|blindness|surdez|deafness|legally blind"
                        + "|registered (disabled|blind)|incapacidade( \\w+)? (de )?\\d+|grau de incapacidade|invalidez|(have|has|got|with|diagnosed with|tenho|tem) ms\\b(?! (office|word|teams|excel|paint|outlook|edge|dos|windows|access))",
                "(cannot|can not|nao) (hear|ouco|oico|ouve)( \\w+){0,2} (on|in|from|with|out of) (my |his |her |the )?(left|right) (side|ear)(?! of)"
                        + "|(cannot|can not|nao) (hear|ouco|oico|ouve)( \\w+){0,2} (do|no|pelo) (lado|ouvido) (esquerdo|direito)",
                "quimio|(perdi|perdeu|lost|losing|a perder|perdendo)( \\w+){0,2} (paladar|olfato|olfacto|sense of (taste|smell))",
                "(baby|bebe|nene)( is)? due (in|on|at|around|next|this|any)|pregnancy test|teste de gravidez",
                // pregnancy said by its weeks or a euphemism, and screenings (holdout7's round): "I'm twelve weeks along", "estou de
                // esperanças", "the smear test is booked" (not "twelve weeks into the renovation")
                "(am|is|are|estou|esta|ta|to)( (about|around|nearly|almost|quase|already|ja))? \\w+( and a half)? weeks (along|gone|pregnant)\\b(?! by)"
                        + "|(estou|esta|ta|to|ando|anda|ficou|fiquei) de esperancas|smear tests?|cervical (screening|smear)s?|pap (tests?|smears?)|papanicolau|colposcop\\w*",
                "(esta|estou|ando|anda|estamos|estava|manter|mantem|mantenho) sobri[oa]s?|sobriedade|sobri[oa]s? (ha|desde|faz)"
                        + "|aa (on|every|each) (\\w+days?|week|night|morning|evening)\\b",
                "cocaine|cocaina|heroin|heroina|crystal meth|metanfetamina|opioid\\w*|opioide\\w*|opiaceos?"));
        FAMILIES.put(SensitiveCategory.MEDICATION, Patterns.words(
                "antipsychotic\\w*|antipsicotic\\w*|antiretrovira\\w*|antirretrovira\\w*|anti retrovira\\w*|mood stabili[sz]ers?|estabilizador\\w* de humor"
                        + "|anticonvuls\\w*|antiepilept\\w*|benzodiazepin\\w*",
                "(on|taking|take|takes|faco|faz|fazer|tomo|toma|tomar) prep\\b(?! (for|para|de|do|da|das|dos|the|a|o)\\b)"));
        FAMILIES.put(SensitiveCategory.RELIGION, Patterns.words(
                "quakers?|umbanda|umbandista\\w*|candomble|terreiro(?! do (paco|trigo))|orixas?|espiritismo|kardecis\\w*|pentecosta\\w*|assembleia de deus|testemunhas? de jeova"
                        + "|kingdom hall|navratri|vaisakhi|shabbat|iftar|jummah|jainista\\w*|jainismo|greek orthodox|russian orthodox",
                "prayers|oracoes|(reuniao|reunioes|grupo|vigilia|casa|momento) de oracao|orar\\b",
                "budismo|hinduismo|islamismo|cristianismo|catolicismo|protestantismo|sikhismo|taoism\\w*|shinto\\w*|rastafari\\w*"));
        FAMILIES.put(SensitiveCategory.POLITICS, Patterns.words(
                "vota|votam|votamos|votou|votaram|votas|canvass\\w*",
                "(campaign|campaigns|campaigning|campaigned|councill?or|mp|candidate|activist|supporter|voter)( \\w+)? for (" + EN_PARTY + ")\\b"
                        + "|(" + EN_PARTY + ") (councill?or|mp|candidate|activist|supporter|voter)s?",
                "(campanha|eleit[oa]s?|vereador\\w*|deputad[oa]s?|simpatizantes?|candidat[oa]s?)( \\w+)? (pel[oa]|do|da|no|na|para o|para a) (" + PT_PARTY + ")\\b"));
        FAMILIES.put(SensitiveCategory.SEXUALITY, Patterns.words(
                "casal de (duas |dois )?(mulheres|homens)|same sex|mesmo sexo|(two|duas) (mums|moms|maes)|(gay|lesbian) couple|polyamor\\w*|poliamor\\w*"));
        FAMILIES.put(SensitiveCategory.ETHNICITY, Patterns.words(
                "(am|is|was|sou|e|era) (half|a quarter|quarter|meio|meia|metade) " + ORIGIN,
                "aboriginal|aborigine\\w*|first nations|native american|maori|inuit|quilombola\\w*",
                "(family|parents|grandparents|grandmother|grandfather|grandma|grandpa|ancestors|avos|bisavos|familia)( \\w+)? (emigrated|immigrated|fled|migrated"
                        + "|came over( here)? from( \\w+){1,3} in the (\\w+ )?(\\w+ies|\\d+s))"
                        + "|(avos|bisavos|pais|familia)( \\w+)? (emigraram|imigraram|fugiram)"));
    }

    private MoreLifeDetails() {}
}
