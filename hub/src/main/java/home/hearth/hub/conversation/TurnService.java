package home.hearth.hub.conversation;

import java.util.function.Consumer;

/**
 * The one door into the conversation engine, used by the voice pipeline, {@code POST /api/v1/turns}
 * and the automations API alike: a turn in, a stream of {@link TurnEvent}s out.
 *
 * <p>Contract: {@code start} returns at once; events are delivered to {@code events} in order, from
 * one thread at a time, and the last one is always {@link TurnEvent.End}. The consumer must not
 * block for long (a slow WebSocket client buffers on its own side). Turns of the same session are
 * handled one after another; turns of different rooms run in parallel.
 */
public interface TurnService {

    TurnHandle start(Turn turn, Consumer<TurnEvent> events);

    /** A running turn. */
    interface TurnHandle {
        /**
         * Stops the turn as soon as possible (speech during a reply, {@code {"type":"cancel"}}): no
         * further reply segments or actions not yet sent; an {@link TurnEvent.End} still follows.
         */
        void cancel();
    }
}
