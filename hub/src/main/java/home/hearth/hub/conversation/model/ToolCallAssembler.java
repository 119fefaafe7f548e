package home.hearth.hub.conversation.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Joins streamed {@code tool_calls} deltas into whole calls. OpenAI and llama.cpp send the id and
 * name once, then the arguments in pieces, all under one {@code index}; Ollama sends each call
 * whole, sometimes without an index (then a new id, or with no ids a new name, means a new call).
 */
final class ToolCallAssembler {
    private static final class Partial {
        String id = "";
        String name = "";
        final StringBuilder arguments = new StringBuilder();
    }

    private final TreeMap<Integer, Partial> byIndex = new TreeMap<>();

    void add(JsonNode delta) {
        Partial call = byIndex.computeIfAbsent(indexOf(delta), i -> new Partial());
        String id = delta.path("id").asText("");
        if (call.id.isEmpty() && !id.isEmpty()) {
            call.id = id;
        }
        JsonNode function = delta.path("function");
        String name = function.path("name").asText("");
        if (call.name.isEmpty() && !name.isEmpty()) {
            call.name = name;
        }
        JsonNode arguments = function.path("arguments");
        if (arguments.isTextual()) {
            call.arguments.append(arguments.asText());
        } else if (arguments.isObject()) {
            call.arguments.append(arguments.toString());
        }
    }

    private int indexOf(JsonNode delta) {
        if (delta.path("index").canConvertToInt()) {
            return delta.path("index").asInt();
        }
        String id = delta.path("id").asText("");
        boolean newId = !id.isEmpty() && byIndex.values().stream().noneMatch(p -> p.id.equals(id));
        // Without an id either, a delta that names a function after the last call already has its name is a new whole
        // call: joined to the last one, its arguments made '{..}{..}' and the call itself was lost.
        boolean newName = id.isEmpty() && !delta.path("function").path("name").asText("").isEmpty()
                && !byIndex.isEmpty() && !byIndex.lastEntry().getValue().name.isEmpty();
        if (byIndex.isEmpty() || newId || newName) {
            return byIndex.isEmpty() ? 0 : byIndex.lastKey() + 1;
        }
        return byIndex.lastKey();
    }

    /** The calls in index order; a call without a name is dropped (the server never finished it). */
    List<ToolCall> calls() {
        List<ToolCall> out = new ArrayList<>();
        byIndex.forEach((index, p) -> {
            if (!p.name.isEmpty()) {
                String args = p.arguments.isEmpty() ? "{}" : p.arguments.toString();
                out.add(new ToolCall(p.id.isEmpty() ? "call_" + index : p.id, p.name, args));
            }
        });
        return out;
    }
}
