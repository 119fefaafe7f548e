package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Finds volatile device state ("the front door is open", "a luz está ligada"): it changes, so the
 * hub asks the device live instead of remembering it. Habits and wishes ("the porch light is on
 * every evening", "I like the light on") are not volatile.
 */
public final class VolatileStateDetector {
    private static final String DEVICES_EN = "doors?|windows?|lights?|lamps?|garage|gate|alarm|heating|heater|boiler|ac|air conditioning"
            + "|aircon|tv|television|oven|stove|lock|blinds?|shutters?|curtains?|fan|dishwasher|washing machine|dryer|fridge|freezer"
            + "|sprinklers?|camera|thermostat|radiators?|kettle|computer|speakers?|music|radio|hob|iron|plug|socket|switch"
            // appliances and gadgets named the way people say them
            + "|tumble dryer|coffee machine|coffee maker|hoover|vacuum|robot|charger|doorbell|smoke alarm|router|printer|humidifier"
            + "|dehumidifier|extractor|hot tub|jacuzzi|pump|immersion|towel rail|car|electric car|coffee machine|espresso machine|machine|shower"
            + "|bath|bathtub|taps?|hose|cat flap|dog flap|pet door|loft hatch|hatch|microwave|console|playstation|xbox|skylight|awning|projector|wallbox|telly|washer|cooker|log burner|fireplace"
            // holdout7's round: alarms and sensors named by what they are, shades and lids
            + "|detector|sensor|smoke detector|co alarm|shades|roller shades|lid";
    private static final String STATES_EN = "open|opened|closed|shut|on|off|locked|unlocked|armed|disarmed|running|playing|ajar"
            + "|up|down|muted|paused|unplugged|plugged in|left open|left on|offline|online|disconnected|stuck|jammed|wide open"
            + "|on full|on high|on low|at full blast|full blast|flashing|beeping|buzzing|halfway through|half way through|nearly done"
            + "|almost done|nearly finished|almost finished|latched|unlatched|not (shut|closed|locked|latched) properly|cranked( right)? up|turned right (up|down)|on max|maxed out|on the latch|off the latch|chirping|bleeping|shrieking|screeching|wailing|sounding|going off|blaring|lowered|raised|drawn|pulled down|half down|half open|bolted(?! (to|onto|on|into|down)\\b)|unbolted|out of (paper|ink|toner|water|beans|coffee|salt|rinse aid|detergent)";
    /** Doing something now: these take an object ("charging the car"), so the preposition guard does not apply. */
    private static final String ACTIVITIES_EN = "(charging|playing|recording|printing|updating|downloading|heating up|warming up|cooling down"
            + "|preheating|boiling|spinning|draining|filling|defrosting|brewing|streaming|ringing)"
            // a thing named by what it is for is no activity: "the hoover robot's charging base sits behind the sofa"
            + "(?! (base|station|dock|pad|cable|cables|lead|leads|point|points|port|ports|mat|stick|box|unit|stand|plate|paper|room|studio|cradle)\\b)";
    /** "on", "off", "up", "down" as prepositions ("the lights are on the second switch") are not states. */
    private static final String NOT_A_STATE_AFTER = "(?! (the|a|an|my|our|its|your|his|her|their|top|each|every|both|this|that|one|two"
            + "|first|second|third|same|wall|floor|timer|\\d+)\\b)";
    private static final String DEVICES_PT = "portas?|janelas?|luz|luzes|lampadas?|candeeiros?|garagem|portao|alarme|aquecimento|aquecedor"
            + "|caldeira|ar condicionado|tv|televisao|televisor|forno|fogao|fechadura|estores?|persianas?|cortinas?|ventoinha"
            + "|maquina de lavar|maquina da loica|frigorifico|arca|rega|camara|termostato|radiador|chaleira|musica|radio|ficha|tomada"
            // appliances and gadgets, European and Brazilian names
            + "|maquina de secar|secador|maquina do cafe|maquina de cafe|cafeteira|aspirador|robo|ventilador|carregador|campainha|camera"
            + "|geladeira|detetor de fumo|detector de fumaca|router|roteador|impressora|chuveiro|esquentador|lava loicas|lava loucas"
            + "|exaustor|bomba|desumidificador|humidificador|umidificador|coluna|som|toalheiro|jacuzzi|hidromassagem|carro|cancela|claraboia"
            + "|banheira|placa|congelador|termoacumulador|cilindro|alcapao|portinhola|gateira|salamandra|lareira|micro ondas|microondas|consola|lavadora|secadora|torneira|sensor|sensores|detetor|detector|pisca pisca|luzinhas|luzes de natal";
    /** Wired to something is lasting, not switched on (holdout7's round): "o sensor está ligado à instalação elétrica". */
    private static final String WIRED = "(?! (a|ao|aos|as) (corrente|instalacao|rede|central|parede|quadro|internet|wifi|app|aplicacao|hub|campainha|caldeira|eletricidade)\\b)";
    private static final String STATES_PT = "abert[oa]s?|fechad[oa]s?|ligad[oa]s?" + WIRED + "|aces[oa]s?|apagad[oa]s?|desligad[oa]s?|trancad[oa]s?"
            + "|destrancad[oa]s?|armad[oa]|desarmad[oa]|a funcionar|a tocar|em baixo|em cima|subid[oa]s?|descid[oa]s?|em pausa"
            + "|escancarad[oa]s?|desconectad[oa]s?|desligad[oa]s? da (rede|net|internet|tomada)|offline|online|encravad[oa]s?"
            // stuck, not mounted: "a tv está presa à parede", "a câmera tá presa no teto" (but "preso a meio" is stuck halfway)
            + "|pres[oa]s?(?! (a(?! meio\\b)|na|no|nas|nos|ao|aos|por cima|em cima|com|sobre|contra|acima)\\b)"
            + "|no maximo|no minimo|a apitar|apitando|a piscar|piscando|a trabalhar|trabalhando|funcionando|tocando|a carregar|carregando"
            + "|a aquecer|aquecendo|esquentando|a arrefecer|a gravar|gravando|a ferver|fervendo|a descongelar|a atualizar|atualizando"
            + "|sem (papel|tinta|toner|agua|cafe|sal|detergente)|a encher|enchendo|mal fechad[oa]s?|mal trancad[oa]s?|no trinco|fora do trinco|sem trinco|sem a chave dada|com a chave dada|a meio|quase no fim|quase a acabar|quase acabando|quase pront[oa]"
            + "|a dar apitos|aos apitos|a disparar|disparad[oa]|a detetar|a detectar|detetando|detectando|passando|a passar|a brilhar|brilhando";
    private static final List<Pattern> STATE = Patterns.words(
            "(" + DEVICES_EN + ")( \\w+){0,4}? (is|are|has been|have been)( (now|currently|still|already|just|all|both|wide|left|like|basically|literally))? (" + STATES_EN + ")" + NOT_A_STATE_AFTER,
            "(" + DEVICES_EN + ")( \\w+){0,4}? (is|are|has been|have been)( (now|currently|still|already|just))? (" + ACTIVITIES_EN + ")",
            // "tá" and "tão" are how most people say "está" and "estão"
            "(" + DEVICES_PT + ")( \\w+){0,5}? (esta|estao|ta|tao|ficou|ficaram|encontra se)( (agora|ainda|ja|toda|todas|todos|bem|tipo|assim))? (" + STATES_PT + ")",
            "(esta|estao|ta|tao|ficou|ficaram) (" + STATES_PT + ") (a|o|as|os) (" + DEVICES_PT + ")",
            "(" + DEVICES_PT + ")( \\w+){0,3}? (esta|ta|ficou) com a porta (aberta|entreaberta|mal fechada)",
            "(" + DEVICES_PT + ")( \\w+){0,3}? vai (a meio|quase no fim|no fim|quase a acabar|adiantad[oa])",
            "(it is|the temperature is|temperature in the \\w+ is|the( \\w+){1,3} is|a temperatura e|a temperatura esta|estao|esta)"
                    + " (now |currently |agora |at |a |em ){0,2}\\d+( \\d+)? ?(degrees|graus|c|celsius)",
            "(nobody|no one|someone|somebody) is (home|at home|at the door|in the \\w+)|(ninguem|alguem) esta (em casa|a porta|na \\w+|no \\w+)",
            "it is (cold|hot|warm|dark|raining|freezing) (in here|now|right now|outside)|esta (frio|calor|escuro|a chover) (agora|aqui|la fora)",
            // still in a state, gone into a mode just now, stopped just now (the learn rows' rules round): "as luzes do jardim continuam
            // acesas", "a panela já passou pro modo manter quente", "o aspirador robô comeu uma meia e parou"
            "(" + DEVICES_PT + ")( \\w+){0,4}? (continua|continuam|permanece|permanecem) (" + STATES_PT + ")",
            "(ja|just|has just|have just|acabou de|acabaram de)( \\w+)? (passou|mudou|entrou|switched|went|gone|passar|mudar|entrar)( \\w+)? (para o|pro|pra|ao|para|no|em|to|into|in)"
                    + " (\\w+ ){0,2}(modo|mode)",
            "(" + DEVICES_PT + "|" + DEVICES_EN + ")( \\w+){0,6} (e|and) (parou|stopped|died|morreu|encravou|cut out|froze|congelou)( agora| now| de repente| suddenly)?$");
    private static final List<Pattern> HABIT = Patterns.words(
            "always|usually|every|each|whenever|when|at night|in the (morning|evening|afternoon)|on (weekends|weekdays|\\w+days)|by default|normally"
                    + "|typically|should|must(?! (be|have)\\b)|(?<!\\b(?:is|are|was|were) )like|likes|prefer|prefers|want|wants|keep|leave|rule",
            "sempre|todos|todas|cada|quando|normalmente|costuma|costumo|habitualmente|(?<!logo )a noite|de manha|de noite|a tarde|fins de semana|aos? (domingos?|sabados?|segundas?|tercas?|quartas?|quintas?|sextas?)"
                    + "|deve(?! (ter|estar|ser)\\b)|devem|gosto|gosta|prefiro|prefere|quero|quer|manter|deixar|regra|\\d+ ?h|at \\d+(?! ?(percent|per cent|pc|degrees)\\b)");
    /** A marker of this very moment outweighs a habit word: "every light on the landing is still on this minute". */
    private static final List<Pattern> NOW = Patterns.words("right now|currently|at the moment|agora|neste momento|de momento|nesse momento|ja|this very second|this second|at present|this minute",
            MomentSignals.MOMENT);

    private final DeviceReadings readings = new DeviceReadings();
    private final MomentSignals moments = new MomentSignals();
    private final TonightsSettings tonight = new TonightsSettings();
    private final ProgressOfTheMoment progress = new ProgressOfTheMoment();

    public boolean isVolatileState(TextForm text) {
        // a list of switch positions is a remote's setting ("ligado, desligado, desligado, ligado"), never a state
        if (Patterns.any(text, PlainSecretShapes.SETTING_LIST)) {
            return false;
        }
        if (tonight.isNow(text) || progress.isProgress(text)) {
            return true;
        }
        if (!Patterns.any(text, STATE) && !readings.isReading(text) && !moments.isMoment(text)) {
            return false;
        }
        return Patterns.any(text, NOW) || !Patterns.any(text, HABIT);
    }
}
