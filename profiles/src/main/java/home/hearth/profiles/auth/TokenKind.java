package home.hearth.profiles.auth;

import java.util.Locale;

/** What a bearer token is for. */
public enum TokenKind {
    /** Issued by {@code POST /api/v1/auth/login}: the REST API and the pages' session. */
    SESSION,
    /** A room microphone streaming audio to {@code /ws/rooms/{room}}. */
    ROOM_MICROPHONE,
    /** An automation client (Home Assistant, Node-RED, scripts). */
    AUTOMATION;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Parses {@code session}, {@code room-microphone}, {@code automation}; {@code room_microphone}
     * is accepted too (an earlier API document spelt it so). Names the accepted values.
     */
    public static TokenKind parse(String text) {
        String wire = text == null ? "" : text.trim().replace('_', '-');
        for (TokenKind k : values()) {
            if (k.wireName().equalsIgnoreCase(wire)) {
                return k;
            }
        }
        throw new IllegalArgumentException(
                "token kind must be one of session, room-microphone, automation, got: " + text);
    }
}
