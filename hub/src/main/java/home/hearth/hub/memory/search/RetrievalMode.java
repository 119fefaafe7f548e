package home.hearth.hub.memory.search;

/** Which retrievers a search uses: both fused (the product), or one alone (baselines for the bench). */
public enum RetrievalMode {
    HYBRID,
    KEYWORD_ONLY,
    VECTOR_ONLY
}
