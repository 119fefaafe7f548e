package home.hearth.hub.web.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import home.hearth.hub.testing.LogCapture;
import home.hearth.hub.testing.Plaintext;
import home.hearth.hub.memory.MemoryFixture;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import io.helidon.http.HeaderNames;
import io.helidon.webserver.WebServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A marker memory sent through the REST API never shows in any log record (every logger, every level) nor in a plaintext file. */
class MemoryApiPrivacyTest {
    private static final String MARKER = "quokkalamp42x";
    @TempDir
    Path dir;

    @Test
    void aMarkerMemoryWrittenThroughTheApiNeverReachesTheLogsOrAPlaintextFile() throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        LogCapture logs = new LogCapture();
        try (logs; MemoryFixture f = new MemoryFixture(data)) {
            WebServer server = WebServer.builder().port(0).routing(r -> {
                r.addFilter((chain, req, res) -> {
                    req.headers().first(HeaderNames.create("X-Test-Member")).ifPresent(m ->
                            RequestPrincipal.set(req, Principal.verified(MemberId.of(m), Role.ADULT)));
                    chain.proceed();
                });
                home.hearth.hub.web.ErrorHandling.register(r);
                MemoryApi.routing(r, f.service);
            }).build().start();
            try {
                String base = "http://localhost:" + server.port() + MemoryApi.PATH;
                assertEquals(201, send("POST", base, "{\"text\":\"Our tortoise " + MARKER + " hibernates in the shed\","
                        + "\"scope\":\"user\"}").statusCode());
                send("POST", base, "{\"text\":\"my " + MARKER + " password is hunter2\",\"scope\":\"user\"}");
                send("POST", base + "/search", "{\"q\":\"tortoise " + MARKER + "\"}");
                send("GET", base + "/export", null);
                send("POST", base, "{\"txt\":\"" + MARKER + "\"}");
                send("DELETE", base, null);
            } finally {
                server.stop();
            }
            Plaintext.assertAbsent(data, MARKER);
        }
        Plaintext.assertAbsent(data, MARKER);
        assertFalse(logs.lines().isEmpty(), "the capture works");
        assertEquals(List.of(), logs.containing(MARKER));
    }

    private static HttpResponse<String> send(String method, String url, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).header("X-Test-Member", "alice")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

}
