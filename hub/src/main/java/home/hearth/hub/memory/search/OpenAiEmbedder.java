package home.hearth.hub.memory.search;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An OpenAI-compatible embeddings endpoint ({@code POST {baseUrl}/v1/embeddings} with
 * {@code {model, input}}), for multilingual models served by llama.cpp, Ollama, vLLM or a cloud.
 * Thread-safe. Vectors are L2-normalised; a vector of the wrong dimension is an error. Failures
 * are {@link EmbeddingException}s naming the endpoint and the status, never the text.
 */
public final class OpenAiEmbedder implements Embedder {
    /**
     * @param baseUrl http(s) URL before {@code /v1/embeddings}, e.g. {@code http://localhost:11434}
     * @param model the model name the endpoint expects
     * @param apiKey sent as a bearer token when present
     * @param dimension the vector dimension the model returns
     * @param timeout for connecting and for each request
     */
    public record Config(URI baseUrl, String model, Optional<String> apiKey, int dimension, Duration timeout) {
        public Config {
            Objects.requireNonNull(baseUrl, "baseUrl");
            String scheme = baseUrl.getScheme();
            if (!"http".equals(scheme) && !"https".equals(scheme) || baseUrl.getHost() == null) {
                throw new IllegalArgumentException("embeddings baseUrl must be an http(s) URL with a host, got: " + baseUrl);
            }
            if (model == null || model.isBlank()) {
                throw new IllegalArgumentException("embeddings model name must not be blank, got: '" + model + "'");
            }
            Objects.requireNonNull(apiKey, "apiKey");
            if (dimension < 2 || dimension > 4096) {
                throw new IllegalArgumentException("embeddings dimension must be 2–4096, got: " + dimension);
            }
            if (timeout == null || timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("embeddings timeout must be positive, got: " + timeout);
            }
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private final Config config;
    private final URI endpoint;
    private final HttpClient http;

    public OpenAiEmbedder(Config config) {
        this.config = Objects.requireNonNull(config, "config");
        String base = config.baseUrl().toString().replaceAll("/+$", "");
        this.endpoint = URI.create(base + "/v1/embeddings");
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(config.timeout())
                .build();
    }

    @Override
    public float[] embed(String text) {
        return embedAll(List.of(text)).getFirst();
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        JsonNode body = post(Map.of("model", config.model(), "input", texts));
        return OpenAiEmbeddings.vectors(body, texts.size(), config.dimension(), endpoint);
    }

    private JsonNode post(Map<String, Object> payload) {
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint)
                .timeout(config.timeout())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(write(payload)));
        config.apiKey().ifPresent(key -> request.header("Authorization", "Bearer " + key));
        HttpResponse<String> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (HttpTimeoutException e) {
            throw new EmbeddingException(
                    "embeddings endpoint " + endpoint + " did not answer within " + config.timeout(), e);
        } catch (IOException e) {
            throw new EmbeddingException("embeddings endpoint " + endpoint + " is unreachable: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EmbeddingException("interrupted while waiting for embeddings endpoint " + endpoint, e);
        }
        return OpenAiEmbeddings.parse(response.statusCode(), response.body(), endpoint);
    }

    private static String write(Map<String, Object> payload) {
        try {
            return JSON.writeValueAsString(payload);
        } catch (IOException e) {
            throw new EmbeddingException("could not write the embeddings request", e);
        }
    }

    @Override
    public int dimension() {
        return config.dimension();
    }

    @Override
    public String name() {
        return "openai:" + config.model();
    }
}
