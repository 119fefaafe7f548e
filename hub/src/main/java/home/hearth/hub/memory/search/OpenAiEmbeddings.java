package home.hearth.hub.memory.search;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.util.List;

/** Reads an OpenAI-style embeddings response: {@code {data: [{index, embedding: [..]}, ..]}}. */
final class OpenAiEmbeddings {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_REASON = 200;

    private OpenAiEmbeddings() {}

    static JsonNode parse(int status, String body, URI endpoint) {
        JsonNode json = null;
        try {
            json = JSON.readTree(body);
        } catch (IOException e) {
            if (status / 100 == 2) {
                throw new EmbeddingException("embeddings endpoint " + endpoint + " answered " + status + " with no JSON", e);
            }
        }
        if (status / 100 != 2) {
            throw new EmbeddingException("embeddings endpoint " + endpoint + " answered " + status + reason(json)
                    + (status == 401 || status == 403 ? " (check the API key)" : ""));
        }
        return json;
    }

    private static String reason(JsonNode json) {
        if (json == null || !json.path("error").path("message").isTextual()) {
            return "";
        }
        String message = json.path("error").path("message").asText();
        return ": " + (message.length() > MAX_REASON ? message.substring(0, MAX_REASON) + "…" : message);
    }

    static List<float[]> vectors(JsonNode body, int expected, int dimension, URI endpoint) {
        JsonNode data = body.path("data");
        if (!data.isArray() || data.size() != expected) {
            throw new EmbeddingException("embeddings endpoint " + endpoint + " returned "
                    + (data.isArray() ? data.size() : "no") + " vectors for " + expected + " texts");
        }
        float[][] out = new float[expected][];
        for (int i = 0; i < expected; i++) {
            JsonNode item = data.get(i);
            int index = item.path("index").asInt(i);
            if (index < 0 || index >= expected || out[index] != null) {
                throw new EmbeddingException("embeddings endpoint " + endpoint + " returned a bad index: " + index);
            }
            out[index] = VectorMath.normalised(vector(item.path("embedding"), dimension, endpoint));
        }
        return List.of(out);
    }

    private static float[] vector(JsonNode embedding, int dimension, URI endpoint) {
        if (!embedding.isArray() || embedding.size() != dimension) {
            throw new EmbeddingException("embeddings endpoint " + endpoint + " returned a vector of "
                    + (embedding.isArray() ? embedding.size() : "no") + " dimensions, configured: " + dimension);
        }
        float[] v = new float[dimension];
        for (int i = 0; i < dimension; i++) {
            JsonNode x = embedding.get(i);
            if (!x.isNumber()) {
                throw new EmbeddingException("embeddings endpoint " + endpoint + " returned a non-number at " + i);
            }
            v[i] = (float) x.asDouble();
        }
        return v;
    }
}
