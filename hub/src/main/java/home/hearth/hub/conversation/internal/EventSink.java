package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.TurnEvent;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
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
        if (!cancelled() || event instanceof TurnEvent.Failed || event instanceof TurnEvent.MemoriesUsed) {
            events.accept(event);
        }
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
            events.accept(new TurnEvent.End(session, milestones));
        }
    }

    private Duration since() {
        Duration d = Duration.between(receivedAt, clock.instant());
        return d.isNegative() ? Duration.ZERO : d;
    }
}
