package home.hearth.hub.conversation.timers;

import home.hearth.hub.conversation.intents.Language;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** How timers are told: lengths in words, due times in the household's local time. */
public final class TimerWording {
    private static final DateTimeFormatter HM = DateTimeFormatter.ofPattern("HH:mm", Locale.ROOT);
    private static final DateTimeFormatter DAY_EN = DateTimeFormatter.ofPattern("EEEE d MMMM", Locale.ENGLISH);
    private static final DateTimeFormatter DAY_PT = DateTimeFormatter.ofPattern("EEEE, d 'de' MMMM", Locale.forLanguageTag("pt-PT"));
    private final ZoneId zone;

    public TimerWording(ZoneId zone) {
        this.zone = zone;
    }

    public ZoneId zone() {
        return zone;
    }

    /** "10 minutes", "1 hour 30 minutes", "1 hora e 30 minutos". */
    public static String length(Duration d, Language l) {
        List<String> parts = new ArrayList<>();
        add(parts, d.toHours(), l.say("hour", "hora"), l.say("hours", "horas"));
        add(parts, d.toMinutesPart(), l.say("minute", "minuto"), l.say("minutes", "minutos"));
        add(parts, d.toSecondsPart(), l.say("second", "segundo"), l.say("seconds", "segundos"));
        return String.join(l.say(" ", " e "), parts);
    }

    /** "at 08:00 tomorrow", "às 21:40", "at 09:00 on Friday 4 December". */
    public String when(Instant at, Instant now, Language l) {
        ZonedDateTime local = at.atZone(zone);
        LocalDate today = now.atZone(zone).toLocalDate();
        String time = HM.format(local);
        if (local.toLocalDate().equals(today)) {
            return l.say("at " + time, "às " + time);
        }
        if (local.toLocalDate().equals(today.plusDays(1))) {
            return l.say("tomorrow at " + time, "amanhã às " + time);
        }
        return l.say("at " + time + " on " + DAY_EN.format(local), "às " + time + " de " + DAY_PT.format(local));
    }

    /** What is said in the room when it is due. */
    public String due(Timer t, Instant now) {
        Language l = t.language();
        boolean late = Duration.between(t.dueAt(), now).compareTo(Duration.ofMinutes(1)) > 0;
        String text = t.kind() == Timer.Kind.TIMER
                ? l.say("Time's up: your timer for " + t.label() + " is done.", "Acabou o temporizador de " + t.label() + ".")
                : l.say("Reminder: " + t.label() + ".", "Lembrete: " + t.label() + ".");
        return late ? text + l.say(" (It was due " + when(t.dueAt(), now, l) + ".)", " (Era " + when(t.dueAt(), now, l) + ".)")
                : text;
    }

    private static void add(List<String> parts, long n, String one, String many) {
        if (n > 0) {
            parts.add(n + " " + (n == 1 ? one : many));
        }
    }
}
