package home.hearth.policies.memory;

/**
 * An existing memory close to a candidate, as the memory store found it (cosine similarity of
 * their embeddings, 0–1). The gate uses neighbours for redundancy and conflict.
 */
public record Neighbour(String memoryId, String text, double similarity) {}
