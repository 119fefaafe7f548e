package home.hearth.policies;

import java.util.regex.Pattern;

/** A member's stable id, such as {@code alice}: 1–64 of [a-z0-9-], starting with a letter or digit. */
public record MemberId(String value) {
    private static final Pattern FORM = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}");

    public MemberId {
        if (value == null || !FORM.matcher(value).matches()) {
            throw new IllegalArgumentException(
                    "member id must be 1–64 of [a-z0-9-] starting with a letter or digit, got: " + value);
        }
    }

    public static MemberId of(String value) {
        return new MemberId(value);
    }

    @Override
    public String toString() {
        return value;
    }
}
