package home.hearth.hub.memory.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Against a real local HTTP server speaking the OpenAI embeddings protocol. */
class OpenAiEmbedderTest {
    private final ObjectMapper json = new ObjectMapper();
    private final CountDownLatch release = new CountDownLatch(1);
    private HttpServer server;
    private volatile int status = 200;
    private volatile String answer;
    private volatile JsonNode lastRequest;
    private volatile String lastAuthorization;
    private volatile boolean hang;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/v1/embeddings", exchange -> {
            lastRequest = json.readTree(exchange.getRequestBody());
            lastAuthorization = exchange.getRequestHeaders().getFirst("Authorization");
            if (hang) {
                awaitRelease();
            }
            byte[] body = answer.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
    }

    @AfterEach
    void stop() {
        release.countDown();
        server.stop(0);
    }

    @Test
    void postsModelAndInputWithTheKeyAndReturnsUnitVectors() {
        answer = "{\"data\":[{\"index\":0,\"embedding\":[3,4,0]}]}";
        float[] v = embedder(Optional.of("sk-test")).embed("olá casa");
        assertArrayEquals(new float[] {0.6f, 0.8f, 0f}, v, 1e-6f);
        assertEquals("e5-small", lastRequest.get("model").asText());
        assertEquals("olá casa", lastRequest.get("input").get(0).asText());
        assertEquals("Bearer sk-test", lastAuthorization);
    }

    @Test
    void sendsNoAuthorizationWithoutAKeyAndOrdersABatchByIndex() {
        answer = "{\"data\":[{\"index\":1,\"embedding\":[0,0,2]},{\"index\":0,\"embedding\":[0,5,0]}]}";
        List<float[]> vs = embedder(Optional.empty()).embedAll(List.of("first", "second"));
        assertArrayEquals(new float[] {0, 1, 0}, vs.get(0), 1e-6f);
        assertArrayEquals(new float[] {0, 0, 1}, vs.get(1), 1e-6f);
        assertNull(lastAuthorization);
    }

    @Test
    void aRefusedKeyIsAnErrorWithTheStatusTheServersReasonAndAHint() {
        status = 401;
        answer = "{\"error\":{\"message\":\"Incorrect API key provided\"}}";
        EmbeddingException e = assertThrows(EmbeddingException.class, () -> embedder(Optional.of("bad")).embed("secret text"));
        assertEquals("embeddings endpoint " + base() + "/v1/embeddings answered 401: Incorrect API key provided"
                + " (check the API key)", e.getMessage());
    }

    @Test
    void aVectorOfTheWrongDimensionIsAnErrorThatNeverQuotesTheText() {
        answer = "{\"data\":[{\"index\":0,\"embedding\":[1,0]}]}";
        EmbeddingException e = assertThrows(EmbeddingException.class, () -> embedder(Optional.empty()).embed("secret text"));
        assertEquals("embeddings endpoint " + base() + "/v1/embeddings returned a vector of 2 dimensions, configured: 3",
                e.getMessage());
    }

    @Test
    void anEndpointThatDoesNotAnswerInTimeIsAnError() {
        hang = true;
        answer = "{}";
        EmbeddingException e = assertThrows(EmbeddingException.class, () -> embedder(Optional.empty()).embed("x"));
        assertTrue(e.getMessage().endsWith("did not answer within PT0.3S"), e.getMessage());
    }

    @Test
    void anUnreachableEndpointIsAnError() throws IOException {
        int closed;
        try (ServerSocket s = new ServerSocket(0)) {
            closed = s.getLocalPort();
        }
        var config = new OpenAiEmbedder.Config(URI.create("http://127.0.0.1:" + closed), "m", Optional.empty(), 3,
                Duration.ofSeconds(2));
        EmbeddingException e = assertThrows(EmbeddingException.class, () -> new OpenAiEmbedder(config).embed("x"));
        assertTrue(e.getMessage().startsWith("embeddings endpoint http://127.0.0.1:" + closed + "/v1/embeddings is unreachable"),
                e.getMessage());
    }

    static Stream<Arguments> badConfigs() {
        URI ok = URI.create("http://localhost:8081");
        Duration s = Duration.ofSeconds(1);
        return Stream.of(
                Arguments.of(URI.create("ftp://host"), "m", 3, s, "embeddings baseUrl must be an http(s) URL with a host, got: ftp://host"),
                Arguments.of(ok, " ", 3, s, "embeddings model name must not be blank, got: ' '"),
                Arguments.of(ok, "m", 1, s, "embeddings dimension must be 2–4096, got: 1"),
                Arguments.of(ok, "m", 3, Duration.ZERO, "embeddings timeout must be positive, got: PT0S"));
    }

    @ParameterizedTest
    @MethodSource("badConfigs")
    void badConfigurationIsRefusedNamingTheValue(URI base, String model, int dimension, Duration timeout, String message) {
        var e = assertThrows(IllegalArgumentException.class,
                () -> new OpenAiEmbedder.Config(base, model, Optional.empty(), dimension, timeout));
        assertEquals(message, e.getMessage());
    }

    private OpenAiEmbedder embedder(Optional<String> key) {
        return new OpenAiEmbedder(new OpenAiEmbedder.Config(URI.create(base() + "/"), "e5-small", key, 3,
                hang ? Duration.ofMillis(300) : Duration.ofSeconds(60)));
    }

    private String base() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private void awaitRelease() {
        try {
            release.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
