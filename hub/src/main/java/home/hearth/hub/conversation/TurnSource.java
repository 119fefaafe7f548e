package home.hearth.hub.conversation;

/** The door a turn came through. */
public enum TurnSource {
    /** A room microphone or a member's phone/browser streaming audio. */
    VOICE,
    /** A typed turn: {@code POST /api/v1/turns} or the talk page's text box. */
    TEXT,
    /** An automation over MQTT (announcements, scripted requests). */
    AUTOMATION
}
