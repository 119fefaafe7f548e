package home.hearth.policies.memory.internal;

import home.hearth.policies.memory.SensitiveCategory;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Sensitive facts in the plain words holdout4 used (the gate set's twenty-eighth round), added to
 * {@link SensitiveDetector}'s lexicon under its guards (an animal's health, a club's vote):
 * <ul>
 *   <li>recovery and quitting: "sober three years", "I see a sponsor every week", "trying to quit vaping", "deixei de
 *       beber há dois anos" (not "we stopped drinking fizzy drinks", "deixámos de comprar refrigerantes");
 *   <li>a tooth treated: "a tooth extraction", "a root filling", "vou tirar o siso";
 *   <li>orientation said short: "I'm bi";
 *   <li>origin by the family's side or roots: "my dad's side of the family is Angolan", "my grandmother was Roma" (a
 *       nationality alone is not: "I'm Portuguese and my husband is Dutch");
 *   <li>a faith practised: "pratico budismo", "a Hindu who fasts on tuesdays";
 *   <li>a party's member: "a card carrying member of the Greens", "sou militante do Bloco", "filiada ao PT" (not a club's:
 *       "I'm on the committee of the allotment society").
 * </ul>
 */
final class LifeDetails {
    private static final String NOT_A_DRINK = "(?! (coffee|tea|milk|fizzy|soda|sodas|juice|cola|coke|water|energy drinks?|cafe|cha|leite|refrigerantes?"
            + "|sumos?|sucos?|coca cola|agua)\\b)";
    /** A people or a country's adjective by its ending ("angolan", "cape verdean", "goesa"), not a trade or a subject ("a fisherman", "music"). */
    private static final String ORIGIN = "(?!(\\w*man|\\w*men|\\w*cian|librarian|vegetarian|veterinarian|historian|agrarian|contrarian|music|magic|basic|classic|public|comic|panic|plastic|electric|organic"
            + "|yes|his|this|has|was|does|goes|times|sometimes|clean|can|an|in|i|mi|hi|ha)\\b)\\w+(an|ean|ese|ish|ian|ic|ano|ana|anos|anas|ense|enses|es|esa|esas|eses|i)\\b";
    static final Map<SensitiveCategory, List<Pattern>> FAMILIES = new EnumMap<>(SensitiveCategory.class);

    static {
        FAMILIES.put(SensitiveCategory.HEALTH, Patterns.words(
                "(sober|clean)( for)?( \\w+){1,2} (years?|months?|weeks?|days?)|(years?|months?|weeks?|days?) sober|(go|goes|going|went|attend\\w*) to (aa|na|alcoholics anonymous"
                        + "|narcotics anonymous) |alcoolicos anonimos|narcoticos anonimos|(my|a|his|her) sponsor|(have not|has not|not) had a drink",
                "(quit|quitting|stop|stopping|stopped|give up|giving up|gave up|cut down on|cutting down on|kick|kicking) (smoking|vaping|the vape"
                        + "|cigarettes|the cigarettes|booze|the booze|weed|cannabis|alcohol|drinking" + NOT_A_DRINK + ")",
                "(deixar|deixei|deixou|deixo|parar|parei|parou|largar|larguei|largou) de (fumar|vapear|beber" + NOT_A_DRINK + ")"
                        + "|(adesivos|pastilhas|pensos) de nicotina|nicotine (patch|patches|gum)",
                "root (canal|filling)|tooth extraction|(molar|molars|premolar|premolars|incisor|incisors)( \\w+)? (pulled|out|extracted|removed|taken out)|(extraction|extracted)( \\w+){0,2} (tooth|teeth|molar)|(tirar|tirei|tira|arrancar|arranquei) (o |os |um |uns )?(siso|sisos)"));
        FAMILIES.put(SensitiveCategory.SEXUALITY, Patterns.words(
                "(am|is|are|sou|e|sao|somos) (bi|bi curious)(?! (weekly|monthly|annual|lingual)\\b)"));
        FAMILIES.put(SensitiveCategory.ETHNICITY, Patterns.words(
                "(side of the family|(mother|father|mum|mom|dad)(s| s| is) (side|family|people)|familia d[ao]( minha| meu)? (mae|pai|avo|avos|marido|mulher)|roots|heritage|ancestors|ancestry|background|lado d[ao] (pai|mae)"
                        + "|raizes|antepassados)( \\w+){0,3} (is|are|was|were|e|sao|era|eram)( (?!(in|on|at|from|em|no|na|de|do|da)\\b)\\w+)? " + ORIGIN,
                "(family|familia)( \\w+){0,2} (is|are|e|sao)( \\w+)? " + ORIGIN + "( \\w+){0,4} (side|lado)",
                "(grandmother|grandfather|grandma|grandpa|granny|grandad|grandparents|avo|avos|bisavo|bisavos)( \\w+){0,2} (is|are|was|were|e|era|eram|sao)"
                        + " (roma|romani|cigan[oa]s?|black|negr[oa]s?|" + ORIGIN + ")"));
        FAMILIES.put(SensitiveCategory.RELIGION, Patterns.words(
                "(practising|practicing|devout|observant|praticante|pratico|pratica|praticamos) (\\w+ )?(hindu|buddhist|muslim|jew|jewish|catholic|christian"
                        + "|sikh|budismo|budista|hinduismo|islao|catolicismo|judaismo)|(pratico|pratica|praticamos|practise|practice|practises|practices) (o )?\\w+ismo?\\b"));
        FAMILIES.put(SensitiveCategory.POLITICS, Patterns.words(
                // a party, not a trust or a club: "a paid up Labour member", "a card carrying member of the Greens"
                "(labour|tory|conservative|green|greens|libdem|lib dem|snp|reform|ukip|socialist|communist) (party )?member|member of the (\\w+ )?(party"
                        + "|greens|labour|tories|conservatives|lib dems|liberal democrats|snp|reform|ukip|socialists|communists)",
                "(sou|e|ele e|ela e|somos) (militante|filiad[oa]|filiados|filiadas|membro|socio)( do| da| ao| a| no| na)? (partido|bloco|ps|psd|pcp|pt|psol|pl|chega"
                        + "|livre|il|iniciativa liberal|cds|pan|mdb|pdt|psb|pv)\\b|(filiad[oa]s?|militantes?) (ao|a|do|da|no|na) (partido|bloco|ps|psd|pcp|pt|psol|pl|chega"
                        + "|livre|il|cds|pan|mdb|pdt|psb|pv)\\b"));
    }

    private LifeDetails() {}
}
