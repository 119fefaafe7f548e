package home.hearth.hub.conversation;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a turn produces, in order, as it happens. Every turn ends with exactly one {@link End}
 * (also after a {@link Failed} or a cancel). The WebSocket sends each as a JSON event of the same
 * name; {@code POST /api/v1/turns} collects them into one answer or streams them as server-sent
 * events.
 */
public sealed interface TurnEvent {

    /** A speakable piece of the reply (a sentence or so), never inside a number or a reasoning block. */
    record ReplySegment(String text) implements TurnEvent {
        public ReplySegment {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * Something the hub did (or refused to do) to a device.
     *
     * @param outcome {@code confirmed} (the device reported the change), {@code sent} (no report yet),
     *     {@code refused} (a rule said no; {@code message} says which), {@code failed} (the device did
     *     not answer or the broker is down)
     */
    record ActionTaken(String device, String command, String outcome, String message) implements TurnEvent {
        public ActionTaken {
            Objects.requireNonNull(device, "device");
            Objects.requireNonNull(command, "command");
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * A yes/no question; the member's next turn in the same session ("yes", "sim", "no") answers it.
     * The question's text is also sent as a {@link ReplySegment} just before this event.
     */
    record ConfirmRequest(String question) implements TurnEvent {
        public ConfirmRequest {
            Objects.requireNonNull(question, "question");
        }
    }

    /** The ids of the memories the reply used (cited in the reply text). */
    record MemoriesUsed(List<String> ids) implements TurnEvent {
        public MemoriesUsed {
            ids = List.copyOf(ids);
        }
    }

    /** The turn could not be handled; {@code code} is the same error code REST uses. */
    record Failed(String code, String message) implements TurnEvent {
        public Failed {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * The turn is over.
     *
     * @param session the session the turn belongs to (send it back to continue the conversation)
     * @param milestones named latencies since {@link Turn#receivedAt()}, e.g. {@code first_reply},
     *     {@code action_confirmed}; the voice pipeline adds its own before the transcript
     * @param figures tokens, tools and context size when the turn reached a language model
     */
    record End(String session, Map<String, Duration> milestones, TurnFigures figures) implements TurnEvent {
        public End {
            Objects.requireNonNull(session, "session");
            milestones = Map.copyOf(milestones);
            Objects.requireNonNull(figures, "figures");
        }

        /** A turn that did not reach a language model. */
        public End(String session, Map<String, Duration> milestones) {
            this(session, milestones, TurnFigures.NONE);
        }
    }
}
