package home.hearth.hub.conversation.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The grammar an in-process answer must follow. A tool call is written the way Qwen2.5 and Hermes
 * models are trained to write it, {@code <tool_call>{"name": …, "arguments": {…}}</tool_call>}, with
 * the name one of the offered tools and the arguments matching that tool's schema; several calls
 * may follow one another. With tools offered and {@link ReplyFormat.Free}, the answer is either
 * such calls or text that does not start with {@code <}.
 */
final class LlamaGrammar {
    static final String CALL_OPEN = "<tool_call>";
    static final String CALL_CLOSE = "</tool_call>";
    static final int MAX_CALLS = 3;

    private LlamaGrammar() {}

    /** Empty when the answer is free text. */
    static Optional<String> forRequest(ChatRequest request) {
        return switch (request.format()) {
            case ReplyFormat.Json json -> Optional.of(json(json.schema()));
            case ReplyFormat.ToolCallRequired required -> Optional.of(calls(request.tools(), false));
            case ReplyFormat.Free free -> request.tools().isEmpty() ? Optional.empty() : Optional.of(calls(request.tools(), true));
        };
    }

    private static String json(String schema) {
        SchemaGrammar grammar = new SchemaGrammar("reply");
        String root = grammar.rule(JsonText.schema("the reply format", schema));
        return "root ::= " + root + "\n" + grammar.rules() + SchemaGrammar.SHARED;
    }

    private static String calls(List<ToolSpec> tools, boolean textAllowed) {
        StringBuilder out = new StringBuilder();
        String calls = "call (\"\\n\"? call){0," + (MAX_CALLS - 1) + "}";
        out.append("root ::= ").append(textAllowed ? calls + " | text" : calls).append('\n');
        if (textAllowed) {
            out.append("text ::= [^<\\x00] [^\\x00]*\n");
        }
        List<String> alternatives = new ArrayList<>();
        StringBuilder toolRules = new StringBuilder();
        for (int i = 0; i < tools.size(); i++) {
            ToolSpec tool = tools.get(i);
            SchemaGrammar arguments = new SchemaGrammar("t" + i);
            String args = arguments.rule(JsonText.schema("tool " + tool.name(), tool.parametersSchema()));
            alternatives.add("tool" + i);
            toolRules.append("tool").append(i).append(" ::= ")
                    .append(SchemaGrammar.literal(JsonText.quote(tool.name()) + ", \"arguments\": ")).append(' ')
                    .append(args).append('\n').append(arguments.rules());
        }
        out.append("call ::= ").append(SchemaGrammar.literal(CALL_OPEN)).append(" \"\\n\"? ")
                .append(SchemaGrammar.literal("{\"name\": ")).append(" (").append(String.join(" | ", alternatives))
                .append(") \"}\" \"\\n\"? ").append(SchemaGrammar.literal(CALL_CLOSE)).append('\n');
        return out.append(toolRules).append(SchemaGrammar.SHARED).toString();
    }
}
