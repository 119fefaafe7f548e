package home.hearth.hub.web.memory;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.web.ApiException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Optional typed fields of a JSON body; a wrong type is a 400 naming the field and what it must be. */
final class Fields {
    private Fields() {}

    static Optional<String> text(JsonNode b, String field) {
        JsonNode v = b.get(field);
        if (v == null || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isTextual()) {
            throw ApiException.badRequest("Field '" + field + "' must be a string, got: " + v);
        }
        return Optional.of(v.asText());
    }

    static Optional<Double> number(JsonNode b, String field) {
        JsonNode v = b.get(field);
        if (v == null || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isNumber()) {
            throw ApiException.badRequest("Field '" + field + "' must be a number, got: " + v);
        }
        return Optional.of(v.asDouble());
    }

    static Optional<Integer> integer(JsonNode b, String field) {
        JsonNode v = b.get(field);
        if (v == null || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isInt()) {
            throw ApiException.badRequest("Field '" + field + "' must be a whole number, got: " + v);
        }
        return Optional.of(v.asInt());
    }

    static Optional<Instant> instant(JsonNode b, String field) {
        return text(b, field).map(t -> {
            try {
                return Instant.parse(t);
            } catch (DateTimeParseException e) {
                throw ApiException.badRequest("Field '" + field + "' must be an ISO-8601 instant such as"
                        + " 2026-07-12T08:00:00Z, got: " + t);
            }
        });
    }

    static List<String> strings(JsonNode b, String field) {
        JsonNode v = b.get(field);
        if (v == null || v.isNull()) {
            return List.of();
        }
        if (!v.isArray()) {
            throw ApiException.badRequest("Field '" + field + "' must be an array of strings, got: " + v);
        }
        List<String> out = new ArrayList<>();
        for (JsonNode n : v) {
            if (!n.isTextual() || n.asText().isBlank()) {
                throw ApiException.badRequest("Field '" + field + "' must hold non-empty strings, got: " + n);
            }
            out.add(n.asText().strip());
        }
        return List.copyOf(out);
    }
}
