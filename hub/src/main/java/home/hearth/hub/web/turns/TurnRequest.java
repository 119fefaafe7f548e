package home.hearth.hub.web.turns;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.conversation.Turn;
import home.hearth.hub.conversation.TurnSource;
import home.hearth.hub.web.ApiException;
import home.hearth.policies.Principal;
import io.helidon.http.Status;
import java.time.Instant;
import java.util.Iterator;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Reads {@code {text, room?, session?}} into a {@link Turn}, answering bad input with a clear 4xx. */
final class TurnRequest {
    private static final Set<String> FIELDS = Set.of("text", "room", "session");
    private static final Pattern ROOM = Pattern.compile("[a-z0-9][a-z0-9_-]{0,63}");
    private static final Pattern SESSION = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private TurnRequest() {}

    static Turn parse(JsonNode body, Principal who, Instant now) {
        for (Iterator<String> names = body.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!FIELDS.contains(name)) {
                throw ApiException.badRequest("Unknown field '" + name + "': a turn has text, room and session.");
            }
        }
        JsonNode text = body.get("text");
        if (text == null || !text.isTextual()) {
            throw ApiException.badRequest("Field 'text' is required and must be a string: what you would say to the hub.");
        }
        if (text.asText().isBlank()) {
            throw new ApiException(Status.BAD_REQUEST_400, "empty_turn", "The turn's text is empty: say something.");
        }
        if (text.asText().length() > Turn.MAX_TEXT_CHARS) {
            throw new ApiException(Status.REQUEST_ENTITY_TOO_LARGE_413, "too_long", "A turn's text may have at most "
                    + Turn.MAX_TEXT_CHARS + " characters; this one has " + text.asText().length() + ".");
        }
        Optional<String> room = optional(body, "room", ROOM, "a room id (1–64 of a-z, 0-9, _ and -)");
        Optional<String> session = optional(body, "session", SESSION, "a session id the hub returned");
        return new Turn(room, who, text.asText(), TurnSource.TEXT, session, now);
    }

    private static Optional<String> optional(JsonNode body, String field, Pattern form, String what) {
        JsonNode v = body.get(field);
        if (v == null || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isTextual() || !form.matcher(v.asText()).matches()) {
            throw ApiException.badRequest("Field '" + field + "' must be " + what + ".");
        }
        return Optional.of(v.asText());
    }
}
