package home.hearth.hub.conversation.timers;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.policies.MemberId;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A timer or reminder, announced in {@code room} at {@code dueAt}.
 *
 * @param member who set it (empty: somebody the hub was not sure of; such timers belong to the room)
 * @param label for a reminder what to remind of, as said; for a timer its length in words
 */
public record Timer(String id, Optional<MemberId> member, String room, Kind kind, String label, Language language,
        Instant dueAt, Instant createdAt) {
    public Timer {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(dueAt, "dueAt");
        Objects.requireNonNull(createdAt, "createdAt");
        if (room == null || !room.matches("[a-z0-9][a-z0-9_-]{0,63}")) {
            throw new IllegalArgumentException("a timer's room must be a room id (1–64 of [a-z0-9_-]), got: " + room);
        }
        if (label.isBlank() || label.length() > 500) {
            throw new IllegalArgumentException("a timer's label must be 1–500 characters, got " + label.length());
        }
    }

    public enum Kind {
        TIMER,
        REMINDER
    }

    /** Whether {@code who} (or, for nobody known, the room) may see and cancel it. */
    public boolean belongsTo(Optional<MemberId> who, String inRoom) {
        return who.isPresent() ? member.equals(who) : member.isEmpty() && room.equals(inRoom);
    }
}
