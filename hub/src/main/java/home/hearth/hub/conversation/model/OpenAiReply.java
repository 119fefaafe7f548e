package home.hearth.hub.conversation.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Reads one reply of an OpenAI-compatible endpoint: a server-sent event stream of
 * {@code chat.completion.chunk}s ({@code data: {...}} events, ending with {@code data: [DONE]}), or a
 * whole {@code chat.completion}. Text goes to the caller as it arrives; tool calls are assembled.
 */
final class OpenAiReply {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Thrown out of the read loop when the caller cancelled; {@link #partial()} has the text so far. */
    static final class Cancelled extends RuntimeException {
        Cancelled() {
            super(null, null, false, false);
        }
    }

    private final URI endpoint;
    private final Consumer<String> tokens;
    private final BooleanSupplier cancelled;
    private final StringBuilder text = new StringBuilder();
    private final ToolCallAssembler calls = new ToolCallAssembler();
    private int chunks;
    private int promptTokens = -1;
    private int completionTokens = -1;
    private boolean finished;

    OpenAiReply(URI endpoint, Consumer<String> tokens, BooleanSupplier cancelled) {
        this.endpoint = endpoint;
        this.tokens = tokens;
        this.cancelled = cancelled;
    }

    void stream(InputStream body) throws IOException {
        BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
        StringBuilder data = new StringBuilder();
        String line;
        while ((line = lines.readLine()) != null) {
            if (line.isEmpty()) {
                if (dispatch(data)) {
                    return;
                }
            } else if (line.startsWith("data:")) {
                if (!data.isEmpty()) {
                    data.append('\n');
                }
                data.append(line.substring(line.startsWith("data: ") ? 6 : 5));
            }
            // other fields (event:, id:, retry:) and comments (": keep-alive") carry nothing for us
        }
        if (dispatch(data)) {
            return;
        }
        if (!finished) {
            throw OpenAiErrors.malformed(endpoint, "the stream ended before the reply was complete (no [DONE])");
        }
    }

    /** Handles one event's data; true at {@code [DONE]}. */
    private boolean dispatch(StringBuilder data) {
        if (data.isEmpty()) {
            return false;
        }
        String event = data.toString().strip();
        data.setLength(0);
        if (event.equals("[DONE]")) {
            return true;
        }
        chunk(parse(event));
        return false;
    }

    private void chunk(JsonNode chunk) {
        failOnError(chunk);
        usage(chunk.path("usage"));
        JsonNode choice = chunk.path("choices").path(0);
        if (choice.isMissingNode()) {
            return;
        }
        JsonNode delta = choice.path("delta");
        String piece = delta.path("content").isTextual() ? delta.path("content").asText() : "";
        if (!piece.isEmpty()) {
            text.append(piece);
            chunks++;
            tokens.accept(piece);
        }
        JsonNode toolCalls = delta.path("tool_calls");
        if (toolCalls.isArray()) {
            toolCalls.forEach(calls::add);
            chunks++;
        }
        if (choice.path("finish_reason").isTextual()) {
            finished = true;
        }
        if (cancelled.getAsBoolean()) {
            throw new Cancelled();
        }
    }

    void whole(byte[] body) {
        JsonNode json = parse(new String(body, StandardCharsets.UTF_8));
        failOnError(json);
        JsonNode message = json.path("choices").path(0).path("message");
        if (message.isMissingNode()) {
            throw OpenAiErrors.malformed(endpoint, "no choices[0].message in the answer");
        }
        String content = message.path("content").isTextual() ? message.path("content").asText() : "";
        if (!content.isEmpty()) {
            text.append(content);
            tokens.accept(content);
        }
        message.path("tool_calls").forEach(calls::add);
        usage(json.path("usage"));
        finished = true;
    }

    /** What a cancelled call returns: the text so far, no half-streamed tool calls. */
    ChatResult partial() {
        return new ChatResult(text.toString(), List.of(), Math.max(promptTokens, 0), chunks);
    }

    ChatResult result(int estimatedPromptTokens) {
        int in = promptTokens >= 0 ? promptTokens : estimatedPromptTokens;
        int out = completionTokens >= 0 ? completionTokens : chunks;
        return new ChatResult(text.toString(), calls.calls(), in, out);
    }

    private JsonNode parse(String json) {
        try {
            JsonNode node = JSON.readTree(json);
            if (node == null || !node.isObject()) {
                throw OpenAiErrors.malformed(endpoint, "an event is not a JSON object");
            }
            return node;
        } catch (IOException e) {
            throw OpenAiErrors.malformed(endpoint, "an event is not JSON (" + e.getClass().getSimpleName() + ")");
        }
    }

    private void failOnError(JsonNode json) {
        JsonNode error = json.path("error");
        if (!error.isMissingNode() && !error.isNull()) {
            throw new LanguageModelException("the language model at " + endpoint + " failed mid-reply: "
                    + OpenAiErrors.shortened(OpenAiErrors.serverMessage(json)));
        }
    }

    private void usage(JsonNode usage) {
        if (usage.path("prompt_tokens").canConvertToInt()) {
            promptTokens = usage.path("prompt_tokens").asInt();
        }
        if (usage.path("completion_tokens").canConvertToInt()) {
            completionTokens = usage.path("completion_tokens").asInt();
        }
    }
}
