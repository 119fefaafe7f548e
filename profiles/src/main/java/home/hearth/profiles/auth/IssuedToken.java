package home.hearth.profiles.auth;

import java.time.Instant;
import java.util.Objects;

/**
 * A freshly issued token. {@code secret} is shown to the user once and never stored nor logged;
 * {@link #toString()} hides it.
 */
public record IssuedToken(String secret, TokenKind kind, String label, Instant expiresAt) {
    public IssuedToken {
        Objects.requireNonNull(secret, "secret");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(expiresAt, "expiresAt");
    }

    @Override
    public String toString() {
        return "IssuedToken[kind=" + kind.wireName() + ", label=" + label + ", expiresAt=" + expiresAt + "]";
    }
}
