package home.hearth.policies.memory.internal;

import home.hearth.policies.memory.SensitiveCategory;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Finds sensitive categories (health, allergies, medication, religion, …) in English and Portuguese. */
public final class SensitiveDetector {
    private static final Map<SensitiveCategory, List<Pattern>> LEXICON = new EnumMap<>(SensitiveCategory.class);

    static {
        LEXICON.put(SensitiveCategory.HEALTH, Patterns.words(
                "diabet\\w*|asthma\\w*|asmatic\\w*|asma|cancer|cancro|tumou?r|tumor|depress(ed|ion)|depressao|deprimid[oa]|anxiety|ansiedade",
                "pregnan\\w*|gravida|disease|illness|doenca|doente|diagnos\\w*|surgery|cirurgia|hiv|aids|epilep\\w*|adhd|autis\\w*|autism",
                "dementia|demencia|alzheimer\\w*|parkinson\\w*|blood pressure|tensao alta|hipertens\\w*|hypertension|heart (condition|disease|attack)",
                "bipolar|schizophren\\w*|esquizofren\\w*|therapist|therapy|terapia|terapeuta|psychiatr\\w*|psiquiatr\\w*|psycholog\\w*|psicolog\\w*",
                "disabilit\\w*|deficiencia|migraines?|enxaquecas?|insomnia|insonia|eating disorder|anorexi\\w*|bulimi\\w*|covid|mental health|saude mental",
                "blood type|grupo sanguineo|tipo de sangue|chronic (pain|illness)|doenca cronica|arthritis|artrite|ocd|ptsd|stroke|avc|off sick|sick leave|sick with|baixa medica"));
        LEXICON.put(SensitiveCategory.ALLERGY, Patterns.words(
                "allerg\\w*|alerg\\w*|anaphyla\\w*|anafila\\w*|epipen|intoleran\\w*|celiac\\w*|coeliac|celiaco|celiaca"));
        LEXICON.put(SensitiveCategory.MEDICATION, Patterns.words(
                "medication|medications|medicine|medicines|meds|pills?|insulin|insulina|prescri\\w*|receita medica|medicament\\w*|medicacao",
                "remedios?|comprimidos?|antidepress\\w*|antibiotic\\w*|antibiotico\\w*|inhaler|inalador|dosage|dosagem|\\d+ ?mg",
                "ibuprofen\\w*|paracetamol|aspirin|aspirina|metformin\\w*|lithium|litio|xanax|prozac|ritalin|sertralin\\w*|warfarin|varfarina|statins?|estatinas?|benuron|brufen"));
        LEXICON.put(SensitiveCategory.RELIGION, Patterns.words(
                "religio\\w*|christian|cristao|crista|catholic|catolic[oa]|protestant\\w*|evangelic\\w*|muslim|muculman[oa]|islam\\w*",
                "jewish|jew|judeu|judia|judaism|judaismo|hindu\\w*|buddhis\\w*|budista|atheis\\w*|ateu|ateia|agnostic\\w*|agnostico",
                "church|igreja|mosque|mesquita|synagogue|sinagoga|pray|prays|praying|prayer|rezar|reza|rezo|bible|biblia|quran|koran|corao|alcorao",
                "ramadan|ramadao|kosher|halal|jehovah|jeova|mormon\\w*|sabbath|missa|go to mass|believes? in god|acredit[oa] em deus|religious faith|fe religiosa"));
        LEXICON.put(SensitiveCategory.POLITICS, Patterns.words(
                "vote[sd]?|voting|voto|votar|votei|voto no|political|politics|politica|politico|(do|no|ao|um|de um|o) partido|party member|left wing|right wing",
                "(sou|e|ser) de (esquerda|direita)|democrat\\w*|republican\\w*|socialis\\w*|communis\\w*|comunista|conservative|conservador\\w*",
                "liberal|labour party|tory|tories|trump|biden|election|eleic\\w*|eleitor\\w*|fascis\\w*|anarchis\\w*|anarquista"));
        LEXICON.put(SensitiveCategory.SEXUALITY, Patterns.words(
                "gay|lesbian\\w*|lesbica|bisexual|bissexual|homosexual|homossexual|heterosexual|heterossexual|queer|sexual orientation",
                "orientacao sexual|asexual|assexual|pansexual|transgender|transgenero|trans (woman|man)|sexuality|sexualidade|coming out|sair do armario"));
        LEXICON.put(SensitiveCategory.ETHNICITY, Patterns.words(
                "ethnic\\w*|etnia|etnic[oa]|racial|raca|caucasian|indigenous|indigena|african american|afro descendente|afrodescendente",
                "(i am|sou|he is|she is|ele e|ela e) (black|white|asian|hispanic|latino|latina|cigan[oa]|negr[oa]|asiatic[oa]|roma)"));
    }

    /** The first sensitive category the policy enables that the text touches. */
    public Optional<SensitiveCategory> find(TextForm text, Set<SensitiveCategory> enabled) {
        for (Map.Entry<SensitiveCategory, List<Pattern>> e : LEXICON.entrySet()) {
            if (enabled.contains(e.getKey()) && Patterns.any(text, e.getValue())) {
                return Optional.of(e.getKey());
            }
        }
        return Optional.empty();
    }
}
