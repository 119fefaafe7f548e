package home.hearth.hub.conversation.model;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * @param messages the conversation so far, system message first
 * @param tools the tools the model may call this time (empty: plain chat)
 * @param maxTokens an upper bound on generated tokens
 * @param timeout the whole call's deadline
 * @param format the shape the answer must take ({@link ReplyFormat.Free} unless said otherwise)
 */
public record ChatRequest(List<ChatMessage> messages, List<ToolSpec> tools, int maxTokens, Duration timeout,
        ReplyFormat format) {
    public ChatRequest {
        messages = List.copyOf(messages);
        tools = List.copyOf(tools);
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(format, "format");
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("a chat request needs at least one message");
        }
        if (maxTokens < 1) {
            throw new IllegalArgumentException("maxTokens must be at least 1, got: " + maxTokens);
        }
        if (format instanceof ReplyFormat.ToolCallRequired && tools.isEmpty()) {
            throw new IllegalArgumentException("a tool call is required, but no tool is offered");
        }
    }

    /** A request whose answer is text or tool calls, as the model chooses. */
    public ChatRequest(List<ChatMessage> messages, List<ToolSpec> tools, int maxTokens, Duration timeout) {
        this(messages, tools, maxTokens, timeout, ReplyFormat.free());
    }
}
