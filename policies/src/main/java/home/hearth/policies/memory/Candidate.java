package home.hearth.policies.memory;

import home.hearth.policies.Scope;
import java.util.Objects;
import java.util.Optional;

/**
 * Something that asks to become a memory.
 *
 * @param text the memory's text (for a structured memory, its spoken or written form)
 * @param kind structured, episodic, summary or working
 * @param source how it arrived (explicit create, confirmed request, extraction, …)
 * @param scope where it would be kept
 * @param fact the structured fact, present exactly when {@code kind} is STRUCTURED
 */
public record Candidate(String text, MemoryKind kind, MemorySource source, Scope scope, Optional<StructuredFact> fact) {
    public Candidate {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(fact, "fact");
        if ((kind == MemoryKind.STRUCTURED) != fact.isPresent()) {
            throw new IllegalArgumentException("a structured memory needs key+value, and only it has one");
        }
    }
}
