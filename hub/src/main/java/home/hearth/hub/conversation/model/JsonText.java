package home.hearth.hub.conversation.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The model package's one ObjectMapper and the JSON helpers the providers share. */
final class JsonText {
    static final ObjectMapper JSON = new ObjectMapper();

    private JsonText() {}

    static String quote(String text) {
        try {
            return JSON.writeValueAsString(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Parses a schema the caller wrote; a broken one is the caller's bug, named with {@code what}. */
    static JsonNode schema(String what, String text) {
        try {
            JsonNode schema = JSON.readTree(text);
            if (schema == null || !schema.isObject()) {
                throw new IllegalArgumentException(what + ": the schema must be a JSON object");
            }
            return schema;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(what + ": the schema is not JSON: " + e.getOriginalMessage(), e);
        }
    }
}
