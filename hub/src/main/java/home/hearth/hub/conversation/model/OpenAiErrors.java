package home.hearth.hub.conversation.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** The sentences an OpenAI-compatible endpoint's failures become. */
final class OpenAiErrors {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_REASON = 300;

    private OpenAiErrors() {}

    static LanguageModelException status(URI endpoint, int status, byte[] body) {
        String hint = switch (status) {
            case 401, 403 -> " (check models.llm-key)";
            case 404 -> " (check models.llm-url and models.llm-model)";
            case 429 -> " (the server is busy or out of quota; try again later)";
            default -> status >= 500 ? " (the model server failed; see its log)" : "";
        };
        return new LanguageModelException("the language model at " + endpoint + " answered HTTP " + status
                + reason(body) + hint);
    }

    static LanguageModelException timedOut(URI endpoint, Duration timeout, Throwable cause) {
        return new LanguageModelException("the language model at " + endpoint + " did not finish within "
                + timeout.toMillis() + " ms", cause);
    }

    static LanguageModelException malformed(URI endpoint, String what) {
        return new LanguageModelException("the language model at " + endpoint + " sent a malformed reply: " + what);
    }

    /**
     * The server's own error message, and nothing else of its reply: the message goes to the log, and a reply can
     * quote the request, which holds the conversation and the speaker's memories (a FastAPI-based server answers a
     * request it cannot validate with each field's "input"). An OpenAI-style {@code {"error":{"message":..}}} or
     * {@code {"error":".."}} gives its message, a FastAPI {@code {"detail":..}} its text or each item's "msg",
     * other JSON nothing, plain text its first line.
     */
    private static String reason(byte[] body) {
        String text = new String(body, StandardCharsets.UTF_8).strip();
        if (text.isEmpty()) {
            return "";
        }
        try {
            return ": " + shortened(serverMessage(JSON.readTree(text)));
        } catch (IOException notJson) {
            return ": " + shortened(text.lines().findFirst().orElse(""));
        }
    }

    /** The message an error object carries (its fields named for what they hold), or a note that it had none. */
    static String serverMessage(JsonNode json) {
        JsonNode error = json.path("error");
        if (error.path("message").isTextual()) {
            return error.path("message").asText();
        }
        if (error.isTextual()) {
            return error.asText();
        }
        JsonNode detail = json.path("detail");
        if (detail.isTextual()) {
            return detail.asText();
        }
        if (detail.isArray()) {
            List<String> messages = new ArrayList<>();
            detail.forEach(d -> {
                if (d.path("msg").isTextual()) {
                    messages.add(d.path("msg").asText());
                }
            });
            if (!messages.isEmpty()) {
                return String.join("; ", messages);
            }
        }
        return "(its reply named no error message)";
    }

    static String shortened(String text) {
        return text.length() > MAX_REASON ? text.substring(0, MAX_REASON) + "…" : text;
    }
}
