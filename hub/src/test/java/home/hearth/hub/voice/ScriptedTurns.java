package home.hearth.hub.voice;

import home.hearth.hub.conversation.Turn;
import home.hearth.hub.conversation.TurnEvent;
import home.hearth.hub.conversation.TurnService;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * A turn service for pipeline tests: records every turn; a text with "kitchen light" replies and
 * reports a confirmed action; a text with "story" replies one segment every 100 ms until cancelled;
 * anything else replies "you said: …".
 */
public final class ScriptedTurns implements TurnService {
    private final List<Turn> turns = new CopyOnWriteArrayList<>();
    private final List<Boolean> cancelled = new CopyOnWriteArrayList<>();

    public List<Turn> turns() {
        return turns;
    }

    public List<Boolean> cancelled() {
        return cancelled;
    }

    @Override
    public TurnHandle start(Turn turn, Consumer<TurnEvent> events) {
        int index = turns.size();
        turns.add(turn);
        cancelled.add(false);
        AtomicBoolean stop = new AtomicBoolean();
        Thread.ofVirtual().name("scripted-turn").start(() -> run(turn, events, stop));
        return () -> {
            stop.set(true);
            cancelled.set(index, true);
        };
    }

    private static void run(Turn turn, Consumer<TurnEvent> events, AtomicBoolean stop) {
        String text = turn.text();
        if (text.contains("kitchen light")) {
            events.accept(new TurnEvent.ReplySegment("Turning on the kitchen light."));
            events.accept(new TurnEvent.ActionTaken("kitchen-light", "switch on", "confirmed", "The kitchen light is on."));
        } else if (text.contains("story")) {
            for (int i = 0; i < 100 && !stop.get(); i++) {
                events.accept(new TurnEvent.ReplySegment("Once upon a time, part " + i + "."));
                sleep();
            }
        } else {
            events.accept(new TurnEvent.ReplySegment("You said: " + text));
        }
        events.accept(new TurnEvent.End("session-1", Map.<String, Duration>of()));
    }

    private static void sleep() {
        try {
            Thread.sleep(100); // the pace of a slow reply, not a wait for a result
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
