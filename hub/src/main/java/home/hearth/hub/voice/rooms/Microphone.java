package home.hearth.hub.voice.rooms;

import java.time.Instant;
import java.util.Objects;

/**
 * A room microphone's credentials as the hub keeps them (the token itself is never kept, only its
 * SHA-256).
 *
 * @param id {@code mic-} and 12 hex digits
 * @param room the room it may stream into
 * @param name what the household calls it ("Pi Zero by the fridge"), 1–80 characters
 * @param createdAt when its token was issued
 */
public record Microphone(String id, String room, String name, Instant createdAt) {
    public Microphone {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(room, "room");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
