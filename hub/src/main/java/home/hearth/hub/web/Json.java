package home.hearth.hub.web;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.helidon.webserver.http.ServerRequest;
import java.util.Optional;

/**
 * The hub's one JSON configuration, and body parsing that answers bad JSON with a clear 400.
 * Request bodies are limited to {@link #MAX_BODY_BYTES} by the web server (413) and to
 * {@link #MAX_NESTING} levels of nesting here (400).
 */
public final class Json {
    /** The largest request body the server reads (answered 413 beyond); documented in the OpenAPI info. */
    public static final long MAX_BODY_BYTES = 4L * 1024 * 1024;
    /** The deepest nesting of objects and arrays in a request body (answered 400 beyond). */
    public static final int MAX_NESTING = 32;
    public static final ObjectMapper MAPPER = new ObjectMapper(factory())
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private Json() {}

    /** A parser factory holding the nesting limit (the body size is the web server's, see {@link #MAX_BODY_BYTES}). */
    static JsonFactory factory() {
        return JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING).build())
                .build();
    }

    /** Reads the request body as JSON; malformed or empty bodies are a 400 naming the problem. */
    public static JsonNode body(ServerRequest req) {
        String text = req.content().hasEntity() ? req.content().as(String.class) : "";
        if (text.isBlank()) {
            throw ApiException.badRequest("The request body must be a JSON object.");
        }
        try {
            JsonNode node = MAPPER.readTree(text);
            if (node == null || !node.isObject()) {
                throw ApiException.badRequest("The request body must be a JSON object.");
            }
            return node;
        } catch (StreamConstraintsException e) {
            throw ApiException.badRequest("The request body nests objects or arrays deeper than " + MAX_NESTING
                    + " levels; send a flatter JSON object.");
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("The request body is not valid JSON" + (e.getLocation() == null ? "."
                    : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")."));
        }
    }

    /** A required text field, with a 400 naming it when missing. */
    public static String text(JsonNode body, String field) {
        JsonNode v = body.get(field);
        if (v == null || !v.isTextual() || v.asText().isBlank()) {
            throw ApiException.badRequest("Field '" + field + "' is required and must be a non-empty string.");
        }
        return v.asText();
    }

    /** An optional text field. */
    public static Optional<String> optionalText(JsonNode body, String field) {
        JsonNode v = body.get(field);
        if (v == null || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isTextual()) {
            throw ApiException.badRequest("Field '" + field + "' must be a string.");
        }
        return Optional.of(v.asText());
    }

    /** Parses JSON the hub produced itself (an export, say). */
    public static JsonNode readTree(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the hub produced JSON it cannot read back", e);
        }
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON for " + value.getClass().getSimpleName(), e);
        }
    }
}
