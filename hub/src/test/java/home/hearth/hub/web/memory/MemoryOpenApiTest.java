package home.hearth.hub.web.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

class MemoryOpenApiTest {
    @Test
    @SuppressWarnings("unchecked")
    void theFragmentDescribesEveryMemoryRouteAndOnlyReferencesSchemasItDefinesOrTheBaseError() throws IOException {
        Map<String, Object> doc;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("openapi/memories.yaml")) {
            doc = new Yaml().load(in);
        }
        Map<String, Object> paths = (Map<String, Object>) doc.get("paths");
        assertEquals(Map.ofEntries(
                Map.entry("/api/v1/memories", Set.of("post", "get", "delete")),
                Map.entry("/api/v1/memories/export", Set.of("get")),
                Map.entry("/api/v1/memories/search", Set.of("post")),
                Map.entry("/api/v1/memories/pending", Set.of("get")),
                Map.entry("/api/v1/memories/pending/{id}", Set.of("delete")),
                Map.entry("/api/v1/memories/pending/{id}/confirm", Set.of("post")),
                Map.entry("/api/v1/memories/{id}", Set.of("get", "patch", "delete")),
                Map.entry("/api/v1/memories/{id}/versions", Set.of("get")),
                Map.entry("/api/v1/memories/{id}/consent", Set.of("post")),
                Map.entry("/api/v1/memories/{id}/approve", Set.of("post"))),
                methods(paths));
        Set<String> schemas = ((Map<String, Map<String, Object>>) doc.get("components")).get("schemas").keySet();
        String text = new Yaml().dump(doc);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("#/components/schemas/(\\w+)").matcher(text);
        while (m.find()) {
            assertTrue(schemas.contains(m.group(1)) || m.group(1).equals("Error"), "undefined schema " + m.group(1));
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Set<String>> methods(Map<String, Object> paths) {
        Map<String, Set<String>> out = new java.util.HashMap<>();
        paths.forEach((p, ops) -> {
            Set<String> m = new java.util.HashSet<>(((Map<String, Object>) ops).keySet());
            m.remove("parameters");
            out.put(p, m);
        });
        return out;
    }
}
