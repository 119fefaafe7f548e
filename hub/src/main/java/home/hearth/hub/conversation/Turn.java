package home.hearth.hub.conversation;

import home.hearth.policies.Principal;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One thing said to the hub, by any door: a room microphone (after recognition and speaker
 * verification), a typed turn over REST, or an announcement request from an automation.
 *
 * @param room the room it was said in (empty for a typed turn with no room)
 * @param principal who said it, with how sure the hub is ({@code UNCERTAIN} voices get household
 *     answers only and are asked who is speaking before anything personal)
 * @param text what was said, already transcribed; never logged above DEBUG
 * @param source which door it came through
 * @param session the conversation session to continue (empty: the room's or member's current one)
 * @param receivedAt when the hub had the whole text (milestones are measured from here)
 */
public record Turn(Optional<String> room, Principal principal, String text, TurnSource source, Optional<String> session,
        Instant receivedAt) {
    /** The longest text a turn may carry; REST answers 413 above it, voice cuts the utterance. */
    public static final int MAX_TEXT_CHARS = 2_000;

    public Turn {
        Objects.requireNonNull(room, "room");
        Objects.requireNonNull(principal, "principal");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(receivedAt, "receivedAt");
        if (text.isBlank()) {
            throw new IllegalArgumentException("a turn needs some text, got an empty one");
        }
        if (text.length() > MAX_TEXT_CHARS) {
            throw new IllegalArgumentException("a turn's text must be at most " + MAX_TEXT_CHARS + " characters, got: "
                    + text.length());
        }
    }
}
