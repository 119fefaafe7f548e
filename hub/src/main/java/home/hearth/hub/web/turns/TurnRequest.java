package home.hearth.hub.web.turns;

import home.hearth.hub.conversation.Turn;
import home.hearth.hub.conversation.TurnSource;
import home.hearth.hub.web.ApiException;
import home.hearth.policies.Principal;
import io.helidon.http.Status;
import java.time.Instant;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The body of {@code POST /turns}, {@code {text, room?, session?}}, checked here once: an empty
 * text is 400 {@code empty_turn}, an over-long one 413 {@code too_long}, a room or session id out
 * of form 400 naming the field.
 */
record TurnRequest(String text, String room, String session) {
    private static final Pattern ROOM = Pattern.compile("[a-z0-9][a-z0-9_-]{0,63}");
    private static final Pattern SESSION = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    TurnRequest {
        if (text == null) {
            throw new IllegalArgumentException("text: required, a string: what you would say to the hub.");
        }
        if (text.isBlank()) {
            throw new ApiException(Status.BAD_REQUEST_400, "empty_turn", "The turn's text is empty: say something.");
        }
        if (text.length() > Turn.MAX_TEXT_CHARS) {
            throw new ApiException(Status.REQUEST_ENTITY_TOO_LARGE_413, "too_long", "A turn's text may have at most "
                    + Turn.MAX_TEXT_CHARS + " characters; this one has " + text.length() + ".");
        }
        form(room, "room", ROOM, "a room id (1–64 of a-z, 0-9, _ and -)");
        form(session, "session", SESSION, "a session id the hub returned");
    }

    Turn turn(Principal who, Instant now) {
        return new Turn(Optional.ofNullable(room), who, text, TurnSource.TEXT, Optional.ofNullable(session), now);
    }

    private static void form(String value, String field, Pattern form, String what) {
        if (value != null && !form.matcher(value).matches()) {
            throw new IllegalArgumentException(field + ": expected " + what + ".");
        }
    }
}
