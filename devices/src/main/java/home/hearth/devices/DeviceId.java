package home.hearth.devices;

import java.util.regex.Pattern;

/** A device's inventory id, such as {@code front-door-lock}: 1–64 of [a-z0-9-], starting with a letter or digit. */
public record DeviceId(String value) {
    private static final Pattern FORM = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}");

    public DeviceId {
        if (value == null || !FORM.matcher(value).matches()) {
            throw new IllegalArgumentException(
                    "DeviceId must be 1–64 of [a-z0-9-] starting with a letter or digit, got: " + value);
        }
    }

    public static DeviceId of(String value) {
        return new DeviceId(value);
    }

    /** Makes an id from any name ("Living room lamp" → {@code living-room-lamp}); fails when nothing is left. */
    public static DeviceId slug(String name) {
        String s = Names.normalise(name).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return new DeviceId(s.length() > 64 ? s.substring(0, 64).replaceAll("-+$", "") : s);
    }

    @Override
    public String toString() {
        return value;
    }
}
