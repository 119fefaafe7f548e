package home.hearth.hub.conversation.extraction;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.hub.conversation.model.LanguageModelException;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.StructuredFact;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the model's answer and keeps only candidates that hold up: a known kind and scope, a
 * structured one with key and value, text within bounds, and evidence that points at the member's
 * own messages in this batch. A server that ignored the schema may wrap the JSON in prose or a code
 * fence; the first {...} is taken.
 */
final class ExtractionReader {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final List<ExtractionTurn> turns;
    private final List<ExtractedMemory> kept = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();
    private int dropped;

    ExtractionReader(List<ExtractionTurn> turns) {
        this.turns = turns;
    }

    ExtractionResult read(String answer, int tokensIn, int tokensOut) {
        JsonNode memories = parse(answer).path("memories");
        if (!memories.isArray()) {
            throw new LanguageModelException("the language model's extraction has no memories list");
        }
        memories.forEach(this::consider);
        return new ExtractionResult(kept, dropped, tokensIn, tokensOut);
    }

    private void consider(JsonNode item) {
        Optional<ExtractedMemory> memory = memory(item);
        if (memory.isEmpty() || !seen.add(memory.get().text().toLowerCase(Locale.ROOT))) {
            dropped++;
            return;
        }
        kept.add(memory.get());
    }

    private Optional<ExtractedMemory> memory(JsonNode item) {
        String text = item.path("text").asText("").strip();
        String kind = item.path("kind").asText("");
        String scope = item.path("scope").asText("");
        List<Integer> evidence = evidence(item.path("evidence"));
        if (text.isEmpty() || text.length() > ExtractionPrompt.MAX_TEXT || evidence.isEmpty()
                || !List.of("structured", "episodic").contains(kind) || !List.of("user", "household").contains(scope)) {
            return Optional.empty();
        }
        Optional<StructuredFact> fact = Optional.empty();
        if (kind.equals("structured")) {
            String key = item.path("key").asText("").strip();
            String value = item.path("value").asText("").strip();
            if (!key.matches("[a-z][a-z0-9_]{0,39}") || value.isEmpty()) {
                return Optional.empty();
            }
            fact = Optional.of(new StructuredFact(key, value, item.path("unit").asText("")));
        }
        return Optional.of(new ExtractedMemory(text, kind.equals("structured") ? MemoryKind.STRUCTURED : MemoryKind.EPISODIC,
                scope.equals("user") ? ScopeType.USER : ScopeType.HOUSEHOLD, fact, evidence));
    }

    /** The evidence indexes, or empty when any of them is not a member's message of this batch. */
    private List<Integer> evidence(JsonNode node) {
        List<Integer> out = new ArrayList<>();
        for (JsonNode n : node) {
            int i = n.canConvertToInt() ? n.asInt() : -1;
            if (i < 0 || i >= turns.size() || !turns.get(i).fromMember()) {
                return List.of();
            }
            if (!out.contains(i)) {
                out.add(i);
            }
        }
        return out;
    }

    private static JsonNode parse(String answer) {
        int start = answer.indexOf('{');
        int end = answer.lastIndexOf('}');
        if (start < 0 || end < start) {
            throw new LanguageModelException("the language model's extraction was not JSON");
        }
        try {
            return JSON.readTree(answer.substring(start, end + 1));
        } catch (IOException e) {
            throw new LanguageModelException("the language model's extraction was not valid JSON", e);
        }
    }
}
