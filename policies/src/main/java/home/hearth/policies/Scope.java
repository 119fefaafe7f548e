package home.hearth.policies;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A memory's scope: {@code user:<member>}, {@code household}, {@code room:<id>},
 * {@code device:<id>} or {@code task:<id>}. Ids are 1–64 of [a-z0-9_-].
 */
public record Scope(ScopeType type, String id) {
    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9_-]{0,63}");
    public static final Scope HOUSEHOLD = new Scope(ScopeType.HOUSEHOLD, "");

    public Scope {
        Objects.requireNonNull(type, "type");
        id = id == null ? "" : id;
        if (type == ScopeType.HOUSEHOLD && !id.isEmpty()) {
            throw new IllegalArgumentException("household scope takes no id, got: household:" + id);
        }
        if (type != ScopeType.HOUSEHOLD && !ID.matcher(id).matches()) {
            throw new IllegalArgumentException(
                    type.wireName() + " scope needs an id of 1–64 of [a-z0-9_-], got: '" + id + "'");
        }
    }

    public static Scope user(MemberId member) {
        return new Scope(ScopeType.USER, member.value());
    }

    public static Scope room(String roomId) {
        return new Scope(ScopeType.ROOM, roomId);
    }

    /**
     * Parses the wire form. {@code user} alone means the caller's own scope, so it needs the
     * caller: {@code parse("user", alice)} is {@code user:alice}.
     */
    public static Scope parse(String text, MemberId caller) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException(
                    "scope must be user, household, room:<id>, device:<id> or task:<id>, got nothing");
        }
        String t = text.trim().toLowerCase(Locale.ROOT);
        int colon = t.indexOf(':');
        String head = colon < 0 ? t : t.substring(0, colon);
        String id = colon < 0 ? "" : t.substring(colon + 1);
        ScopeType type;
        try {
            type = ScopeType.valueOf(head.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "scope must be user, household, room:<id>, device:<id> or task:<id>, got: " + text);
        }
        if (type == ScopeType.USER && id.isEmpty()) {
            if (caller == null) {
                throw new IllegalArgumentException("scope 'user' needs a signed-in member");
            }
            id = caller.value();
        }
        return new Scope(type, id);
    }

    public boolean isShared() {
        return type != ScopeType.USER;
    }

    /** The wire form, e.g. {@code room:kitchen} or {@code household}. */
    public String wire() {
        return type == ScopeType.HOUSEHOLD ? "household" : type.wireName() + ":" + id;
    }

    @Override
    public String toString() {
        return wire();
    }
}
