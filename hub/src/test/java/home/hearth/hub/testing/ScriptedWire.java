package home.hearth.hub.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import home.hearth.hub.testing.ScriptedOpenAiServer.Reply;
import home.hearth.hub.testing.ScriptedOpenAiServer.ScriptedCall;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Writes one scripted reply in the OpenAI wire format, as a chunked event stream or one JSON body. */
final class ScriptedWire {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int ARGUMENT_PIECE = 7;

    private final OutputStream out;
    private final boolean streaming;
    private int completionTokens;

    ScriptedWire(OutputStream out, boolean streaming) {
        this.out = out;
        this.streaming = streaming;
    }

    void write(Reply reply) throws IOException, InterruptedException {
        switch (reply) {
            case Reply.Silent s -> hold();
            case Reply.Error e -> whole(e.status(), e.body());
            case Reply.Text t -> answer(t.pieces(), List.of());
            case Reply.ToolCalls t -> answer(t.text().isEmpty() ? List.of() : List.of(t.text()), t.calls());
            case Reply.Broken b -> {
                begin();
                textEvents(b.pieces());
                out.flush();
                // no terminating chunk: the connection just ends
            }
            case Reply.Malformed m -> {
                begin();
                textEvents(m.pieces());
                event("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"tru");
                event("[DONE]");
                end();
            }
            case Reply.Events e -> {
                begin();
                for (String data : e.data()) {
                    event(data);
                }
                end();
            }
            case Reply.Stall s -> {
                begin();
                textEvents(s.pieces());
                out.flush();
                hold();
            }
        }
    }

    private void answer(List<String> pieces, List<ScriptedCall> calls) throws IOException {
        if (!streaming) {
            whole(200, completion(String.join("", pieces), calls));
            return;
        }
        begin();
        event(chunk(JSON.createObjectNode().put("role", "assistant"), null));
        textEvents(pieces);
        for (int i = 0; i < calls.size(); i++) {
            callEvents(i, calls.get(i));
        }
        event(chunk(JSON.createObjectNode(), calls.isEmpty() ? "stop" : "tool_calls"));
        ObjectNode usage = JSON.createObjectNode().put("object", "chat.completion.chunk");
        usage.putArray("choices");
        usage.putObject("usage").put("prompt_tokens", 42).put("completion_tokens", completionTokens);
        event(usage.toString());
        event("[DONE]");
        end();
    }

    private void textEvents(List<String> pieces) throws IOException {
        for (String piece : pieces) {
            event(chunk(JSON.createObjectNode().put("content", piece), null));
        }
    }

    private void callEvents(int index, ScriptedCall call) throws IOException {
        String args = call.arguments();
        ObjectNode first = JSON.createObjectNode();
        ObjectNode delta = first.putArray("tool_calls").addObject()
                .put("index", index).put("id", "call_" + index).put("type", "function");
        delta.putObject("function").put("name", call.name()).put("arguments", "");
        event(chunk(first, null));
        for (int at = 0; at < args.length(); at += ARGUMENT_PIECE) {
            ObjectNode piece = JSON.createObjectNode();
            piece.putArray("tool_calls").addObject().put("index", index).putObject("function")
                    .put("arguments", args.substring(at, Math.min(args.length(), at + ARGUMENT_PIECE)));
            event(chunk(piece, null));
        }
    }

    private String chunk(ObjectNode delta, String finishReason) {
        completionTokens++;
        ObjectNode chunk = JSON.createObjectNode()
                .put("id", "chatcmpl-scripted").put("object", "chat.completion.chunk").put("model", "scripted");
        ObjectNode choice = chunk.putArray("choices").addObject().put("index", 0);
        choice.set("delta", delta);
        if (finishReason == null) {
            choice.putNull("finish_reason");
        } else {
            choice.put("finish_reason", finishReason);
        }
        return chunk.toString();
    }

    private static String completion(String text, List<ScriptedCall> calls) {
        ObjectNode body = JSON.createObjectNode().put("id", "chatcmpl-scripted").put("object", "chat.completion");
        ObjectNode choice = body.putArray("choices").addObject().put("index", 0)
                .put("finish_reason", calls.isEmpty() ? "stop" : "tool_calls");
        ObjectNode message = choice.putObject("message").put("role", "assistant");
        if (text.isEmpty() && !calls.isEmpty()) {
            message.putNull("content");
        } else {
            message.put("content", text);
        }
        if (!calls.isEmpty()) {
            ArrayNode array = message.putArray("tool_calls");
            for (int i = 0; i < calls.size(); i++) {
                ObjectNode call = array.addObject().put("id", "call_" + i).put("type", "function");
                call.putObject("function").put("name", calls.get(i).name()).put("arguments", calls.get(i).arguments());
            }
        }
        body.putObject("usage").put("prompt_tokens", 42).put("completion_tokens", Math.max(1, text.length() / 4));
        return body.toString();
    }

    private void begin() throws IOException {
        out.write(("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
    }

    private void event(String data) throws IOException {
        byte[] bytes = ("data: " + data + "\n\n").getBytes(StandardCharsets.UTF_8);
        out.write((Integer.toHexString(bytes.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(bytes);
        out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    private void end() throws IOException {
        out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    private void whole(int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String type = body.startsWith("{") ? "application/json" : "text/plain; charset=utf-8";
        out.write(("HTTP/1.1 " + status + " Scripted\r\nContent-Type: " + type + "\r\nContent-Length: " + bytes.length
                + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(bytes);
        out.flush();
    }

    /** Holds the connection until the server closes it. */
    private static void hold() throws InterruptedException {
        new java.util.concurrent.CountDownLatch(1).await();
    }
}
