package home.hearth.devices.automations.internal;

import com.fasterxml.jackson.databind.JsonNode;

/** Reads request fields, failing with {@code bad_request} and a message naming the field and the rule. */
public final class BodyFields {
    private BodyFields() {}

    public static String text(JsonNode body, String field, int maxLength) {
        JsonNode v = body.get(field);
        if (v == null || !v.isTextual() || v.asText().isBlank() || v.asText().length() > maxLength) {
            throw new ApiFailure("bad_request", "'" + field + "' must be a text of 1–" + maxLength + " characters");
        }
        return v.asText().trim();
    }

    public static boolean flag(JsonNode body, String field) {
        JsonNode v = body.get(field);
        if (v != null && !v.isBoolean()) {
            throw new ApiFailure("bad_request", "'" + field + "' must be true or false");
        }
        return v != null && v.asBoolean();
    }

}
