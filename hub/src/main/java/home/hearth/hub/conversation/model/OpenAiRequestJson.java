package home.hearth.hub.conversation.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Writes a {@link ChatRequest} as an OpenAI {@code chat/completions} body with {@code stream: true}. */
final class OpenAiRequestJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private OpenAiRequestJson() {}

    static String write(String model, ChatRequest request) {
        ObjectNode body = JSON.createObjectNode();
        body.put("model", model);
        ArrayNode messages = body.putArray("messages");
        request.messages().forEach(m -> messages.add(message(m)));
        if (!request.tools().isEmpty()) {
            ArrayNode tools = body.putArray("tools");
            request.tools().forEach(t -> tools.add(tool(t)));
        }
        format(body, request.format());
        body.put("max_tokens", request.maxTokens());
        body.put("stream", true);
        body.putObject("stream_options").put("include_usage", true);
        try {
            return JSON.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new LanguageModelException("could not write the language model request", e);
        }
    }

    private static void format(ObjectNode body, ReplyFormat format) {
        switch (format) {
            case ReplyFormat.Free free -> { }
            case ReplyFormat.ToolCallRequired required -> body.put("tool_choice", "required");
            case ReplyFormat.Json json -> {
                ObjectNode schema = body.putObject("response_format").put("type", "json_schema")
                        .putObject("json_schema").put("name", "reply").put("strict", true);
                schema.set("schema", JsonText.schema("the reply format", json.schema()));
            }
        }
    }

    private static ObjectNode message(ChatMessage m) {
        ObjectNode node = JSON.createObjectNode().put("role", m.role());
        if (m.content().isEmpty() && !m.toolCalls().isEmpty()) {
            node.putNull("content");
        } else {
            node.put("content", m.content());
        }
        if (!m.toolCalls().isEmpty()) {
            ArrayNode calls = node.putArray("tool_calls");
            for (ToolCall call : m.toolCalls()) {
                ObjectNode c = calls.addObject().put("id", call.id()).put("type", "function");
                c.putObject("function").put("name", call.name()).put("arguments", call.arguments());
            }
        }
        m.toolCallId().ifPresent(id -> node.put("tool_call_id", id));
        return node;
    }

    private static ObjectNode tool(ToolSpec spec) {
        ObjectNode node = JSON.createObjectNode().put("type", "function");
        ObjectNode function = node.putObject("function")
                .put("name", spec.name())
                .put("description", spec.description());
        function.set("parameters", JsonText.schema("tool " + spec.name(), spec.parametersSchema()));
        return node;
    }

    /** A rough prompt size (4 characters a token) for servers that report no usage. */
    static int estimateTokens(ChatRequest request) {
        int chars = 0;
        for (ChatMessage m : request.messages()) {
            chars += m.content().length();
        }
        for (ToolSpec t : request.tools()) {
            chars += t.description().length() + t.parametersSchema().length();
        }
        return Math.max(1, chars / 4);
    }
}
