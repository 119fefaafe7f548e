package home.hearth.hub.conversation.model;

import java.util.List;
import java.util.Objects;

/**
 * What a chat call produced.
 *
 * @param text the whole reply text (empty when the model only called tools)
 * @param toolCalls the tools it asked to call, in order
 * @param tokensIn prompt tokens (as the model counted them, or an estimate)
 * @param tokensOut generated tokens
 */
public record ChatResult(String text, List<ToolCall> toolCalls, int tokensIn, int tokensOut) {
    public ChatResult {
        Objects.requireNonNull(text, "text");
        toolCalls = List.copyOf(toolCalls);
    }
}
