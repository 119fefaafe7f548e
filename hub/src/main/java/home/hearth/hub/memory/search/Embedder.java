package home.hearth.hub.memory.search;

import java.util.List;

/**
 * Turns text into a unit-length sentence vector. A slow seam: the in-process all-MiniLM-L6-v2
 * model, or an OpenAI-compatible {@code /v1/embeddings} endpoint for multilingual households.
 * Implementations are thread-safe; vectors are L2-normalised so a dot product is a cosine.
 */
public interface Embedder {
    float[] embed(String text);

    default List<float[]> embedAll(List<String> texts) {
        return texts.stream().map(this::embed).toList();
    }

    int dimension();

    /** A short name for logs and the bench ({@code all-minilm-l6-v2}). */
    String name();
}
