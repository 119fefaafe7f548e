package home.hearth.hub.conversation.sessions;

import java.util.Objects;

/**
 * What the older part of a session said, in short.
 *
 * @param through the last message (seq) it covers: later summaries start after it, so no message is
 *     summarised twice
 * @param byModel true when a language model wrote it (shown as model-written)
 */
public record SessionSummary(String text, int through, boolean byModel) {
    public SessionSummary {
        Objects.requireNonNull(text, "text");
    }
}
