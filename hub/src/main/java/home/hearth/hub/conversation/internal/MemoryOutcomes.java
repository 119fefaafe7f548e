package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.TurnEvent;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.memory.values.WriteOutcome;
import java.time.Clock;

/** Says what became of a memory write, and turns the gate's question into the session's open question. */
record MemoryOutcomes(TurnContext ctx, Language l, Clock clock) {
    void said(WriteOutcome outcome) {
        switch (outcome) {
            case WriteOutcome.Stored s -> ctx.sink().say(s.replaced().isPresent()
                    ? l.say("OK, I'll remember that instead of what I knew before.", "Está bem, passo a lembrar isso em vez do que sabia.")
                    : l.say("OK, I'll remember that.", "Está bem, vou lembrar-me disso."));
            case WriteOutcome.Reinforced r -> ctx.sink().say(l.say("I already knew that; I'll keep it in mind.",
                    "Já sabia isso; fica reforçado."));
            case WriteOutcome.Pending p -> {
                ctx.session().ask(new Pending.MemoryWrite(p.id(), l, clock.instant()));
                ctx.sink().say(p.prompt());
                ctx.sink().emit(new TurnEvent.ConfirmRequest(p.prompt()));
            }
            case WriteOutcome.Refused r -> ctx.sink().say(l.say("I won't remember that: ", "Não vou guardar isso: ") + r.reason());
        }
    }
}
