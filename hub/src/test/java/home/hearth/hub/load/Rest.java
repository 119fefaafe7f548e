package home.hearth.hub.load;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A small HTTP/1.1 client for the load (one per member: its own connection pool), with a bearer
 * token. {@link #send} never throws for a transport failure: it answers status -1 with the cause.
 */
final class Rest {
    record Answer(int status, String body, long nanos) {}

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;
    private final String token;

    Rest(int port, String token) {
        this.base = "http://127.0.0.1:" + port;
        this.token = token;
    }

    Answer get(String path) {
        return send(request(path).GET());
    }

    Answer post(String path, String json) {
        return send(request(path).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(120));
        return token == null ? b : b.header("Authorization", "Bearer " + token);
    }

    private Answer send(HttpRequest.Builder b) {
        long t0 = System.nanoTime();
        try {
            HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
            return new Answer(r.statusCode(), r.body(), System.nanoTime() - t0);
        } catch (IOException e) {
            return new Answer(-1, e.getClass().getSimpleName() + ": " + e.getMessage(), System.nanoTime() - t0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(-1, "interrupted", System.nanoTime() - t0);
        }
    }

    /** The error code a failed answer is counted under: {@code http_<status>} or {@code io:<exception>}. */
    static String code(Answer a) {
        return a.status() < 0 ? "io:" + a.body().split(":")[0] : "http_" + a.status();
    }
}
