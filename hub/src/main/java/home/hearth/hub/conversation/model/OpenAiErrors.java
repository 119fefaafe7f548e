package home.hearth.hub.conversation.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

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

    /** The server's own error message when it sent one ({@code {"error":{"message":..}}}), else the body's start. */
    private static String reason(byte[] body) {
        String text = new String(body, StandardCharsets.UTF_8).strip();
        if (text.isEmpty()) {
            return "";
        }
        try {
            JsonNode json = JSON.readTree(text);
            JsonNode error = json.path("error");
            if (error.path("message").isTextual()) {
                text = error.path("message").asText();
            } else if (error.isTextual()) {
                text = error.asText();
            }
        } catch (IOException notJson) {
            // keep the raw text
        }
        return ": " + (text.length() > MAX_REASON ? text.substring(0, MAX_REASON) + "…" : text);
    }
}
