package home.hearth.hub.conversation.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One message of a chat.
 *
 * @param role {@code system}, {@code user}, {@code assistant} or {@code tool}
 * @param content the text (for {@code tool}: the tool's result as JSON)
 * @param toolCalls the calls an {@code assistant} message made
 * @param toolCallId for a {@code tool} message, the call it answers
 */
public record ChatMessage(String role, String content, List<ToolCall> toolCalls, Optional<String> toolCallId) {
    public ChatMessage {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(content, "content");
        toolCalls = List.copyOf(toolCalls);
        Objects.requireNonNull(toolCallId, "toolCallId");
        if (!List.of("system", "user", "assistant", "tool").contains(role)) {
            throw new IllegalArgumentException("role must be system, user, assistant or tool, got: " + role);
        }
    }

    public static ChatMessage system(String content) {
        return new ChatMessage("system", content, List.of(), Optional.empty());
    }

    public static ChatMessage user(String content) {
        return new ChatMessage("user", content, List.of(), Optional.empty());
    }

    public static ChatMessage assistant(String content) {
        return new ChatMessage("assistant", content, List.of(), Optional.empty());
    }

    public static ChatMessage toolResult(String callId, String resultJson) {
        return new ChatMessage("tool", resultJson, List.of(), Optional.of(callId));
    }
}
