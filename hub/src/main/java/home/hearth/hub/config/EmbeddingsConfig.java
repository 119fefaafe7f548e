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
 * @param similarityFloor the cosine that unrelated sentences typically get from the model: 0 for
 *     all-MiniLM-L6-v2, about 0.7 for the e5 family, whose cosines crowd between 0.7 and 1. Every
 *     similarity compared with a threshold (search rejection and de-duplication, the entry gate's
 *     redundancy and conflict) is read as {@code (cosine - floor) / (1 - floor)}, so thresholds chosen
 *     on MiniLM's range keep their meaning
 */
public record EmbeddingsConfig(String kind, Optional<URI> url, String model, int dimension, Optional<String> apiKey,
        double similarityFloor) {
    public boolean builtin() {
        return kind.equals("builtin");
    }

    @Override
    public String toString() {
        return "EmbeddingsConfig[" + kind + ", " + url.map(URI::toString).orElse("-") + ", " + model + ", " + dimension
                + ", apiKey=" + (apiKey.isPresent() ? "(set)" : "(none)") + ", similarityFloor=" + similarityFloor + "]";
    }
}
