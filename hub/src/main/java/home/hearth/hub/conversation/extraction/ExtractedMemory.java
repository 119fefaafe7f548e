package home.hearth.hub.conversation.extraction;

import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.StructuredFact;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A candidate memory the model found in a batch: not yet a memory. The caller makes it an
 * {@code inferred} candidate ({@code MemorySource.INFERRED}) and passes it through the entry gate
 * with the batch's dialogue, which decides.
 *
 * @param text a short third-person sentence in the member's language
 * @param kind {@link MemoryKind#STRUCTURED} (with {@code fact}) or {@link MemoryKind#EPISODIC}
 * @param scope {@link ScopeType#USER} (the member of the batch) or {@link ScopeType#HOUSEHOLD}
 * @param fact key, value and unit of a structured memory
 * @param evidence indexes into the batch of the member's messages it rests on (never empty)
 */
public record ExtractedMemory(String text, MemoryKind kind, ScopeType scope, Optional<StructuredFact> fact,
        List<Integer> evidence) {
    public ExtractedMemory {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(fact, "fact");
        evidence = List.copyOf(evidence);
        if (kind != MemoryKind.STRUCTURED && kind != MemoryKind.EPISODIC) {
            throw new IllegalArgumentException("an extracted memory is structured or episodic, got: " + kind);
        }
        if ((kind == MemoryKind.STRUCTURED) != fact.isPresent()) {
            throw new IllegalArgumentException("a structured memory needs key+value, and only it has one");
        }
        if (scope != ScopeType.USER && scope != ScopeType.HOUSEHOLD) {
            throw new IllegalArgumentException("an extracted memory is about the member or the household, got: " + scope);
        }
        if (evidence.isEmpty()) {
            throw new IllegalArgumentException("an extracted memory needs the messages it rests on");
        }
    }
}
