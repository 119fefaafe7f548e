package home.hearth.hub.memory.values;

import java.util.List;

/** Ranked memories, or {@code rejected} with none when nothing was good enough to answer from. */
public record MemorySearchResult(List<MemoryHit> hits, boolean rejected) {
    public MemorySearchResult {
        hits = List.copyOf(hits);
    }
}
