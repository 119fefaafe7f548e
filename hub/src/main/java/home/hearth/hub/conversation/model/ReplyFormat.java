package home.hearth.hub.conversation.model;

import java.util.Objects;

/**
 * What shape the model's answer must take. Providers enforce it as well as they can: the in-process
 * model with a grammar (it cannot write anything else), an OpenAI-compatible server with
 * {@code tool_choice} and {@code response_format} (honoured by llama.cpp server, Ollama, vLLM and
 * OpenAI; a server that ignores them may still answer in prose, so callers validate).
 */
public sealed interface ReplyFormat {

    /** Text, or calls of the offered tools, as the model chooses (the default). */
    record Free() implements ReplyFormat {}

    /** At least one call of an offered tool and no text. */
    record ToolCallRequired() implements ReplyFormat {}

    /**
     * One JSON document matching {@code schema} (a JSON Schema object, as text), returned as the
     * reply text: for extraction and other structured answers.
     */
    record Json(String schema) implements ReplyFormat {
        public Json {
            Objects.requireNonNull(schema, "schema");
        }
    }

    static ReplyFormat free() {
        return new Free();
    }

    static ReplyFormat toolCall() {
        return new ToolCallRequired();
    }

    static ReplyFormat json(String schema) {
        return new Json(schema);
    }
}
