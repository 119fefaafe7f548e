package home.hearth.hub.conversation.extraction;

import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/** What the model is told, and the JSON Schema its answer must match. */
final class ExtractionPrompt {
    static final int MAX_MEMORIES = 6;
    static final int MAX_TEXT = 160;

    static final String SCHEMA = """
            {"type":"object","properties":{"memories":{"type":"array","maxItems":%d,"items":{"type":"object",\
            "properties":{"text":{"type":"string","maxLength":%d},"kind":{"enum":["structured","episodic"]},\
            "scope":{"enum":["user","household"]},"key":{"type":"string","maxLength":40},\
            "value":{"type":"string","maxLength":40},"unit":{"type":"string","maxLength":8},\
            "evidence":{"type":"array","items":{"type":"integer"},"minItems":1,"maxItems":3}},\
            "required":["text","kind","scope","evidence"]}}},"required":["memories"]}""".formatted(MAX_MEMORIES, MAX_TEXT);

    static final String SYSTEM = """
            You read a conversation between a household member and Hearth, the household's assistant, \
            and list what is worth remembering about the member or the household for weeks or years.

            Keep: lasting preferences and settings ("I like the bedroom at 19 degrees at night"), facts \
            about the member, their people, pets, home and routines, and events worth recalling later \
            ("the boiler was serviced today"). Skip: greetings, questions, device commands, passing \
            states ("the light is on"), what Hearth said, guesses, and secrets such as passwords, PINs \
            or door codes.

            Each memory: one short sentence in the member's own language, in the third person; kind \
            "structured" for a setting or preference with a key (snake_case English), a value and a \
            unit if any, otherwise "episodic"; scope "user" for the member, "household" for the whole \
            home; evidence: the numbers of the member's messages it comes from. Resolve relative dates \
            ("tomorrow", "last Friday") against the current time given. If nothing is worth keeping, \
            answer {"memories": []}.""";

    private ExtractionPrompt() {}

    /** The numbered messages, with who said each, and the household's time. */
    static String batch(List<ExtractionTurn> turns, ZonedDateTime now) {
        StringBuilder text = new StringBuilder("Current time: ")
                .append(now.format(DateTimeFormatter.ofPattern("EEEE d MMMM yyyy, HH:mm", Locale.ENGLISH)))
                .append(" (").append(now.getZone().getId()).append(")\n\nConversation:\n");
        for (int i = 0; i < turns.size(); i++) {
            ExtractionTurn turn = turns.get(i);
            text.append('[').append(i).append("] ").append(turn.fromMember() ? "member" : "hearth").append(": ")
                    .append(turn.text().replace('\n', ' ')).append('\n');
        }
        return text.toString();
    }
}
