package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.TurnEvent;
import home.hearth.hub.conversation.TurnFigures;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Delivers one turn's events in order and keeps its milestones. After a cancel, reply segments,
 * actions and questions are dropped (and {@link #cancelled()} tells the handler to stop sending
 * commands); the {@link TurnEvent.End} is always delivered, exactly once.
 */
public final class EventSink {
    private final Consumer<TurnEvent> events;
    private final Instant receivedAt;
    private final Clock clock;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final AtomicBoolean ended = new AtomicBoolean();
    private final Map<String, Duration> milestones = new LinkedHashMap<>();
    private final StringBuilder said = new StringBuilder();
    private StringBuilder captured;
    private TurnEvent.ConfirmRequest held;
    private Captured lastCaptured;
    private int actionsDone;
    private int tokensIn;
    private int tokensOut;
    private int contextChars;
    private final List<String> tools = new ArrayList<>();

    public EventSink(Consumer<TurnEvent> events, Instant receivedAt, Clock clock) {
        this.events = events;
        this.receivedAt = receivedAt;
        this.clock = clock;
    }

    public void cancel() {
        cancelled.set(true);
    }

    public boolean cancelled() {
        return cancelled.get();
    }

    /** One speakable piece of the reply; the first one is the {@code first_reply} milestone. */
    public synchronized void say(String text) {
        if (captured != null) {
            captured.append(captured.isEmpty() ? "" : " ").append(text);
            return;
        }
        if (!cancelled() && !text.isBlank()) {
            milestone("first_reply");
            said.append(said.isEmpty() ? "" : " ").append(text);
            events.accept(new TurnEvent.ReplySegment(text));
        }
    }

    public synchronized void emit(TurnEvent event) {
        if (event instanceof TurnEvent.End) {
            throw new IllegalArgumentException("end the turn with end(session)");
        }
        if (captured != null && event instanceof TurnEvent.ConfirmRequest c) {
            held = c;
            return;
        }
        if (!cancelled() || event instanceof TurnEvent.Failed || event instanceof TurnEvent.MemoriesUsed) {
            if (event instanceof TurnEvent.ActionTaken a && (a.outcome().equals("confirmed") || a.outcome().equals("sent"))) {
                actionsDone++;
            }
            events.accept(event);
        }
    }

    /** What a piece of work would have said, and the yes/no question it would have asked. */
    public record Captured(String text, Optional<TurnEvent.ConfirmRequest> question) {}

    /**
     * Runs {@code work} (a local intent used as a language-model tool) with its reply segments and
     * its yes/no question kept aside instead of sent, and returns them; actions still go out as
     * they happen. Only the turn's own thread calls this.
     */
    public Captured capture(Runnable work) {
        synchronized (this) {
            captured = new StringBuilder();
            held = null;
        }
        try {
            work.run();
        } finally {
            synchronized (this) {
                Captured c = new Captured(captured.toString(), Optional.ofNullable(held));
                captured = null;
                held = null;
                lastCaptured = c;
            }
        }
        synchronized (this) {
            return lastCaptured;
        }
    }

    /** Counts one language-model call of this turn; the first one's prompt size is the context size. */
    public synchronized void modelCall(int promptChars, int in, int out) {
        if (contextChars == 0) {
            contextChars = promptChars;
        }
        tokensIn += in;
        tokensOut += out;
    }

    public synchronized void toolCalled(String name) {
        tools.add(name);
    }

    /** How many device actions this turn sent or saw confirmed (a reply may claim only those). */
    public synchronized int actionsDone() {
        return actionsDone;
    }

    /** Records a named latency since the turn was received (only its first occurrence counts). */
    public synchronized void milestone(String name) {
        milestones.putIfAbsent(name, since());
    }

    /** Everything said so far, as one text. */
    public synchronized String said() {
        return said.toString();
    }

    public synchronized void end(String session) {
        if (ended.compareAndSet(false, true)) {
            milestones.putIfAbsent("end", since());
            events.accept(new TurnEvent.End(session, milestones, new TurnFigures(tokensIn, tokensOut, tools, contextChars)));
        }
    }

    private Duration since() {
        Duration d = Duration.between(receivedAt, clock.instant());
        return d.isNegative() ? Duration.ZERO : d;
    }
}
