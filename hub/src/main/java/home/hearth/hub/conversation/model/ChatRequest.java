package home.hearth.hub.conversation.model;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * @param messages the conversation so far, system message first
 * @param tools the tools the model may call this time (empty: plain chat)
 * @param maxTokens an upper bound on generated tokens
 * @param timeout the whole call's deadline
 */
public record ChatRequest(List<ChatMessage> messages, List<ToolSpec> tools, int maxTokens, Duration timeout) {
    public ChatRequest {
        messages = List.copyOf(messages);
        tools = List.copyOf(tools);
        Objects.requireNonNull(timeout, "timeout");
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("a chat request needs at least one message");
        }
        if (maxTokens < 1) {
            throw new IllegalArgumentException("maxTokens must be at least 1, got: " + maxTokens);
        }
    }
}
