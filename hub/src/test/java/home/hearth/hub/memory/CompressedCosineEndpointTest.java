package home.hearth.hub.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.MiniLmEmbedder;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hub on an OpenAI-compatible embeddings endpoint whose cosines crowd between 0.7 and 1, as e5
 * models' do (deploy/models/README.md). The endpoint answers MiniLM's vector behind a constant
 * component, so any two texts get {@code 0.7 + 0.3 × MiniLM's cosine}: with
 * {@code models.embeddings-similarity-floor} 0.7 the hub reads exactly MiniLM's cosines again.
 */
class CompressedCosineEndpointTest {
    private static final String MEMORY = "The spare key hangs behind the pantry door";
    private static final double FLOOR = 0.7;
    private final Embedder miniLm = new MiniLmEmbedder();
    private final ObjectMapper json = new ObjectMapper();
    private HttpServer endpoint;

    @TempDir
    Path dir;

    @BeforeEach
    void start() throws IOException {
        endpoint = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        endpoint.createContext("/v1/embeddings", exchange -> {
            JsonNode input = json.readTree(exchange.getRequestBody()).get("input");
            List<Map<String, Object>> data = new ArrayList<>();
            for (int i = 0; i < input.size(); i++) {
                data.add(Map.of("index", i, "embedding", compressed(miniLm.embed(input.get(i).asText()))));
            }
            byte[] body = json.writeValueAsBytes(Map.of("data", data));
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        endpoint.start();
    }

    @AfterEach
    void stop() {
        endpoint.stop(0);
    }

    @Test
    void withTheFloorAnUnrelatedQuestionIsStillAnsweredWithNothingAndARelatedOneFindsTheMemory() {
        String unrelated = "when is the recycling collected";
        String related = "where is the spare key kept";
        assertEquals(1, hits(0, unrelated, related).get(unrelated).size(),
                "without the floor an unrelated memory scores about 0.7 and is never rejected");
        Map<String, List<JsonNode>> floored = hits(FLOOR, unrelated, related);
        assertEquals(List.of(), floored.get(unrelated), "read with the floor it scores MiniLM's cosine, under the rejection threshold");
        JsonNode best = floored.get(related).getFirst();
        assertEquals(MEMORY, best.get("text").asText());
        assertTrue(best.get("similarity").asDouble() < 0.95, "the similarity shown is on the thresholds' scale, not e5's: " + best);
    }

    /** Each question's hits from a new hub with this floor that holds only {@link #MEMORY}. */
    private Map<String, List<JsonNode>> hits(double floor, String... questions) {
        try (RunningHub hub = RunningHub.start(dir.resolve("floor-" + floor), Map.of("HEARTH_EMBEDDINGS", "openai",
                "HEARTH_EMBEDDINGS_URL", "http://127.0.0.1:" + endpoint.getAddress().getPort(),
                "HEARTH_EMBEDDINGS_DIMENSION", "385", "HEARTH_EMBEDDINGS_SIMILARITY_FLOOR", String.valueOf(floor)))) {
            Http admin = hub.admin();
            HttpResponse<String> written = admin.post("/api/v1/memories",
                    Json.write(Map.of("text", MEMORY, "kind", "episodic", "scope", "user")));
            assertEquals(201, written.statusCode(), written.body());
            Map<String, List<JsonNode>> out = new HashMap<>();
            for (String q : questions) {
                HttpResponse<String> found = admin.post("/api/v1/memories/search", Json.write(Map.of("q", q, "k", 5)));
                assertEquals(200, found.statusCode(), found.body());
                List<JsonNode> hits = new ArrayList<>();
                RunningHub.json(found).get("hits").forEach(hits::add);
                out.put(q, hits);
            }
            return out;
        }
    }

    /** [√0.7, √0.3 · v]: unit length, and the dot product of two is 0.7 + 0.3 × that of their v. */
    private static float[] compressed(float[] v) {
        float[] out = new float[v.length + 1];
        out[0] = (float) Math.sqrt(FLOOR);
        for (int i = 0; i < v.length; i++) {
            out[i + 1] = (float) (Math.sqrt(1 - FLOOR) * v[i]);
        }
        return out;
    }
}
