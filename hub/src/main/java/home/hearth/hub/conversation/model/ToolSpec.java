package home.hearth.hub.conversation.model;

import java.util.Objects;

/**
 * A tool offered to the model.
 *
 * @param name e.g. {@code device_command}
 * @param description what it does, for the model
 * @param parametersSchema a JSON Schema (object) of its arguments, as JSON text
 */
public record ToolSpec(String name, String description, String parametersSchema) {
    public ToolSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(parametersSchema, "parametersSchema");
        if (!name.matches("[a-z][a-z0-9_]{0,63}")) {
            throw new IllegalArgumentException("a tool name must be 1–64 of [a-z0-9_] starting with a letter, got: " + name);
        }
    }
}
