package home.hearth.hub.memory.values;

import home.hearth.policies.memory.MemorySource;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Where a memory came from.
 *
 * @param source explicit, confirmed, inferred, tool or import
 * @param createdAt when it was written
 * @param createdBy who wrote it ({@code alice}, {@code hub}, {@code tool:thermostat})
 * @param createdWhy the utterance or message id, or the page action, that caused it; {@code model:s-…} for a language
 *     model's {@code memory_save} in that conversation session
 * @param evidence a ticket or tool evidence for episodic memories, empty when none
 * @param links what a summary summarises (memory or message ids)
 */
public record MemoryProvenance(
        MemorySource source, Instant createdAt, String createdBy, String createdWhy, String evidence, List<String> links) {
    public MemoryProvenance {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(createdBy, "createdBy");
        createdWhy = createdWhy == null ? "" : createdWhy;
        evidence = evidence == null ? "" : evidence;
        links = List.copyOf(links);
    }

    /** The start of the why of a memory a language model's {@code memory_save} wrote: {@code model:s-…}. */
    public static final String MODEL_WHY = "model:";
    /** The start of the why of a memory learned from a session in the background: {@code extraction:s-…}. */
    public static final String EXTRACTION_WHY = "extraction:";

    /**
     * Whether its words are a language model's ({@code memory_save}, or learned from a conversation by the extraction
     * model), not the member's or a page's: the member's yes to the gate's question keeps them the model's words.
     */
    public boolean byModel() {
        return createdWhy.startsWith(MODEL_WHY) || createdWhy.startsWith(EXTRACTION_WHY);
    }
}
