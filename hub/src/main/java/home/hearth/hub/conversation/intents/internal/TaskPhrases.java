package home.hearth.hub.conversation.intents.internal;

import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Language;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Background tasks in English and Portuguese, on normalised text: every light on or off ("turn off
 * all the lights", "apaga as luzes todas", optionally in one room), how a task is going, and
 * cancelling it. Read before device commands, which would otherwise look for a device called
 * "all the lights".
 */
public final class TaskPhrases {
    private static final String EN_POLITE = "(?:can you |could you |would you |please )?";
    private static final String PT_POLITE = "(?:podes |pode |por favor )?";
    private static final String EN_ALL = "(?:all|all of|each of|every one of) (?:the |my )?(?:lights|lamps)|(?:every|each) (?:light|lamp)"
            + "|the (?:lights|lamps) everywhere";
    private static final String WHERE_EN = "(?: (?:in|of) (?:the )?(.+?))?(?: everywhere)?";
    private static final Pattern ALL_EN = Pattern.compile(EN_POLITE + "(?:turn|switch|put) (off|on) (?:" + EN_ALL + ")" + WHERE_EN);
    private static final Pattern ALL_EN_LAST = Pattern.compile(EN_POLITE + "(?:turn|switch|put) (?:all|all of) (?:the |my )?"
            + "(?:lights|lamps)" + WHERE_EN + " (off|on)");
    private static final Pattern ALL_PT = Pattern.compile(PT_POLITE + "(apaga|apagar|desliga|desligar|liga|ligar|acende|acender) "
            + "(?:todas as (?:luzes|lampadas)|as (?:luzes|lampadas) todas|as (?:luzes|lampadas) (?:de|da) casa(?: toda)?)"
            + "(?: (?:d[ao]s?|n[ao]s?|em) (.+?))?(?: todas)?");
    private static final Pattern CANCEL = Pattern.compile("(?:cancel|stop|abort|halt) (?:the |that |this |my )?(all )?(?:the |my )?"
            + "(?:task|tasks|job|jobs)|(?:cancela|cancelar|para|parar|interrompe|interromper) (?:a |essa |esta |a minha )?"
            + "(todas )?(?:as )?(?:tarefa|tarefas)");
    private static final Pattern STATUS_EN = Pattern.compile("(?:how is|how's|hows) (?:the |my |that )?task(?: going| doing)?"
            + "|(?:what|which) tasks? (?:are|is) (?:running|on|going)|tasks? status|(?:what's|whats|what is) the status of"
            + " (?:the |my )?tasks?|(?:list|show) (?:my |the )?tasks|(?:is|are) (?:the |my )?tasks? (?:done|finished|running)");
    private static final Pattern STATUS_PT = Pattern.compile("como (?:vai|esta|estao|vao) (?:a |as )?(?:minha |minhas )?tarefas?"
            + "|que tarefas (?:estao|ha|tenho)(?: a correr| ativas)?|(?:qual e |qual )?o estado da tarefa|a tarefa (?:ja )?acabou");

    private TaskPhrases() {}

    public static Optional<Intent> read(String text) {
        Matcher m;
        if ((m = ALL_EN.matcher(text)).matches()) {
            return Optional.of(new Intent.AllLights(m.group(1).equals("on"), where(m.group(2)), Language.EN));
        }
        if ((m = ALL_EN_LAST.matcher(text)).matches()) {
            return Optional.of(new Intent.AllLights(m.group(2).equals("on"), where(m.group(1)), Language.EN));
        }
        if ((m = ALL_PT.matcher(text)).matches()) {
            boolean on = m.group(1).startsWith("lig") || m.group(1).startsWith("acend");
            return Optional.of(new Intent.AllLights(on, where(m.group(2)), Language.PT));
        }
        if ((m = CANCEL.matcher(text)).matches()) {
            boolean pt = text.matches(".*\\btarefas?$");
            return Optional.of(new Intent.CancelTask(m.group(1) != null || m.group(2) != null, pt ? Language.PT : Language.EN));
        }
        if (STATUS_EN.matcher(text).matches()) {
            return Optional.of(new Intent.TaskStatus(Language.EN));
        }
        if (STATUS_PT.matcher(text).matches()) {
            return Optional.of(new Intent.TaskStatus(Language.PT));
        }
        return Optional.empty();
    }

    /** The room words said, or empty for the whole house ("in the house", "de casa"). */
    private static String where(String said) {
        return said == null || said.matches("(?:whole )?(?:house|home|flat|apartment)|casa(?: toda)?|toda a casa") ? "" : said.trim();
    }
}
