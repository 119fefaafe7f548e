package home.hearth.hub.web;

import io.helidon.http.HeaderNames;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.Yaml;

/**
 * Serves the OpenAPI document at {@code /openapi}: {@code openapi/base.yaml} with the
 * {@code paths} and {@code components.schemas} of each feature's fragment merged in. YAML by
 * default, JSON when the client asks for {@code application/json}.
 */
public final class OpenApiService implements HttpService {
    private final Map<String, Object> document;

    public OpenApiService(List<String> fragments) {
        this.document = merge(load("openapi/base.yaml"), fragments.stream().map(OpenApiService::load).toList());
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/openapi", this::serve);
    }

    /** The merged document, for tests. */
    public Map<String, Object> document() {
        return document;
    }

    private void serve(ServerRequest req, ServerResponse res) {
        boolean json = req.headers().value(HeaderNames.ACCEPT).map(a -> a.contains("json")).orElse(false);
        if (json) {
            Responses.ok(res, document);
        } else {
            res.header(HeaderNames.CONTENT_TYPE, "application/vnd.oai.openapi; charset=utf-8");
            res.send(new Yaml().dump(document));
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> merge(Map<String, Object> base, List<Map<String, Object>> fragments) {
        Map<String, Object> paths = (Map<String, Object>) base.computeIfAbsent("paths", k -> new LinkedHashMap<>());
        Map<String, Object> components = (Map<String, Object>) base.computeIfAbsent("components", k -> new LinkedHashMap<>());
        Map<String, Object> schemas = (Map<String, Object>) components.computeIfAbsent("schemas", k -> new LinkedHashMap<>());
        for (Map<String, Object> f : fragments) {
            paths.putAll((Map<String, Object>) f.getOrDefault("paths", Map.of()));
            Map<String, Object> fc = (Map<String, Object>) f.getOrDefault("components", Map.of());
            schemas.putAll((Map<String, Object>) fc.getOrDefault("schemas", Map.of()));
        }
        return base;
    }

    private static Map<String, Object> load(String resource) {
        try (InputStream in = OpenApiService.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("OpenAPI fragment " + resource + " is missing from the classpath");
            }
            return new LinkedHashMap<>(new Yaml().<Map<String, Object>>load(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
