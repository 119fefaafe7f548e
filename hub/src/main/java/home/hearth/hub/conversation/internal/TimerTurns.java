package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.timers.Timer;
import home.hearth.hub.conversation.timers.TimerWording;
import home.hearth.hub.conversation.timers.Timers;
import home.hearth.policies.MemberId;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Timers and reminders of a turn. They belong to the member when the hub is sure who is speaking,
 * otherwise to the room; they are announced in the room the turn was said in.
 */
public final class TimerTurns {
    private final SecureRandom random = new SecureRandom();
    private final Timers timers;
    private final Clock clock;

    public TimerTurns(Timers timers, Clock clock) {
        this.timers = timers;
        this.clock = clock;
    }

    public void timer(Intent.SetTimer s, TurnContext ctx) {
        Optional<String> room = room(ctx, s.language());
        if (room.isPresent()) {
            Language l = s.language();
            Instant now = clock.instant();
            String length = TimerWording.length(s.length(), l);
            Timer t = timers.add(new Timer(newId(), owner(ctx), room.get(), Timer.Kind.TIMER, length, l,
                    now.plus(s.length()), now));
            String when = wording().when(t.dueAt(), now, l);
            ctx.sink().say(l.say("Timer set for " + length + "; it will be done " + when + ".",
                    "Temporizador de " + length + "; acaba " + when + "."));
        }
    }

    public void reminder(Intent.SetReminder r, TurnContext ctx) {
        Optional<String> room = room(ctx, r.language());
        if (room.isEmpty()) {
            return;
        }
        Language l = r.language();
        Instant now = clock.instant();
        Optional<Instant> due = due(r.when(), now);
        if (due.isEmpty()) {
            ctx.sink().say(l.say("That time has already passed today.", "Essa hora já passou hoje."));
            return;
        }
        timers.add(new Timer(newId(), owner(ctx), room.get(), Timer.Kind.REMINDER, r.what(), l, due.get(), now));
        String when = wording().when(due.get(), now, l);
        ctx.sink().say(l.say("OK, I'll remind you " + when + ": " + r.what() + ".",
                "Está bem, lembro-te " + when + ": " + r.what() + "."));
    }

    public void list(Intent.ListTimers ask, TurnContext ctx) {
        Language l = ask.language();
        List<Timer> mine = timers.active(owner(ctx), ctx.turn().room().orElse(""));
        if (mine.isEmpty()) {
            ctx.sink().say(l.say("No timers or reminders are on.", "Não há temporizadores nem lembretes."));
            return;
        }
        Instant now = clock.instant();
        ctx.sink().say(l.say(mine.size() == 1 ? "One is on:" : mine.size() + " are on:",
                mine.size() == 1 ? "Há um:" : "Há " + mine.size() + ":"));
        for (Timer t : mine) {
            ctx.sink().say(describe(t, now, l) + ".");
        }
    }

    public void cancel(Intent.CancelTimer c, TurnContext ctx) {
        Language l = c.language();
        Timer.Kind kind = c.reminder() ? Timer.Kind.REMINDER : Timer.Kind.TIMER;
        List<Timer> candidates = timers.active(owner(ctx), ctx.turn().room().orElse("")).stream()
                .filter(t -> t.kind() == kind).toList();
        if (candidates.isEmpty()) {
            ctx.sink().say(tooLate(kind, ctx, l).orElseGet(() -> l.say("There is no " + (c.reminder() ? "reminder" : "timer")
                    + " to cancel.", "Não há " + (c.reminder() ? "lembretes" : "temporizadores") + " para cancelar.")));
            return;
        }
        List<Timer> gone = (c.all() ? candidates : candidates.subList(0, 1)).stream().filter(timers::cancel).toList();
        if (gone.isEmpty()) { // it went off while this turn was deciding
            ctx.sink().say(tooLate(kind, ctx, l).orElseGet(() -> l.say("Too late: it has just gone off.",
                    "Tarde demais: acabou de tocar.")));
            return;
        }
        Instant now = clock.instant();
        String what = gone.size() == 1 ? describe(gone.get(0), now, l) : gone.size() + l.say(" of them", "");
        ctx.sink().say(l.say("Cancelled: " + what + ".", "Cancelado: " + what + "."));
    }

    /** "Too late: your timer for 10 minutes went off at 10:05.", for the latest of its kind that has just gone off. */
    private Optional<String> tooLate(Timer.Kind kind, TurnContext ctx, Language l) {
        return timers.justDone(owner(ctx), ctx.turn().room().orElse("")).stream()
                .filter(d -> d.timer().kind() == kind).findFirst().map(d -> {
                    String when = wording().when(d.at(), clock.instant(), l);
                    String label = d.timer().label();
                    return kind == Timer.Kind.TIMER
                            ? l.say("Too late: your timer for " + label + " went off " + when + ".",
                                    "Tarde demais: o temporizador de " + label + " já tocou " + when + ".")
                            : l.say("Too late: your reminder “" + label + "” went off " + when + ".",
                                    "Tarde demais: o lembrete “" + label + "” já tocou " + when + ".");
                });
    }

    private String describe(Timer t, Instant now, Language l) {
        String when = wording().when(t.dueAt(), now, l);
        return t.kind() == Timer.Kind.TIMER
                ? l.say("a " + t.label() + " timer, done " + when, "um temporizador de " + t.label() + ", acaba " + when)
                : l.say("a reminder " + when + ": " + t.label(), "um lembrete " + when + ": " + t.label());
    }

    private Optional<Instant> due(Intent.When when, Instant now) {
        return switch (when) {
            case Intent.When.In in -> Optional.of(now.plus(in.after()));
            case Intent.When.At at -> {
                LocalDate today = now.atZone(wording().zone()).toLocalDate();
                Instant sameDay = today.plusDays(at.days().orElse(0)).atTime(at.time()).atZone(wording().zone()).toInstant();
                if (sameDay.isAfter(now)) {
                    yield Optional.of(sameDay);
                }
                yield at.days().isPresent() ? Optional.empty()
                        : Optional.of(today.plusDays(1).atTime(at.time()).atZone(wording().zone()).toInstant());
            }
        };
    }

    private TimerWording wording() {
        return timers.wording();
    }

    /** The room to announce in; without one the member is told how to give it. */
    private static Optional<String> room(TurnContext ctx, Language l) {
        if (ctx.turn().room().isEmpty()) {
            ctx.sink().say(l.say("Which room should I announce it in? Say it in a room, or send the turn with a room.",
                    "Em que divisão devo avisar? Diz isso numa divisão, ou envia o pedido com a divisão."));
        }
        return ctx.turn().room();
    }

    private static Optional<MemberId> owner(TurnContext ctx) {
        return ctx.principal().isVerified() ? ctx.principal().member() : Optional.empty();
    }

    private String newId() {
        byte[] b = new byte[12];
        random.nextBytes(b);
        return "t-" + HexFormat.of().formatHex(b);
    }
}
