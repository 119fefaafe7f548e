package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Device state told as a moment rather than by a state word the lists know, English and Portuguese:
 * <ul>
 *   <li>a device and a marker of this very moment ("the patio heater is glowing red right now", "alguém acendeu a luz
 *       do patamar agora mesmo", "the porch camera went offline a few minutes ago");
 *   <li>a device left, switched or not yet switched ("the attic skylight got left open", "ainda não foi desligado",
 *       "ficou a claraboia aberta");
 *   <li>a device doing something now ("whirring", "counting down", "mid cycle", "a apitar", "tá contando");
 *   <li>a device reading out a number ("the wallbox says the car is at 80 percent", "o termóstato marca dezoito").
 * </ul>
 * What a device is, how it was installed or repaired, an episode in the past, and anything about a code or a password are not a moment
 * ("the boiler is being serviced at the moment" is a visit worth remembering; "the wifi password is on the router now"
 * says where a secret is kept).
 */
final class MomentSignals {
    static final String DEVICE = "doors?|windows?|lights?|lamps?|bulbs?|garage|gate|alarms?|sensors?|detectors?|smoke alarm|heating|heater|boiler|aircon|air conditioning|tv|telly"
            + "|television|oven|stove|hob|cooker|lock|blinds?|shutters?|curtains?|awning|fan|dishwasher|washing machine|washer|dryer|fridge|freezer"
            + "|sprinklers?|cameras?|cat flap|dog flap|pet door|hatch|loft ladder|thermostat|radiators?|kettle|computer|laptop|speakers?|radio|iron|plug|socket|skylight|hot tub|shower"
            + "|bath|bathtub|microwave|coffee machine|coffee maker|espresso machine|bread maker|slow cooker|air fryer|pressure cooker|machine|playstation|xbox|console|projector|monitor|charger|wallbox|doorbell|router|printer|vacuum|roomba|robot|humidifier"
            + "|dehumidifier|extractor|pump|heat pump|immersion|car|fire|fireplace|log burner|tap|taps|hose|mower|portas?|janelas?|luz|luzes"
            + "|lampadas?|candeeiros?|garagem|portao|cancela|alarme|aquecimento|caldeira|ar condicionado|televisao|televisor|forno"
            + "|fogao|placa|fechadura|estores?|persianas?|cortinas?|toldo|ventoinha|ventilador|maquina( \\w+){0,2}|lavadora|secadora|frigorifico"
            + "|geladeira|congelador|arca|rega|aspersores?|camaras?|cameras?|termostato|radiadore?s?|chaleira|computador|portatil|colunas?|radio"
            + "|ferro|ficha|tomada|sensore?s?|dete[c]?tore?s?|aquecedore?s?|lava loicas|lava loucas|lava loica|lava louca|claraboia|banheira|alcapao|portinhola|gateira|cilindro|chuveiro|micro ondas|microondas|consola|projetor|carregador|campainha|router|roteador|impressora"
            + "|aspirador|robo|exaustor|panela de pressao|fritadeira|bimby|bomba|esquentador|termoacumulador|salamandra|lareira|recuperador|torneira|mangueira|corta relva|carro";
    /** This very moment: not "now" alone, which also means "these days" ("the heating comes on at six now"). */
    static final String MOMENT = "right now|as we speak|this minute|this very minute|this instant|at the moment|at present|just now"
            + "|(a|one) (moment|minute|second|sec) ago|(a few|few|two|five|ten|couple of) (minutes|mins|seconds) ago|currently"
            + "|neste (momento|instante)|nesse (momento|instante)|agora mesmo|agora ha pouco|agorinha|de momento|no momento"
            + "|ha (bocado|bocadinho|pouco(?! tempo)|instantes|uns minutos|poucos minutos|um minuto)";
    private static final String LEFT_EN = "(was|were|got|has been|have been|is|are|been)( just)? (left|switched|turned|flicked|put)( back)? (on|off|open|running|unlocked|up|down)"
            + "|(has not|have not|hasnt|havent) been (switched|turned|flicked|shut|closed|locked)( (off|on|down))?";
    private static final String LEFT_PT = "(ficou|ficaram|foi|foram|ainda nao foi|ainda nao foram|nao foi|nao foram)( \\w+)? "
            + "(ligad|desligad|acend|apagad|abert|fechad|destrancad|trancad|esquecid)[oa]s?";
    private static final String DOING = "whirring|humming|buzzing|bubbling|glowing|counting down|beeping|bleeping|flashing|blinking|hissing|rattling"
            + "|hot|warm|cold|stone cold|freezing|quentes?|morn[oa]s?|fri[oa]s?|gelad[oa]s?|mid cycle|mid wash|mid spin|in the middle of (a|its|the) (cycle|wash|spin|programme|program)"
            // a stage of the cycle: "halfway through the rinse", "partway through its drying cycle"
            + "|(halfway|half way|part way|partway|midway) through( its| the| a)?( \\w+)? (cycle|wash|spin|rinse|programme|program|dry|drying|load)"
            + "|(halfway|half way) (done|there|finished)|on standby|in standby"
            + "|on (its|the) (\\w+ )?(stage|cycle|phase|rinse|spin)|(na|no) (fase|ciclo|programa) de \\w+|still going|going strong|blaring|blasting"
            + "|aos berros|a bombar|a aquecer|aquecendo|a esquentar|esquentando"
            + "|a apitar|apitando|a piscar|piscando|a contar|contando|a zumbir|zumbindo|a borbulhar|borbulhando|em standby|em espera"
            + "|a meio (do|da) (ciclo|lavagem|centrifugacao|programa)|no meio (do|da) (ciclo|lavagem|centrifugacao|programa)";
    static final String NUMBER = "\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\w+teen|twenty|thirty|forty|fifty"
            + "|sixty|seventy|eighty|ninety|hundred|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quinze"
            + "|dezasseis|dezesseis|dezassete|dezessete|dezoito|dezanove|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem";
    private static final List<Pattern> MOMENTS = Patterns.words(
            // a plural may be a recogniser's "'s" ("the ovens on at the moment" for "the oven's on")
            "(" + DEVICE + ")s?( \\w+){0,8}? (" + MOMENT + ")",
            "^(the |a |o |as |os )?(\\w+ ){0,2}(" + DEVICE + ")s( still| just| all| now)? (" + DOING + "|\\w+ing)( (now|again|already|right now|at the moment))?$",
            "(?!currently\\b)(" + MOMENT + ")( \\w+){0,6}? (" + DEVICE + ")",
            "(" + DEVICE + ")( \\w+){0,4}? (" + LEFT_EN + "|" + LEFT_PT + ")",
            "(someone|somebody|who|i|we|he|she|they|you|kids) (left|switched|turned|flicked)( \\w+){0,4} (" + DEVICE + ")( \\w+){0,2} "
                    + "(on|off|open|running|unlocked)(?! (the|a|an|my|our|his|her|their|top|its|at|in)\\b)",
            "(alguem|quem) (ligou|desligou|acendeu|apagou|abriu)( \\w+){0,4} (" + DEVICE + ")",
            "(deixei|deixou|deixamos|deixaram|deixaste)( \\w+){0,2} (" + DEVICE + ")( \\w+){0,5} (ligad|acend|abert|entreabert|escancarad|destrancad)[oa]s?",
            // forgotten just now: "we forgot to switch off the bathroom heater", "esqueci-me de desligar o forno"
            "(forgot|forgotten) to (switch|turn|shut|lock|close)( \\w+){0,4} (" + DEVICE + ")"
                    + "|(esqueci|esqueceu|esquecemos|esquecemo|esqueceram|esqueceste)( me| se| nos| te)? de (desligar|fechar|trancar|apagar)( \\w+){0,4} (" + DEVICE + ")",
            // a temperature said in words: "the temperature in the nursery is nineteen degrees", "estão dezanove graus no quarto"
            // (a copula is needed: "preferred temperature day 22 graus" is a structured preference)
            "((temperature|temperatura)( \\w+){0,4} (is|esta|e|reads|marca)|it is|its|esta|estao|sao) (" + NUMBER + ")( (and |e )?(" + NUMBER + "|a half|meio))? ?(degrees|graus)",
            "(ficou|ficaram) (a|o|as|os) (" + DEVICE + ")( \\w+){0,3} (ligad|desligad|acend|apagad|abert|fechad|destrancad|entreabert)[oa]s?",
            // a status said without a verb, the way a panel or a recogniser gives it: "back door unlocked", "porta das traseiras destrancada"
            // (no verb before it: "switch the big lamp off" is a command, "is the kitchen light on" a question; only a Portuguese
            // "das traseiras" between the device and its state)
            "^(the |a |o |as |os )?((?!(is|are|was|were|switch|turn|put|set|make|keep|leave|start|e|esta|estao|liga|desliga|acende|apaga|abre"
                    + "|fecha|deixa|poe|mete)\\b)\\w+ ){0,2}(" + DEVICE + ")( d[aoe]s? \\w+)? (open|closed|shut|on|off|locked|unlocked|ajar|armed|disarmed|abert[oa]s?"
                    + "|fechad[oa]s?|ligad[oa]s?|desligad[oa]s?|aces[oa]s?|apagad[oa]s?|trancad[oa]s?|destrancad[oa]s?|armad[oa]|desarmad[oa])"
                    + "( (now|still|agora|ainda|right now))?$",
            // a level of the moment: "the oil tank is a quarter full", "o depósito está a um quarto"; range left on the car
            "(tank|deposito|reservatorio|cisterna|cylinder|bottle|botija)( \\w+){0,3} (is|esta|ta) (at |a |em |nos )?(\\w+ )?(full|empty|half full"
                    + "|half empty|quarter full|a quarter|cheio|vazio|a meio|um quarto|quase vazio|na reserva)",
            "(" + NUMBER + ") (miles|km|kms|kilometres|kilometers|quilometros)( of (range|charge|battery))? (left|to go|remaining|de autonomia|restantes)",
            // everything off or shut now: "everything downstairs is switched off", "tá tudo desligado lá em baixo"
            "((everything|tudo)( \\w+){0,2} (is|are|esta|ta|estao)|(esta|ta|estao|ficou|ficaram|deixaram|deixou|deixei|left|has been left) (tudo|everything)) (switched off|turned off|off|locked up|locked|shut|closed|desligad[oa]|apagad[oa]"
                    + "|fechad[oa]|trancad[oa]|ligad[oa]|aces[oa])",
            // a state said with "now" at the very end: "the hall radiator is stone cold now", "o radiador está gelado agora"
            "(" + DEVICE + ")( \\w+){0,4}? (is|are|esta|estao|ta|tao)( (?!\\d|over\\b)\\w+){1,4} (now|agora)$",
            "(" + DEVICE + ")( \\w+){0,4}? (is|are|has been|have been|keeps|keep|kept|esta|estao|ta|tao|anda|continua|ficou|vai)( still| ainda| just| about| roughly| nearly| almost| only| already| quase| ja"
                    // a spoken filler after the verb: "the dryer's like halfway through", "o forno tá tipo quente"
                    + "| like| kind of| sort of| basically| literally| tipo| assim)? (" + DOING + ")",
            // a number read out with a unit or an "at": not "the display shows two zones"
            "(" + DEVICE + ")( \\w+){0,4}? (says|reads|shows|displays|reports|diz|marca|mostra|indica)( that| que)?( \\w+){0,5}? "
                    + "((at|em|nos|na|a) (" + NUMBER + ")|(" + NUMBER + ")( and a half| e meio| e meia| point \\w+| virgula \\w+)?"
                    + " ?(percent|per cent|por cento|degrees|graus|bar)|(" + NUMBER + ") (and a half|e meio|e meia))\\b");
    /** A visit, a change to the device itself, a credential: these are not its state of the moment. */
    private static final List<Pattern> NOT_A_MOMENT = Patterns.words(
            // an episode in the past is a memory, not a state: "we left the garage door open all last weekend"
            "yesterday|last (night|week|weekend|month|year|time|summer|winter|spring|autumn)|(days|weeks|months|years) ago|ontem|anteontem"
                    + "|(semana|mes|ano|fim de semana|noite|vez) passad[oa]|ha (\\w+ )?(dias|semanas|meses|anos)|for (\\w+ )?(days|weeks)",
            "set to|programad[oa]|programmed|definid[oa] para|regulad[oa] para|install\\w*|replac\\w*|repair\\w*|servic\\w*|fix\\w*|fitted|fitting|instal\\w*|substitu\\w*|repar\\w*|arranj\\w*|revis\\w*|manutencao"
                    + "|bought|buying|ordered|delivered|comprad\\w*|comprei|compramos|comprou|encomend\\w*|entregu\\w*"
                    + "|passwords?|pass word|codes?|pin|pins|senhas?|codigos?|palavra passe|combination|combinacao|chave do wifi|wifi key|warranty|garantia");

    private static final WordShapes SHAPES = new WordShapes(MOMENTS, NOT_A_MOMENT);

    boolean isMoment(TextForm text) {
        return SHAPES.in(text);
    }
}
