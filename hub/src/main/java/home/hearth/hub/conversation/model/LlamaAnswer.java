package home.hearth.hub.conversation.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Collects what the in-process model writes: text goes to the caller as it comes, unless it is a
 * tool call ({@code <tool_call>…}, told apart by its first character), which is kept back and parsed
 * at the end. JSON answers are streamed and checked at the end.
 */
final class LlamaAnswer {
    private static final Pattern CALL = Pattern.compile(
            Pattern.quote(LlamaGrammar.CALL_OPEN) + "\\s*(\\{.*?})\\s*" + Pattern.quote(LlamaGrammar.CALL_CLOSE), Pattern.DOTALL);

    private enum Mode { UNDECIDED, TEXT, CALLS }

    private final ReplyFormat format;
    private final Consumer<String> tokens;
    private final StringBuilder text = new StringBuilder();
    private final StringBuilder streamed = new StringBuilder();
    private Mode mode;
    private int pieces;

    LlamaAnswer(ReplyFormat format, boolean toolsOffered, Consumer<String> tokens) {
        this.format = format;
        this.tokens = tokens;
        this.mode = switch (format) {
            case ReplyFormat.ToolCallRequired r -> Mode.CALLS;
            case ReplyFormat.Json j -> Mode.TEXT;
            case ReplyFormat.Free f -> toolsOffered ? Mode.UNDECIDED : Mode.TEXT;
        };
    }

    void add(String piece) {
        if (piece.isEmpty()) {
            return; // llama.cpp ends with empty pieces; they are not tokens
        }
        pieces++;
        text.append(piece);
        if (mode == Mode.UNDECIDED) {
            String start = text.toString().stripLeading();
            if (start.isEmpty()) {
                return;
            }
            mode = start.startsWith("<") ? Mode.CALLS : Mode.TEXT;
            if (mode == Mode.TEXT) {
                emit(text.toString());
            }
        } else if (mode == Mode.TEXT) {
            emit(piece);
        }
    }

    private void emit(String piece) {
        if (!piece.isEmpty()) {
            streamed.append(piece);
            tokens.accept(piece);
        }
    }

    /** A cancelled answer: the text so far, never a half-written call. */
    ChatResult partial(int tokensIn) {
        return new ChatResult(streamed.toString(), List.of(), tokensIn, pieces);
    }

    ChatResult result(int tokensIn) {
        if (mode == Mode.CALLS) {
            return new ChatResult("", calls(), tokensIn, pieces);
        }
        if (format instanceof ReplyFormat.Json) {
            parse(text.toString().strip(), "JSON answer");
        }
        return new ChatResult(streamed.toString(), List.of(), tokensIn, pieces);
    }

    private List<ToolCall> calls() {
        List<ToolCall> calls = new ArrayList<>();
        Matcher m = CALL.matcher(text);
        int end = 0;
        while (m.find()) {
            JsonNode call = parse(m.group(1), "tool call");
            calls.add(new ToolCall("call_" + calls.size(), call.path("name").asText(), call.path("arguments").toString()));
            end = m.end();
        }
        if (calls.isEmpty() || !text.substring(end).isBlank()) {
            throw cutOff("tool call");
        }
        return calls;
    }

    private static JsonNode parse(String json, String what) {
        try {
            JsonNode node = JsonText.JSON.readTree(json);
            if (node == null) {
                throw cutOff(what);
            }
            return node;
        } catch (JsonEOFException e) {
            throw cutOff(what);
        } catch (JsonProcessingException e) {
            // Not Jackson's message: it quotes the answer, which may hold a member's words.
            throw new LanguageModelException("the language model's " + what + " was not valid JSON");
        }
    }

    private static LanguageModelException cutOff(String what) {
        return new LanguageModelException("the language model's " + what
                + " was cut off before it was complete (allow more tokens)");
    }
}
