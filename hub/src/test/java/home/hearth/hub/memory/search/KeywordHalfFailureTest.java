package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.spy;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.memory.MemoryFixture;
import home.hearth.hub.memory.MemoryService;
import home.hearth.hub.memory.lifecycle.IndexRebuild;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.reading.ActiveContexts;
import home.hearth.hub.memory.writing.MemoryTerms;
import home.hearth.hub.web.ErrorHandling;
import home.hearth.hub.web.Json;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.memory.MemoryApi;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import io.helidon.http.HeaderNames;
import io.helidon.webserver.WebServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When the keyword half of a hybrid search fails, the search fails as when the vector half does: with the index's own
 * {@link IndexException}, which the REST API answers 503 {@code search_unavailable}, not a 500 for the pool's wrapper.
 * That half cannot be made to fail alone for real (Lucene reading memory buffers does not fail), so its queries are a
 * Mockito spy that throws what a failed keyword read throws; the index, the database, the model and the HTTP server
 * are real.
 */
class KeywordHalfFailureTest {
    private static final IndexException READ_FAILED = new IndexException("keyword search failed: read past EOF",
            new IOException("read past EOF"));
    @TempDir
    Path dir;
    private MemoryFixture f;
    private LuceneMemoryIndex index;
    private MemoryService service;
    private WebServer server;

    @BeforeEach
    void start() {
        f = new MemoryFixture(dir);
        KeywordQueries failing = spy(new KeywordQueries());
        doThrow(READ_FAILED).when(failing).terms(anyString());
        index = new LuceneMemoryIndex(IndexSettings.defaults(384), SearchSettings.DEFAULTS, f.backends.usage(),
                Translations.NONE, ZoneOffset.UTC, failing);
        MemoryBackends b = f.backends;
        service = MemoryService.create(new MemoryBackends(b.store(), b.usage(), index, b.embedder(), b.audit(), b.changes(),
                b.clock()), f.gate, f.policies.readAccess()::readAccess, f.pending,
                ActiveContexts.calendar(ZoneOffset.UTC, false, Set::of),
                new MemoryTerms(f.policies.gate().confirmationTtl(), f.policies.retention().workingMemoryTtl()));
        f.remember(ALICE, "user", "The spare key is under the blue flowerpot"); // (a write asks the index for neighbours)
        new IndexRebuild(f.db.dataSource(), b.embedder(), f.cipher).into(index);
        server = WebServer.builder().port(0).routing(r -> {
            r.addFilter((chain, req, res) -> {
                req.headers().first(HeaderNames.create("X-Test-Member")).ifPresent(m ->
                        RequestPrincipal.set(req, Principal.verified(MemberId.of(m), Role.ADULT)));
                chain.proceed();
            });
            ErrorHandling.register(r);
            MemoryApi.routing(r, service);
        }).build().start();
    }

    @AfterEach
    void stop() {
        server.stop();
        index.close();
        f.close();
    }

    @Test
    void theKeywordHalfsFailureIsTheIndexsOwnErrorNotThePoolsWrapper() {
        assertEquals(1, index.size(), "the vector half has something to find");
        for (boolean forAnswers : new boolean[] {true, false}) {
            IndexException thrown = assertThrows(IndexException.class,
                    () -> service.searcher().search(ALICE, "where is the spare key", 3, forAnswers));
            assertSame(READ_FAILED, thrown);
        }
    }

    @Test
    void theRestApiAnswersSearchUnavailableWhenTheKeywordHalfFails() throws Exception {
        for (String body : new String[] {"{\"q\":\"where is the spare key\"}",
                "{\"q\":\"where is the spare key\",\"forAnswers\":false}"}) {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                            URI.create("http://localhost:" + server.port() + MemoryApi.PATH + "/search"))
                    .POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json")
                    .header("X-Test-Member", "alice").build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(503, r.statusCode(), r.body());
            JsonNode error = Json.MAPPER.readTree(r.body());
            assertEquals("search_unavailable", error.get("error").asText(), r.body());
            assertFalse(r.body().contains("EOF") || r.body().contains("spare key"), "no detail and no content: " + r.body());
        }
    }
}
