package home.hearth.hub.conversation.model;

import java.util.Objects;

/** A call the model asked for: {@code arguments} is a JSON object as text. */
public record ToolCall(String id, String name, String arguments) {
    public ToolCall {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(arguments, "arguments");
    }
}
