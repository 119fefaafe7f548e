package home.hearth.hub.conversation.intents.internal;

import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Language;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Timers and reminders in English and Portuguese, on normalised text. "lembra-me …" is a reminder;
 * "lembra que …" is a memory and never reaches here.
 */
public final class TimerPhrases {
    private static final String LENGTH = TimerLengths.PATTERN;
    private static final Pattern TIMER_EN = Pattern.compile(
            "(?:please )?(?:set|start|put on|make)? ?(?:a |an |my )?timer (?:for|of) " + LENGTH);
    private static final Pattern TIMER_EN_2 = Pattern.compile("(?:(?:set|start|make) )?(?:a |an )?" + LENGTH + " timer");
    private static final Pattern TIMER_PT = Pattern.compile(
            "(?:poe|por|liga|ligar|inicia|iniciar|mete|meter|faz|cria)? ?(?:um )?temporizador (?:de|para|com) " + LENGTH);
    private static final String AT_EN = "(?:(today|tomorrow|tonight) )?at " + TimesOfDay.EN;
    private static final String AT_PT = "(?:(hoje|amanha) )?(?:as|a|ao) " + TimesOfDay.PT;
    private static final Pattern REMIND_EN_AT = Pattern.compile("remind me " + AT_EN + " (?:to |that |about )(.+)");
    private static final Pattern REMIND_EN_AT_LAST = Pattern.compile("remind me (?:to |that |about )(.+?) " + AT_EN);
    private static final Pattern REMIND_EN_IN = Pattern.compile("remind me in " + LENGTH + " (?:to |that |about )(.+)");
    private static final Pattern REMIND_EN_IN_LAST = Pattern.compile("remind me (?:to |that |about )(.+?) in " + LENGTH);
    private static final Pattern REMIND_PT_AT = Pattern.compile("lembra-me " + AT_PT + " (?:de |que |para )(.+)");
    private static final Pattern REMIND_PT_AT_LAST = Pattern.compile("lembra-me (?:de |que |para )(.+?) " + AT_PT);
    private static final Pattern REMIND_PT_IN = Pattern.compile("lembra-me (?:daqui a|em|dentro de) " + LENGTH
            + " (?:de |que |para )(.+)");
    private static final Pattern REMIND_EN_BARE = Pattern.compile("remind me (?:in " + LENGTH + "|" + AT_EN + ")");
    private static final Pattern REMIND_PT_BARE = Pattern.compile("lembra-me (?:(?:daqui a|em|dentro de) " + LENGTH + "|"
            + AT_PT + ")");
    private static final Pattern LIST = Pattern.compile(
            "(?:what|which) (?:timers|reminders|timers and reminders)(?: are on| are there| are set| do i have| have i got)?"
                    + "|(?:list|show) (?:my |the )?(?:timers|reminders)|any timers(?: on)?"
                    + "|(?:que|quais|quais sao os|quais sao as) (?:meus |minhas )?(?:temporizadores|lembretes)"
                    + "(?: ha| tenho| estao ligados| estao ativos| existem)?");
    private static final Pattern CANCEL = Pattern.compile(
            "(?:cancel|stop|delete|remove|cancela|para|apaga|desliga|tira) (?:the |my |all |all the |all my |o |a |os |as |todos os |todas as |o meu |a minha )?"
                    + "(timers?|reminders?|temporizador(?:es)?|lembretes?)");

    private TimerPhrases() {}

    public static Optional<Intent> read(String text) {
        Matcher m;
        for (Pattern p : new Pattern[] {TIMER_EN, TIMER_EN_2, TIMER_PT}) {
            if ((m = p.matcher(text)).matches()) {
                Language l = p == TIMER_PT ? Language.PT : Language.EN;
                return length(m.group(1)).map(d -> new Intent.SetTimer(d, l));
            }
        }
        if ((m = REMIND_EN_IN.matcher(text)).matches() || (m = REMIND_PT_IN.matcher(text)).matches()) {
            Language l = m.pattern() == REMIND_PT_IN ? Language.PT : Language.EN;
            String what = m.group(m.groupCount());
            return length(m.group(1)).map(d -> new Intent.SetReminder(what, new Intent.When.In(d), l));
        }
        if ((m = REMIND_EN_IN_LAST.matcher(text)).matches()) {
            String what = m.group(1);
            return length(m.group(2)).map(d -> new Intent.SetReminder(what, new Intent.When.In(d), Language.EN));
        }
        if ((m = REMIND_EN_AT.matcher(text)).matches() || (m = REMIND_PT_AT.matcher(text)).matches()) {
            Language l = m.pattern() == REMIND_PT_AT ? Language.PT : Language.EN;
            return at(m, 1).map(w -> new Intent.SetReminder(w.what, w.when, l));
        }
        if ((m = REMIND_EN_AT_LAST.matcher(text)).matches() || (m = REMIND_PT_AT_LAST.matcher(text)).matches()) {
            Language l = m.pattern() == REMIND_PT_AT_LAST ? Language.PT : Language.EN;
            return at(m, 2).map(w -> new Intent.SetReminder(w.what, w.when, l));
        }
        if (REMIND_EN_BARE.matcher(text).matches() || REMIND_PT_BARE.matcher(text).matches()) {
            Language l = text.startsWith("lembra-me") ? Language.PT : Language.EN;
            return Optional.of(new Intent.Unclear(l.say("What should I remind you of? Say it with the time, for example: "
                    + "\"remind me at 7:30 to take the pills\".", "De que te devo lembrar? Diz tudo de uma vez, por exemplo: "
                    + "\"lembra-me às 7:30 de tomar os comprimidos\"."), l));
        }
        if (LIST.matcher(text).matches()) {
            return Optional.of(new Intent.ListTimers(text.matches(".*(?:temporizador|lembrete).*") ? Language.PT : Language.EN));
        }
        if ((m = CANCEL.matcher(text)).matches()) {
            boolean pt = m.group(1).startsWith("temporizador") || m.group(1).startsWith("lembrete");
            boolean all = text.matches(".*\\b(?:all|todos|todas)\\b.*") || m.group(1).matches("timers|reminders|temporizadores|lembretes");
            return Optional.of(new Intent.CancelTimer(m.group(1).matches("reminders?|lembretes?"), all,
                    pt ? Language.PT : Language.EN));
        }
        return Optional.empty();
    }

    private record Said(String what, Intent.When when) {}

    /** Reads the day and time groups starting at {@code first}; the reminder's words are the other group. */
    private static Optional<Said> at(Matcher m, int first) {
        boolean timeFirst = first == 1;
        int base = timeFirst ? 1 : 2;
        String day = m.group(base);
        return TimesOfDay.parse(m.group(base + 1), "tonight".equals(day)).map(time -> {
            OptionalInt days = day == null ? OptionalInt.empty()
                    : OptionalInt.of(day.equals("tomorrow") || day.equals("amanha") ? 1 : 0);
            return new Said(timeFirst ? m.group(3) : m.group(1), new Intent.When.At(days, time));
        });
    }

    /** "ten minutes", "meia hora", "an hour and a half", "2 horas". */
    static Optional<Duration> length(String said) {
        return TimerLengths.parse(said);
    }
}
