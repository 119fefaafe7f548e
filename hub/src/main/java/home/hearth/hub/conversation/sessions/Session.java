package home.hearth.hub.conversation.sessions;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A conversation session of one member (or, for speakers the hub did not know, one room).
 *
 * @param owner {@code member:<id>} or {@code room:<id>}
 * @param room the room it was held in, empty for typed turns with no room
 * @param title the member's name for it (by default the room and the day)
 * @param messages how many messages it holds
 */
public record Session(String id, String owner, Optional<String> room, String title, Instant createdAt, Instant lastTurnAt,
        int messages) {
    public Session {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(room, "room");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(lastTurnAt, "lastTurnAt");
        if (title == null || title.isBlank() || title.length() > 100) {
            throw new IllegalArgumentException("a session title must be 1–100 characters, got: '" + title + "'");
        }
    }

    /** The member it belongs to, if it belongs to one. */
    public Optional<String> member() {
        return owner.startsWith("member:") ? Optional.of(owner.substring("member:".length())) : Optional.empty();
    }
}
