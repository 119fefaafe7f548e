package home.hearth.hub.memory.values;

import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.access.MemoryFacts;
import java.util.Objects;

/**
 * One memory as the encrypted database holds it: what it says, whose it is, where it came from,
 * where it is in its life, and how it has been used.
 *
 * @param id a random id ({@code m-} and 32 hex digits)
 */
public record Memory(
        String id,
        MemoryContent content,
        MemoryOwnership ownership,
        MemoryProvenance provenance,
        MemoryLifecycle lifecycle,
        MemoryStats stats) {
    public Memory {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(ownership, "ownership");
        Objects.requireNonNull(provenance, "provenance");
        Objects.requireNonNull(lifecycle, "lifecycle");
        Objects.requireNonNull(stats, "stats");
    }

    public String text() {
        return content.text();
    }

    public Scope scope() {
        return ownership.scope();
    }

    public boolean isOwnedBy(MemberId member) {
        return ownership.owner().filter(member::equals).isPresent();
    }

    /** The facts the read rule decides on (and the search index filters on). */
    public MemoryFacts access() {
        return new MemoryFacts(ownership.scope(), ownership.owner(), content.sensitive(), ownership.consent(),
                ownership.about(), ownership.aboutConsent());
    }

    public Memory withLifecycle(MemoryLifecycle newLifecycle) {
        return new Memory(id, content, ownership, provenance, newLifecycle, stats);
    }

    public Memory withProvenance(MemoryProvenance newProvenance) {
        return new Memory(id, content, ownership, newProvenance, lifecycle, stats);
    }

    public Memory withStats(MemoryStats newStats) {
        return new Memory(id, content, ownership, provenance, lifecycle, newStats);
    }

    public Memory withOwnership(MemoryOwnership newOwnership) {
        return new Memory(id, content, newOwnership, provenance, lifecycle, stats);
    }

    public Memory withContent(MemoryContent newContent) {
        return new Memory(id, newContent, ownership, provenance, lifecycle, stats);
    }
}
