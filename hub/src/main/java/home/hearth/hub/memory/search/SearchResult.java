package home.hearth.hub.memory.search;

import java.util.List;

/**
 * Ranked hits, or {@code rejected = true} with no hits when nothing is good enough (no keyword
 * hit and the best similarity under the threshold), so the assistant says it does not know.
 */
public record SearchResult(List<SearchHit> hits, boolean rejected) {
    public SearchResult {
        hits = List.copyOf(hits);
    }

    public static SearchResult rejectedResult() {
        return new SearchResult(List.of(), true);
    }
}
