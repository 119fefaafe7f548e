package home.hearth.hub.voice.internal;

import home.hearth.hub.conversation.TurnEvent;
import home.hearth.hub.voice.Milestones;
import home.hearth.hub.voice.VoiceEvent;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Forwards one turn's events to the microphone as voice events and marks its milestones. Once the
 * turn is superseded (speech during the reply, "stop", a continuation) its reply segments and
 * questions are dropped; what it did to devices is still reported, and its end says
 * {@code cancelled}.
 */
public final class TurnRelay implements Consumer<TurnEvent> {
    private final Milestones milestones;
    private final Consumer<VoiceEvent> out;
    private final Consumer<String> speak;
    private final BiConsumer<TurnRelay, String> ended;
    private volatile boolean superseded;
    private volatile boolean failed;
    private volatile boolean over;

    /**
     * @param speak called with each reply segment (speech synthesis; a no-op when off)
     * @param ended called once after the end event was sent, with the turn's session
     */
    public TurnRelay(Milestones milestones, Consumer<VoiceEvent> out, Consumer<String> speak,
            BiConsumer<TurnRelay, String> ended) {
        this.milestones = milestones;
        this.out = out;
        this.speak = speak;
        this.ended = ended;
    }

    public void supersede() {
        superseded = true;
    }

    public boolean over() {
        return over;
    }

    public Milestones milestones() {
        return milestones;
    }

    @Override
    public void accept(TurnEvent event) {
        switch (event) {
            case TurnEvent.ReplySegment r -> {
                if (!superseded) {
                    milestones.reach(Milestones.FIRST_REPLY);
                    out.accept(new VoiceEvent.Reply(r.text(), false));
                    speak.accept(r.text());
                }
            }
            case TurnEvent.ActionTaken a -> {
                if ("confirmed".equals(a.outcome())) {
                    milestones.reach(Milestones.ACTION_CONFIRMED);
                }
                out.accept(new VoiceEvent.Action(a.device(), a.command(), a.outcome(), a.message()));
            }
            case TurnEvent.ConfirmRequest c -> {
                if (!superseded) {
                    out.accept(new VoiceEvent.Confirm(c.question()));
                }
            }
            case TurnEvent.MemoriesUsed m -> { }
            case TurnEvent.Failed f -> {
                failed = true;
                out.accept(new VoiceEvent.Problem(f.code(), f.message()));
            }
            case TurnEvent.End e -> end(e);
        }
    }

    private void end(TurnEvent.End e) {
        if (over) {
            return;
        }
        over = true;
        String outcome = superseded ? "cancelled" : failed ? "failed" : "done";
        Map<String, Long> ms = new LinkedHashMap<>(milestones.ordered());
        out.accept(new VoiceEvent.Ended(outcome, Optional.of(e.session()), ms));
        ended.accept(this, e.session());
    }
}
