package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Live readings a device gives, in English and Portuguese: time left on a cycle ("the dryer has 35
 * minutes to go", "a máquina tem 35 minutos pela frente"), a level right now ("the smoke alarm battery
 * is at 10 percent", "a umidade tá em 78 por cento") and a cycle that has just ended ("the kettle just
 * boiled", "a roupa acabou de lavar"). Like an open door, they are stale a minute later, so the hub
 * asks the device instead of remembering them. What a device is or was ("the battery was replaced in
 * September", "rated at 7 kilowatts", "records for 30 days") is not a reading.
 */
final class DeviceReadings {
    /** Any number, said in digits or words ("twelve minutes", "setenta por cento"), or a few. */
    private static final String NUMBER = MomentSignals.NUMBER + "|a few|few|couple of|half an|an|uns|umas";
    private static final String DURATION = "((" + NUMBER + ") (more )?(minutes?|mins?|hours?|hrs?|seconds?|minutos?|horas?|segundos?)"
            + "|half an hour|(a )?quarter of an hour|an hour and a half|meia hora|um quarto de hora|hora e meia)";
    /** What reports a level: a battery, a charge, the air. */
    private static final String LEVEL = "battery|batteries|charge|humidity|bateria|baterias|carga|humidade|umidade";
    /** A level said in digits or words, tens and units too: "sixty five percent", "oitenta e dois por cento". */
    private static final String PERCENT = "(" + NUMBER + ")(( and| e)? (" + NUMBER + "))? ?(percent|per cent|pc|por cento)";
    /** Appliances whose cycle ends, and the washing that is in them. */
    private static final String CYCLE = "washing|laundry|wash|dishwasher|dryer|tumble dryer|kettle|oven|coffee|cycle|programme|program"
            + "|bread maker|roupa|lavagem|loica|louca|maquina( \\w+){0,2}|chaleira|forno|cafe|ciclo|programa|secador";
    private static final List<Pattern> READINGS = Patterns.words(
            // time left on a cycle
            "(has|have|with|got)( still| only| just| about)? " + DURATION + " (left|to go|remaining|more)",
            DURATION + " (left|to go|remaining) (on|in|for) (the |my |our )?\\w+",
            "(tem|tens|com|ainda tem|so tem|falta|faltam|ainda faltam)( so| mais| ainda| uns| umas)? " + DURATION
                    + "( \\w+)? (pela frente|para acabar|pra acabar|para terminar|pra terminar|restantes?|em falta|ate acabar|ate terminar)",
            // time still left, said without "left": "the dishwasher still has forty minutes", "o bolo no forno ainda tem dez minutos"
            "(" + CYCLE + "|" + MomentSignals.DEVICE + ")( \\w+){0,3} (still|only|ainda|so) (has|have|got|tem|tens)( about| another| uns| umas| mais| cerca de)? "
                    + DURATION,
            // a level right now
            "(" + LEVEL + ")( \\w+){0,4} (is|are|esta|estao|ta|tao|ficou)( at| on| down to| only| em| nos| no| a| com| so)* " + PERCENT,
            "(" + LEVEL + ")( \\w+){0,3} (at|down to|em|nos|a) " + PERCENT + "( right now| now| agora)",
            // a cycle that just ended
            "(" + CYCLE + ")( \\w+){0,3} (just|has just|have just|only just) (finished|boiled|ended|stopped|beeped|pinged|done|come on)",
            "(" + CYCLE + ")( \\w+){0,3} (finished|boiled|ended|stopped|beeped|is done|are done)( \\w+){0,2} (ago|just now|a minute ago|now)",
            "(acabou|acabaram|terminou|terminaram|parou) de (ferver|lavar|secar|aquecer|carregar|fazer|bater|centrifugar)",
            "(" + CYCLE + ")( \\w+){0,3} (acabou|terminou|parou|apitou)( agora| agorinha| mesmo agora| neste momento| ha \\w+ minutos)");

    boolean isReading(TextForm text) {
        return Patterns.any(text, READINGS);
    }
}
