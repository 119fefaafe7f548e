package home.hearth.hub.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A small real HTTP client for tests against a running hub. */
public final class Http {
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;
    private final String token;
    private final java.util.Map<String, String> headers;

    public Http(int port) {
        this("http://127.0.0.1:" + port, null, java.util.Map.of());
    }

    private Http(String base, String token, java.util.Map<String, String> headers) {
        this.base = base;
        this.token = token;
        this.headers = headers;
    }

    /** The same client, sending {@code Authorization: Bearer <token>}. */
    public Http withToken(String bearer) {
        return new Http(base, bearer, headers);
    }

    /** The same client, also sending this header (a cookie, an Origin, a CSRF proof…). */
    public Http withHeader(String name, String value) {
        java.util.Map<String, String> more = new java.util.LinkedHashMap<>(headers);
        more.put(name, value);
        return new Http(base, token, more);
    }

    /** The extra headers this client sends. */
    public java.util.Map<String, String> headers() {
        return headers;
    }

    /** The base address, e.g. {@code http://127.0.0.1:8080}. */
    public String base() {
        return base;
    }

    /** The bearer token this client sends, or null. */
    public String token() {
        return token;
    }

    /** A GET asking for JSON ({@code Accept: application/json}). */
    public HttpResponse<String> getJson(String path) {
        return send(request(path).header("Accept", "application/json").GET());
    }

    public HttpResponse<String> get(String path) {
        return send(request(path).GET());
    }

    public HttpResponse<String> delete(String path) {
        return send(request(path).DELETE());
    }

    public HttpResponse<String> post(String path, String json) {
        return send(request(path).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    public HttpResponse<String> put(String path, String text) {
        return send(request(path).header("Content-Type", "application/yaml").PUT(HttpRequest.BodyPublishers.ofString(text)));
    }

    public HttpResponse<String> patch(String path, String json) {
        return send(request(path).header("Content-Type", "application/json")
                .method("PATCH", HttpRequest.BodyPublishers.ofString(json)));
    }

    public HttpResponse<String> postBytes(String path, String contentType, byte[] body) {
        return send(request(path).header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        headers.forEach(b::header);
        return b;
    }

    private HttpResponse<String> send(HttpRequest.Builder b) {
        try {
            return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
