package home.hearth.hub.conversation.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a tight GBNF grammar for JSON matching a JSON Schema, for llama.cpp's constrained sampling:
 * no free white space, properties in schema order (required ones always, optional ones may be
 * left out), strings and arrays bounded ({@code maxLength}, {@code maxItems}, else
 * {@value #STRING_MAX} characters and {@value #ITEMS_MAX} items), so a small model cannot wander
 * and every answer ends within a known number of tokens. Strings hold printable ASCII, Latin-1 and
 * Latin Extended-A letters (all of Portuguese), dashes, curly quotes and the euro sign: enough for a
 * household's names and memories, and nothing a small model could turn into invalid UTF-8. Supports {@code type} (string, integer,
 * number, boolean, null, array, object, or a list of them), {@code enum}, {@code const},
 * {@code anyOf}/{@code oneOf}; anything else becomes a bounded JSON scalar.
 */
final class SchemaGrammar {
    // Numbers as JSON writes them: no leading zeros ("04" is not JSON, and a model sampling digits under a
    // looser rule wrote it about one answer in three with random weights).
    static final int STRING_MAX = 160;
    static final int ITEMS_MAX = 12;
    static final String SHARED = """
            char ::= [\\x20\\x21\\x23-\\x5B\\x5D-\\x7E\\u00A0-\\u017F\\u2013\\u2014\\u2018\\u2019\\u201C\\u201D\\u20AC] | "\\\\" ["\\\\/bfnrt]
            int ::= "-"? ("0" | [1-9] [0-9]{0,11})
            num ::= int ("." [0-9]{1,6})?
            scalar ::= "\\"" char{0,%d} "\\"" | num | "true" | "false" | "null"
            """.formatted(STRING_MAX);

    private final String prefix;
    private final List<String> rules = new ArrayList<>();
    private int next;

    /** @param prefix keeps the rule names of several schemas in one grammar apart */
    SchemaGrammar(String prefix) {
        this.prefix = prefix;
    }

    /** Adds the rules for {@code schema} and returns the name of the rule that matches it. */
    String rule(JsonNode schema) {
        String name = prefix + "-" + next++;
        rules.add(""); // keep the order readable: this rule before its parts
        int at = rules.size() - 1;
        rules.set(at, name + " ::= " + expression(schema));
        return name;
    }

    /** Every rule added so far, one per line (without {@link #SHARED}). */
    String rules() {
        return String.join("\n", rules) + "\n";
    }

    private String expression(JsonNode schema) {
        if (schema.has("const")) {
            return literal(schema.get("const").toString());
        }
        if (schema.path("enum").isArray()) {
            List<String> options = new ArrayList<>();
            schema.get("enum").forEach(v -> options.add(literal(v.toString())));
            return "(" + String.join(" | ", options) + ")";
        }
        for (String key : List.of("anyOf", "oneOf")) {
            if (schema.path(key).isArray()) {
                List<String> options = new ArrayList<>();
                schema.get(key).forEach(s -> options.add(rule(s)));
                return "(" + String.join(" | ", options) + ")";
            }
        }
        JsonNode type = schema.path("type");
        if (type.isArray()) {
            List<String> options = new ArrayList<>();
            type.forEach(t -> options.add(typed(t.asText(), schema)));
            return "(" + String.join(" | ", options) + ")";
        }
        return typed(type.asText(""), schema);
    }

    private String typed(String type, JsonNode schema) {
        return switch (type) {
            case "string" -> "\"\\\"\" char{" + schema.path("minLength").asInt(0) + ","
                    + Math.min(schema.path("maxLength").asInt(STRING_MAX), STRING_MAX) + "} \"\\\"\"";
            case "integer" -> "int";
            case "number" -> "num";
            case "boolean" -> "(\"true\" | \"false\")";
            case "null" -> "\"null\"";
            case "array" -> array(schema);
            case "object" -> object(schema);
            default -> "scalar";
        };
    }

    private String array(JsonNode schema) {
        String item = schema.has("items") ? rule(schema.get("items")) : "scalar";
        int max = Math.max(1, Math.min(schema.path("maxItems").asInt(ITEMS_MAX), ITEMS_MAX));
        int min = Math.min(schema.path("minItems").asInt(0), max);
        String more = "(\",\" " + item + "){" + Math.max(0, min - 1) + "," + (max - 1) + "}";
        return min > 0 ? "\"[\" " + item + " " + more + " \"]\"" : "\"[\" (" + item + " " + more + ")? \"]\"";
    }

    private String object(JsonNode schema) {
        List<String> required = new ArrayList<>();
        List<String> optional = new ArrayList<>();
        JsonNode requiredNames = schema.path("required");
        schema.path("properties").properties().forEach(p -> {
            String member = literal(JsonText.quote(p.getKey()) + ":") + " " + rule(p.getValue());
            boolean isRequired = false;
            for (JsonNode r : requiredNames) {
                isRequired |= r.asText().equals(p.getKey());
            }
            (isRequired ? required : optional).add(member);
        });
        if (required.isEmpty() && optional.isEmpty()) {
            return "\"{}\"";
        }
        if (!required.isEmpty()) {
            StringBuilder body = new StringBuilder(String.join(" \",\" ", required));
            optional.forEach(o -> body.append(" (\",\" ").append(o).append(")?"));
            return "\"{\" " + body + " \"}\"";
        }
        // No required member: the first one present may be any of them, the later ones follow in order.
        List<String> starts = new ArrayList<>();
        for (int i = 0; i < optional.size(); i++) {
            StringBuilder alt = new StringBuilder(optional.get(i));
            for (String later : optional.subList(i + 1, optional.size())) {
                alt.append(" (\",\" ").append(later).append(")?");
            }
            starts.add(alt.toString());
        }
        return "\"{\" (" + String.join(" | ", starts) + ")? \"}\"";
    }

    /** A GBNF string literal matching exactly {@code text}. */
    static String literal(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
