package home.hearth.hub.voice.rooms;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A room of the house: where microphones stream from and where devices stand. The id is the same
 * room id the device inventory uses ({@code kitchen}, {@code living-room}).
 *
 * @param id 1–64 of {@code [a-z0-9_-]}, starting with a letter or digit
 * @param name what people call it ("Living room"), 1–80 characters
 */
public record Room(String id, String name) {
    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9_-]{0,63}");

    public Room {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("room id must be 1–64 of [a-z0-9_-] starting with a letter or digit, got: '"
                    + id + "'");
        }
        name = name.strip();
        if (name.isEmpty() || name.length() > 80) {
            throw new IllegalArgumentException("room name must be 1–80 characters, got " + name.length());
        }
    }

    public static boolean validId(String id) {
        return id != null && ID.matcher(id).matches();
    }
}
