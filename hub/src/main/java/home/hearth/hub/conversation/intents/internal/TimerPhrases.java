package home.hearth.hub.conversation.intents.internal;

import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.intents.NumberWords;
import java.time.Duration;
import java.time.LocalTime;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Timers and reminders in English and Portuguese, on normalised text. "lembra-me …" is a reminder;
 * "lembra que …" is a memory and never reaches here.
 */
public final class TimerPhrases {
    private static final String N = NumberWords.PATTERN;
    private static final String UNIT = "(seconds?|secs?|minutes?|mins?|hours?|segundos?|minutos?|horas?)";
    private static final String LENGTH = "(half an hour|meia hora|an hour|uma hora|a minute|um minuto|" + N + " " + UNIT + ")";
    private static final Pattern TIMER_EN = Pattern.compile(
            "(?:please )?(?:set|start|put on|make)? ?(?:a |an |my )?timer (?:for|of) " + LENGTH);
    private static final Pattern TIMER_EN_2 = Pattern.compile("(?:set|start) (?:a |an )?" + LENGTH.replace(" " + UNIT, "[ -]" + UNIT)
            + " timer");
    private static final Pattern TIMER_PT = Pattern.compile(
            "(?:poe|por|liga|ligar|inicia|iniciar|mete|meter|faz|cria)? ?(?:um )?temporizador (?:de|para|com) " + LENGTH);
    private static final String AT_EN = "(?:(today|tomorrow|tonight) )?at (\\d{1,2}|[a-z]+)(?:[:h](\\d{2}))? ?(am|pm|in the morning|in the evening|o'clock)?";
    private static final String AT_PT = "(?:(hoje|amanha) )?(?:as|a) (\\d{1,2}|[a-z]+)(?:[:h](\\d{2})?)? ?(da manha|da tarde|da noite|horas)?";
    private static final Pattern REMIND_EN_AT = Pattern.compile("remind me " + AT_EN + " (?:to |that |about )(.+)");
    private static final Pattern REMIND_EN_AT_LAST = Pattern.compile("remind me (?:to |that |about )(.+?) " + AT_EN);
    private static final Pattern REMIND_EN_IN = Pattern.compile("remind me in " + LENGTH + " (?:to |that |about )(.+)");
    private static final Pattern REMIND_EN_IN_LAST = Pattern.compile("remind me (?:to |that |about )(.+?) in " + LENGTH);
    private static final Pattern REMIND_PT_AT = Pattern.compile("lembra-me " + AT_PT + " (?:de |que |para )(.+)");
    private static final Pattern REMIND_PT_AT_LAST = Pattern.compile("lembra-me (?:de |que |para )(.+?) " + AT_PT);
    private static final Pattern REMIND_PT_IN = Pattern.compile("lembra-me (?:daqui a|em|dentro de) " + LENGTH + " (?:de |que |para )(.+)");
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
            return at(m, 1, l).map(w -> new Intent.SetReminder(w.what, w.when, l));
        }
        if ((m = REMIND_EN_AT_LAST.matcher(text)).matches() || (m = REMIND_PT_AT_LAST.matcher(text)).matches()) {
            Language l = m.pattern() == REMIND_PT_AT_LAST ? Language.PT : Language.EN;
            return at(m, 2, l).map(w -> new Intent.SetReminder(w.what, w.when, l));
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

    /** Reads the time-of-day groups starting at {@code first}; the reminder's words are the other group. */
    private static Optional<Said> at(Matcher m, int first, Language l) {
        boolean timeFirst = first == 1;
        int base = timeFirst ? 1 : 2;
        String day = m.group(base);
        OptionalDouble hour = NumberWords.parse(m.group(base + 1));
        if (hour.isEmpty() || hour.getAsDouble() > 23 || hour.getAsDouble() != Math.rint(hour.getAsDouble())) {
            return Optional.empty();
        }
        int h = (int) hour.getAsDouble();
        int minute = m.group(base + 2) == null ? 0 : Integer.parseInt(m.group(base + 2));
        String part = m.group(base + 3) == null ? "" : m.group(base + 3);
        if (h < 12 && (part.equals("pm") || part.equals("in the evening") || part.equals("da tarde") || part.equals("da noite")
                || "tonight".equals(day))) {
            h += 12;
        } else if (h == 12 && (part.equals("am") || part.equals("da noite"))) {
            h = 0; // twelve on the twelve-hour clock: "12 am" and "12 da noite" are midnight, not noon
        }
        if (minute > 59) {
            return Optional.empty();
        }
        OptionalInt days = day == null ? OptionalInt.empty()
                : OptionalInt.of(day.equals("tomorrow") || day.equals("amanha") ? 1 : 0);
        String what = timeFirst ? m.group(5) : m.group(1);
        return Optional.of(new Said(what, new Intent.When.At(days, LocalTime.of(h, minute))));
    }

    /** "ten minutes", "meia hora", "90 seconds", "2 horas". */
    static Optional<Duration> length(String said) {
        switch (said) {
            case "half an hour", "meia hora" -> {
                return Optional.of(Duration.ofMinutes(30));
            }
            case "an hour", "uma hora" -> {
                return Optional.of(Duration.ofHours(1));
            }
            case "a minute", "um minuto" -> {
                return Optional.of(Duration.ofMinutes(1));
            }
            default -> { }
        }
        // The unit follows the last space or hyphen, whichever comes later: in "twenty five-minute" it is the hyphen
        // (taking the space read "twenty" seconds of "five-minute").
        int space = Math.max(said.lastIndexOf(' '), said.lastIndexOf('-'));
        OptionalDouble n = NumberWords.parse(said.substring(0, space));
        if (n.isEmpty() || n.getAsDouble() <= 0) {
            return Optional.empty();
        }
        String unit = said.substring(space + 1);
        double seconds = n.getAsDouble() * (unit.startsWith("h") ? 3600 : unit.startsWith("m") ? 60 : 1);
        return seconds > 7 * 24 * 3600 ? Optional.empty() : Optional.of(Duration.ofSeconds(Math.round(seconds)));
    }
}
