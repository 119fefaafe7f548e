package home.hearth.hub.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * Turns Jackson's binding failures into one sentence for the caller: the field's path
 * ({@code scope}, {@code links[2]}), the form the field takes (read from the record component's
 * type), and what was sent — never a Java class name or a stack trace.
 */
final class BodyProblems {
    private static final int SHOWN_CHARS = 40;

    private BodyProblems() {}

    static String describe(JsonProcessingException e, JsonNode body, Class<?> type) {
        if (e instanceof ValueInstantiationException v && v.getCause() instanceof IllegalArgumentException rule) {
            return withPath(path(v.getPath()), rule.getMessage()); // a record's own rule, already in words
        }
        if (!(e instanceof JsonMappingException m) || m.getPath().isEmpty()) {
            return "The request body must be a JSON object with the documented fields.";
        }
        String path = path(m.getPath());
        if (m instanceof UnrecognizedPropertyException u) {
            return unknownField(path, u.getKnownPropertyIds().stream().map(Object::toString).toList());
        }
        return path + ": expected " + form(typeAt(type, m.getPath())) + ", got " + sent(nodeAt(body, m.getPath())) + ".";
    }

    static String unknownField(String path, Collection<String> allowed) {
        return "Unknown field '" + path + "'; the fields allowed here are: "
                + String.join(", ", allowed.stream().sorted().toList()) + ".";
    }

    private static String withPath(String path, String message) {
        return path.isEmpty() ? message : path + ": " + message;
    }

    static String path(List<JsonMappingException.Reference> refs) {
        StringBuilder s = new StringBuilder();
        for (JsonMappingException.Reference r : refs) {
            if (r.getFieldName() != null) {
                s.append(s.isEmpty() ? "" : ".").append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                s.append('[').append(r.getIndex()).append(']');
            }
        }
        return s.toString();
    }

    /** The declared type at the path, following record components and list elements; null when unknown. */
    private static Type typeAt(Class<?> root, List<JsonMappingException.Reference> refs) {
        Type at = root;
        for (JsonMappingException.Reference r : refs) {
            if (r.getFieldName() != null && at instanceof Class<?> c && c.isRecord()) {
                at = componentType(c, r.getFieldName());
            } else if (r.getIndex() >= 0 && at instanceof ParameterizedType p && p.getRawType() == List.class) {
                at = p.getActualTypeArguments()[0];
            } else {
                return null;
            }
        }
        return at;
    }

    private static Type componentType(Class<?> record, String name) {
        for (RecordComponent rc : record.getRecordComponents()) {
            if (rc.getName().equals(name)) {
                return rc.getGenericType();
            }
        }
        return null;
    }

    static String form(Type t) {
        if (t == String.class) {
            return "a string";
        }
        if (t == Integer.class || t == int.class || t == Long.class || t == long.class) {
            return "a whole number";
        }
        if (t == Double.class || t == double.class || t == Float.class || t == float.class) {
            return "a number";
        }
        if (t == Boolean.class || t == boolean.class) {
            return "true or false";
        }
        if (t == Instant.class) {
            return "an ISO-8601 instant such as 2026-07-12T08:00:00Z";
        }
        if (t instanceof ParameterizedType p && p.getRawType() == List.class) {
            String each = form(p.getActualTypeArguments()[0]);
            return "an array" + (each.startsWith("a ") ? " of " + each.substring(2) + "s" : "");
        }
        if (t instanceof Class<?> c && c.isRecord()) {
            return "a JSON object";
        }
        return "a value of the documented form";
    }

    private static JsonNode nodeAt(JsonNode body, List<JsonMappingException.Reference> refs) {
        JsonNode at = body;
        for (JsonMappingException.Reference r : refs) {
            at = r.getFieldName() != null ? at.path(r.getFieldName()) : at.path(r.getIndex());
        }
        return at;
    }

    private static String sent(JsonNode n) {
        if (n.isMissingNode() || n.isNull()) {
            return "null";
        }
        if (n.isTextual()) {
            String t = n.asText();
            return "the string \"" + (t.length() <= SHOWN_CHARS ? t : t.substring(0, SHOWN_CHARS) + "…") + "\"";
        }
        if (n.isNumber()) {
            return "the number " + Objects.toString(n.numberValue());
        }
        return n.isBoolean() ? n.asText() : n.isArray() ? "an array" : "an object";
    }
}
