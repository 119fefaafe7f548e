package home.hearth.hub.conversation.extraction;

import java.util.Objects;

/**
 * One message of the batch to extract from.
 *
 * @param fromMember true for what the member said, false for Hearth's answers (context only: a
 *     memory must rest on the member's own words)
 * @param text the message
 */
public record ExtractionTurn(boolean fromMember, String text) {
    public ExtractionTurn {
        Objects.requireNonNull(text, "text");
    }

    public static ExtractionTurn member(String text) {
        return new ExtractionTurn(true, text);
    }

    public static ExtractionTurn hearth(String text) {
        return new ExtractionTurn(false, text);
    }
}
