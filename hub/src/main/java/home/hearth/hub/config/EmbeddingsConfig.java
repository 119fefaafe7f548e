package home.hearth.hub.config;

import java.net.URI;
import java.util.Optional;

/**
 * Which sentence embedder feeds memory search.
 *
 * @param kind {@code builtin} (all-MiniLM-L6-v2 in process, English) or {@code openai} (an
 *     OpenAI-compatible {@code /v1/embeddings} endpoint, e.g. a local multilingual model)
 * @param url the endpoint's base URL, required for {@code openai}
 * @param model the model name sent to the endpoint
 * @param dimension the endpoint model's vector size
 * @param apiKey {@code HEARTH_EMBEDDINGS_API_KEY}, if the endpoint needs one
 */
public record EmbeddingsConfig(String kind, Optional<URI> url, String model, int dimension, Optional<String> apiKey) {
    public boolean builtin() {
        return kind.equals("builtin");
    }

    @Override
    public String toString() {
        return "EmbeddingsConfig[" + kind + ", " + url.map(URI::toString).orElse("-") + ", " + model + ", " + dimension
                + ", apiKey=" + (apiKey.isPresent() ? "(set)" : "(none)") + "]";
    }
}
