package home.hearth.profiles.members;

import java.time.Instant;
import java.util.Objects;

/**
 * The household the hub serves: one per hub.
 *
 * @param name what the pages call it ("The Silvas"), 1–80 printable characters
 * @param createdAt when it was first named
 */
public record Household(String name, Instant createdAt) {
    public static final String DEFAULT_NAME = "Home";

    public Household {
        name = Member.checkDisplayName(name);
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
