package home.hearth.hub.house;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An automation client's MQTT account (Home Assistant, Node-RED, a script), without its secret.
 *
 * @param name its broker username: 1–64 of [A-Za-z0-9_.-], starting with a letter or digit (the
 *     form the policy's {@code mqtt.clients} accepts, since its ACL entry is keyed by it)
 * @param source where the account comes from: added on the admin page, or read from {@code mqtt.clients-file}
 * @param createdAt when it was added (empty for the file's accounts)
 */
public record AutomationClient(String name, Source source, Optional<Instant> createdAt) {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,63}");

    /** Where an account comes from. */
    public enum Source {
        /** Added on the admin page (or the REST API): kept in the database, revocable. */
        HUB,
        /** Read from {@code mqtt.clients-file} at start: read-only while the hub runs. */
        FILE
    }

    public AutomationClient {
        requireName(name);
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(createdAt, "createdAt");
    }

    /** Checks a client name; the message says the form it takes. */
    public static String requireName(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("an automation client's name must be 1–64 of letters, digits, '_', '.', '-',"
                    + " starting with a letter or digit (it is its MQTT username), got: "
                    + (name == null ? "nothing" : "'" + name + "'"));
        }
        return name;
    }
}
