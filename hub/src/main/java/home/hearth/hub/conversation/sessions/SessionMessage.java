package home.hearth.hub.conversation.sessions;

import java.time.Instant;
import java.util.Objects;

/**
 * One message of a session, in order.
 *
 * @param role {@code user} (what was said) or {@code assistant} (what the hub answered)
 */
public record SessionMessage(int seq, String role, String text, Instant at) {
    public SessionMessage {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(at, "at");
        if (!role.equals("user") && !role.equals("assistant")) {
            throw new IllegalArgumentException("a message's role must be user or assistant, got: " + role);
        }
    }
}
