package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.TurnEvent;
import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.IntentReader;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.learning.ExtractionBatches;
import home.hearth.hub.memory.values.MemoryProblem;
import java.time.Clock;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Handles one turn: reads its intent, answers an open yes/no question, or sends it to the part of
 * the hub that does it. A turn that is not a yes or no drops the session's open question; a yes followed by other words
 * than the action asked about keeps it and asks again.
 */
public final class TurnRouter {
    private static final Logger LOG = LoggerFactory.getLogger(TurnRouter.class);
    private final DeviceTurns devices;
    private final MemoryTurns memories;
    private final TimerTurns timers;
    private final TaskTurns tasks;
    private final Sessions sessions;
    private final Optional<ModelTurns> model;
    private final EvidenceTurns evidence;
    private final Clock clock;
    private final ExtractionBatches learning;

    /** @param model answers what no local intent takes, when a language model is configured */
    public TurnRouter(DeviceTurns devices, MemoryTurns memories, TimerTurns timers, TaskTurns tasks, Optional<ModelTurns> model,
            EvidenceTurns evidence, Sessions sessions, ExtractionBatches learning, Clock clock) {
        this.learning = learning;
        this.model = model;
        this.evidence = evidence;
        this.sessions = sessions;
        this.devices = devices;
        this.memories = memories;
        this.timers = timers;
        this.tasks = tasks;
        this.clock = clock;
    }

    public void handle(TurnContext ctx) {
        try {
            route(IntentReader.read(ctx.turn().text()), ctx);
        } catch (MemoryProblem e) {
            ctx.sink().say(e.getMessage());
        } catch (RuntimeException e) {
            LOG.warn("A turn in session {} failed: {}", ctx.session().id(), e.toString());
            LOG.debug("Failed turn", e);
            ctx.sink().emit(new TurnEvent.Failed("internal_error",
                    "Something went wrong while handling that; nothing more was done. Try again."));
        } finally {
            sessions.record(ctx.session(), ctx.turn().text(), ctx.sink().said());
            learning.heard(ctx.session().id(), ctx.principal(), ctx.turn().text(), ctx.sink().said());
            ctx.sink().end(ctx.session().id());
        }
    }

    private void route(Intent intent, TurnContext ctx) {
        dispatch(intent, ctx.session().takePending().filter(p -> !p.expired(clock.instant())), ctx);
    }

    private void dispatch(Intent intent, Optional<Pending> open, TurnContext ctx) {
        switch (intent) {
            case Intent.Answer a -> answer(a, open, ctx);
            case Intent.YesWith y -> yesWith(y, open, ctx);
            case Intent.DeviceCommand c -> devices.command(c, ctx);
            case Intent.StateQuestion q -> devices.question(q, ctx);
            case Intent.Remember r -> memories.remember(r, ctx);
            case Intent.Forget f -> memories.forget(f, ctx);
            case Intent.WhatDoYouKnow w -> memories.whatDoYouKnow(w, ctx);
            case Intent.MemoryQuestion q when model.isPresent() && (!q.personal() || ctx.principal().isVerified()) ->
                    model.get().answer(q.language(), ctx);
            case Intent.MemoryQuestion q -> memories.question(q, ctx);
            case Intent.SetTimer t -> timers.timer(t, ctx);
            case Intent.SetReminder r -> timers.reminder(r, ctx);
            case Intent.ListTimers t -> timers.list(t, ctx);
            case Intent.CancelTimer t -> timers.cancel(t, ctx);
            case Intent.AllLights a -> tasks.allLights(a, ctx);
            case Intent.TaskStatus s -> tasks.status(s, ctx);
            case Intent.CancelTask c -> tasks.cancel(c, ctx);
            case Intent.FollowUp f -> evidence.followUp(f, ctx);
            case Intent.Unclear u -> ctx.sink().say(u.reply());
            case Intent.Unrecognised u when model.isPresent() -> model.get().answer(u.language(), ctx);
            case Intent.Unrecognised u -> ctx.sink().say(needsModel(u.language()));
        }
    }

    private void answer(Intent.Answer a, Optional<Pending> open, TurnContext ctx) {
        if (open.isEmpty()) {
            ctx.sink().say(a.language().say("There is nothing waiting for a yes or no.",
                    "Não há nada à espera de um sim ou não."));
            return;
        }
        switch (open.get()) {
            case Pending.DeviceAction d -> devices.answer(d, a.yes(), a.language(), ctx);
            case Pending.MemoryWrite w -> memories.answer(w, a.yes(), a.language(), ctx);
            case Pending.ForgetOne f -> memories.answer(f, a.yes(), a.language(), ctx);
            case Pending.ForgetAll f -> memories.answer(f, a.yes(), a.language(), ctx);
        }
    }

    /**
     * "yes, unlock it", "yes, remember that": a yes only to the question whose action it restates (the device action, or
     * the memory question's remembering or forgetting); anything else keeps the question open and asks again. With
     * nothing asked, the words after the yes are the turn ("ok, turn on the kitchen light"), unless they name nothing to
     * act on ("yes, unlock it", "yes, forget it").
     */
    private void yesWith(Intent.YesWith y, Optional<Pending> open, TurnContext ctx) {
        Language l = y.language();
        if (open.isEmpty()) {
            if (namesNothing(y.restated())) {
                ctx.sink().say(l.say("There is nothing waiting for a yes or no.", "Não há nada à espera de um sim ou não."));
            } else {
                dispatch(y.restated(), Optional.empty(), ctx);
            }
            return;
        }
        switch (open.get()) {
            case Pending.DeviceAction d -> devices.answer(d, y.restated(), l, ctx);
            case Pending memory when MemoryTurns.restates(memory, y.restated()) -> memories.answer(memory, true, l, ctx);
            default -> {
                ctx.session().ask(open.get());
                String again = l.say("Please answer just yes or no; I haven't done anything yet.",
                        "Responde só sim ou não; ainda não fiz nada.");
                ctx.sink().say(again);
                ctx.sink().emit(new TurnEvent.ConfirmRequest(again));
            }
        }
    }

    /** A verb with no more than a pronoun after a yes: it agrees to something asked, and is nothing on its own. */
    private static boolean namesNothing(Intent restated) {
        return switch (restated) {
            case Intent.DeviceCommand c -> DeviceTurns.namesNoDevice(c.target());
            case Intent.Remember r -> r.what().isEmpty();
            case Intent.Forget f -> !f.everything() && f.what().isEmpty();
            default -> false;
        };
    }

    static String needsModel(Language l) {
        return l.say("I can control devices, answer questions about them, keep memories and set timers on my own. "
                        + "For anything else this hub needs a language model, and none is configured.",
                "Sozinho consigo controlar dispositivos, responder sobre eles, guardar memórias e pôr temporizadores. "
                        + "Para o resto este hub precisa de um modelo de linguagem, e não há nenhum configurado.");
    }
}
