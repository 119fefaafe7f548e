package home.hearth.hub.conversation.model;

import de.kherud.llama.Pair;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a {@link ChatRequest} into the system text and user/assistant turns the model's own chat
 * template renders (java-llama.cpp takes only those two roles). Tools are described in the system
 * text the way Qwen2.5's template does it; a tool result becomes a user turn wrapped in
 * {@code <tool_response>}, a call the assistant made becomes its {@code <tool_call>} text, and
 * consecutive turns of one role are joined, since some templates insist on alternation.
 */
record LlamaPrompt(String system, List<Pair<String, String>> turns) {

    static LlamaPrompt of(ChatRequest request) {
        StringBuilder system = new StringBuilder();
        List<Pair<String, String>> turns = new ArrayList<>();
        for (ChatMessage m : request.messages()) {
            switch (m.role()) {
                case "system" -> system.append(system.isEmpty() ? "" : "\n\n").append(m.content());
                case "user" -> add(turns, "user", m.content());
                case "tool" -> add(turns, "user", "<tool_response>\n" + m.content() + "\n</tool_response>");
                default -> add(turns, "assistant", assistant(m));
            }
        }
        if (!request.tools().isEmpty()) {
            system.append(system.isEmpty() ? "" : "\n\n").append(tools(request.tools()));
        }
        if (request.format() instanceof ReplyFormat.Json json) {
            system.append(system.isEmpty() ? "" : "\n\n")
                    .append("Answer with one JSON document matching this JSON Schema:\n").append(json.schema());
        }
        return new LlamaPrompt(system.toString(), List.copyOf(turns));
    }

    private static String assistant(ChatMessage m) {
        StringBuilder text = new StringBuilder(m.content());
        for (ToolCall call : m.toolCalls()) {
            text.append(text.isEmpty() ? "" : "\n").append(LlamaGrammar.CALL_OPEN).append("\n{\"name\": ")
                    .append(JsonText.quote(call.name())).append(", \"arguments\": ").append(call.arguments())
                    .append("}\n").append(LlamaGrammar.CALL_CLOSE);
        }
        return text.toString();
    }

    private static String tools(List<ToolSpec> tools) {
        StringBuilder text = new StringBuilder("# Tools\n\nYou may call one or more functions to assist with the user query."
                + "\n\nYou are provided with function signatures within <tools></tools> XML tags:\n<tools>");
        for (ToolSpec t : tools) {
            text.append("\n{\"type\": \"function\", \"function\": {\"name\": ").append(JsonText.quote(t.name()))
                    .append(", \"description\": ").append(JsonText.quote(t.description()))
                    .append(", \"parameters\": ").append(JsonText.schema("tool " + t.name(), t.parametersSchema()))
                    .append("}}");
        }
        return text.append("\n</tools>\n\nFor each function call, return a json object with function name and arguments"
                + " within <tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": <function-name>, \"arguments\":"
                + " <args-json-object>}\n</tool_call>").toString();
    }

    private static void add(List<Pair<String, String>> turns, String role, String content) {
        if (!turns.isEmpty() && turns.getLast().getKey().equals(role)) {
            Pair<String, String> last = turns.removeLast();
            turns.add(new Pair<>(role, last.getValue() + "\n\n" + content));
        } else {
            turns.add(new Pair<>(role, content));
        }
    }
}
