package home.hearth.hub.web.voice;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.web.Json;

/**
 * The client's text messages: {@code hello}, {@code end}, {@code cancel}. Parsing never throws; a
 * message the protocol does not know is {@link Bad}, with the error event to answer.
 */
sealed interface RoomMessage {
    int SAMPLE_RATE = 16_000;
    String FORMAT = "pcm_s16le";
    int MAX_TEXT_CHARS = 4_096;

    record Hello(String token, boolean synthesis) implements RoomMessage {
        @Override
        public String toString() {
            return "Hello[synthesis=" + synthesis + "]";
        }
    }

    record End() implements RoomMessage {}

    record Cancel() implements RoomMessage {}

    record Bad(String code, String message) implements RoomMessage {}

    static RoomMessage parse(String text) {
        JsonNode node;
        try {
            node = text.length() > MAX_TEXT_CHARS ? null : Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            node = null;
        }
        if (node == null || !node.isObject() || !node.path("type").isTextual()) {
            return new Bad("bad_message", "Text messages must be JSON objects with a type (hello, end or cancel)"
                    + " of at most " + MAX_TEXT_CHARS + " characters; audio goes in binary frames.");
        }
        return switch (node.get("type").asText()) {
            case "hello" -> hello(node);
            case "end" -> new End();
            case "cancel" -> new Cancel();
            default -> new Bad("bad_message", "Unknown message type '" + shorten(node.get("type").asText())
                    + "': send hello, end or cancel.");
        };
    }

    private static RoomMessage hello(JsonNode node) {
        JsonNode token = node.get("token");
        if (token == null || !token.isTextual() || token.asText().isBlank()) {
            return new Bad("bad_hello", "The hello needs a token: a microphone token of this room or your bearer token.");
        }
        JsonNode rate = node.get("sampleRate");
        if (rate == null || !rate.isInt() || rate.asInt() != SAMPLE_RATE) {
            return new Bad("bad_hello", "sampleRate must be " + SAMPLE_RATE + " (resample on the microphone), got: "
                    + (rate == null ? "nothing" : shorten(rate.toString())) + ".");
        }
        JsonNode format = node.get("format");
        if (format == null || !FORMAT.equals(format.asText())) {
            return new Bad("bad_hello", "format must be " + FORMAT + " (16-bit little-endian mono), got: "
                    + (format == null ? "nothing" : shorten(format.toString())) + ".");
        }
        return new Hello(token.asText(), node.path("synthesis").asBoolean(false));
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "…";
    }
}
