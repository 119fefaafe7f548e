package home.hearth.hub.web.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A marker memory sent through the REST API never shows in any log record (every logger, every level) nor in a plaintext file. */
class MemoryApiPrivacyTest {
    private static final String MARKER = "quokkalamp42x";
    @TempDir
    Path dir;

    @Test
    void aMarkerMemoryWrittenThroughTheApiNeverReachesTheLogsOrAPlaintextFile() throws Exception {
        List<String> lines = new CopyOnWriteArrayList<>();
        Handler capture = capture(lines);
        Logger root = Logger.getLogger("");
        Level before = root.getLevel();
        root.setLevel(Level.ALL);
        root.addHandler(capture);
        Path data = Files.createDirectories(dir.resolve("data"));
        try (MemoryFixture f = new MemoryFixture(data)) {
            WebServer server = WebServer.builder().port(0).routing(r -> {
                r.addFilter((chain, req, res) -> {
                    req.headers().first(HeaderNames.create("X-Test-Member")).ifPresent(m ->
                            RequestPrincipal.set(req, Principal.verified(MemberId.of(m), Role.ADULT)));
                    chain.proceed();
                });
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
            assertNoMarkerUnder(data);
        } finally {
            root.removeHandler(capture);
            root.setLevel(before);
        }
        assertNoMarkerUnder(data);
        assertFalse(lines.isEmpty(), "the capture works");
        assertEquals(List.of(), lines.stream().filter(l -> l.contains(MARKER)).toList());
    }

    private static HttpResponse<String> send(String method, String url, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).header("X-Test-Member", "alice")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static Handler capture(List<String> lines) {
        Handler h = new Handler() {
            @Override
            public void publish(LogRecord r) {
                Object[] p = r.getParameters();
                lines.add(r.getLoggerName() + " " + r.getMessage() + " " + (p == null ? "" : List.of(p))
                        + (r.getThrown() == null ? "" : " " + r.getThrown()));
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        h.setLevel(Level.ALL);
        return h;
    }

    private static void assertNoMarkerUnder(Path data) throws Exception {
        try (Stream<Path> files = Files.walk(data)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                assertFalse(new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1).contains(MARKER), "marker in " + p);
            }
        }
    }
}
