package home.hearth.hub.memory.values;

import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.NormalisedFact;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * What a memory says.
 *
 * @param kind structured, episodic, summary (model-written) or working
 * @param text what a person reads; for a structured memory, the fact's display form
 * @param fact the normalised fact, present exactly for a structured memory
 * @param category the gate's category (preference, routine, …), empty when none
 * @param sensitive health, religion and the like: never shown beyond the owner
 * @param happenedAt when an episodic event happened
 */
public record MemoryContent(
        MemoryKind kind,
        String text,
        Optional<NormalisedFact> fact,
        String category,
        boolean sensitive,
        Optional<Instant> happenedAt) {
    public MemoryContent {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(fact, "fact");
        category = category == null ? "" : category;
        Objects.requireNonNull(happenedAt, "happenedAt");
        if (text.isBlank()) {
            throw new IllegalArgumentException("a memory's text must not be blank");
        }
        if ((kind == MemoryKind.STRUCTURED) != fact.isPresent()) {
            throw new IllegalArgumentException("a structured memory needs key+value, and only it has one");
        }
    }
}
