package home.hearth.hub.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * An OpenAI-compatible chat server on loopback that answers from a script, for tests of everything
 * that talks to a language model. It speaks the real wire format over real HTTP/1.1: with
 * {@code "stream": true} a chunked {@code text/event-stream} of {@code chat.completion.chunk}s
 * ({@code data: {...}} events, tool calls as indexed {@code tool_calls} deltas with the arguments in
 * pieces, a usage chunk, {@code data: [DONE]}); otherwise one {@code chat.completion} JSON.
 *
 * <p>Each request takes the next queued {@link Reply} ({@link #reply}); when the queue is empty the
 * {@link #respondWith responder} decides (by default: HTTP 500 "script exhausted", so a test that
 * asks more than it scripted fails loudly). Every request is captured ({@link #requests()}) so
 * tests can assert what reached the model, e.g. that one member's memory never entered another's
 * prompt.
 *
 * <pre>{@code
 * try (ScriptedOpenAiServer llm = ScriptedOpenAiServer.start()) {
 *     llm.reply(Reply.text("It is ", "22.5 °C."));
 *     llm.reply(Reply.toolCall("device_command", "{\"device\":\"kitchen-light\",\"command\":\"on\"}"));
 *     ... new OpenAiChatModel(new Config(llm.baseUrl(), "test-model", Optional.empty(), ...)) ...
 *     assertThat(llm.requests().getFirst().body()).contains("kitchen");
 * }
 * }</pre>
 */
public final class ScriptedOpenAiServer implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One request as it reached the server. Header names are lower case. */
    public record CapturedRequest(String method, String path, Map<String, String> headers, String body) {
        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** Every message's content joined, to search the prompt for a text. */
        public String promptText() {
            StringBuilder all = new StringBuilder();
            json().path("messages").forEach(m -> all.append(m.path("content").asText("")).append('\n'));
            return all.toString();
        }

        public boolean streaming() {
            return json().path("stream").asBoolean(false);
        }
    }

    /** A scripted tool call; its arguments are streamed in small pieces. */
    public record ScriptedCall(String name, String arguments) {}

    /** What the server does with one request. */
    public sealed interface Reply {
        /** A text reply, streamed in exactly these pieces. */
        record Text(List<String> pieces) implements Reply {}

        /** Tool calls (after optional text), arguments streamed in pieces of a few characters. */
        record ToolCalls(String text, List<ScriptedCall> calls) implements Reply {}

        /** An HTTP error with this body. */
        record Error(int status, String body) implements Reply {}

        /** Streams these pieces, then cuts the connection without ending the chunked body. */
        record Broken(List<String> pieces) implements Reply {}

        /** Streams these pieces, then an event that is not JSON, then {@code [DONE]}. */
        record Malformed(List<String> pieces) implements Reply {}

        /** Streams these pieces, then holds the connection open without another byte. */
        record Stall(List<String> pieces) implements Reply {}

        /** Exactly these {@code data:} events (raw JSON or {@code [DONE]}), then the body ends. */
        record Events(List<String> data) implements Reply {}

        /** Accepts the request and never answers (no status line). */
        record Silent() implements Reply {}

        static Reply text(String... pieces) {
            return new Text(List.of(pieces));
        }

        static Reply toolCall(String name, String arguments) {
            return new ToolCalls("", List.of(new ScriptedCall(name, arguments)));
        }

        static Reply toolCalls(ScriptedCall... calls) {
            return new ToolCalls("", List.of(calls));
        }

        static Reply error(int status, String body) {
            return new Error(status, body);
        }

        static Reply broken(String... pieces) {
            return new Broken(List.of(pieces));
        }

        static Reply malformed(String... pieces) {
            return new Malformed(List.of(pieces));
        }

        static Reply stall(String... pieces) {
            return new Stall(List.of(pieces));
        }

        static Reply events(String... data) {
            return new Events(List.of(data));
        }

        static Reply silent() {
            return new Silent();
        }
    }

    private final ServerSocket socket;
    private final ExecutorService connections;
    private final ConcurrentLinkedQueue<Reply> script = new ConcurrentLinkedQueue<>();
    private final List<CapturedRequest> requests = new CopyOnWriteArrayList<>();
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private volatile boolean ignoreStream;
    private volatile Function<CapturedRequest, Reply> responder = r -> Reply.error(500, "{\"error\":{\"message\":\"script exhausted\"}}");

    private ScriptedOpenAiServer(ServerSocket socket) {
        this.socket = socket;
        this.connections = Executors.newThreadPerTaskExecutor(Thread.ofPlatform().daemon().name("scripted-llm-", 0).factory());
        connections.submit(this::acceptLoop);
    }

    public static ScriptedOpenAiServer start() {
        try {
            return new ScriptedOpenAiServer(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code http://127.0.0.1:port}: the base URL before {@code /v1/chat/completions}. */
    public URI baseUrl() {
        return URI.create("http://127.0.0.1:" + socket.getLocalPort());
    }

    /** Queues the next replies, answered in order. */
    public ScriptedOpenAiServer reply(Reply... replies) {
        script.addAll(List.of(replies));
        return this;
    }

    /** Answers requests the queue does not cover, e.g. by looking at the prompt. */
    public ScriptedOpenAiServer respondWith(Function<CapturedRequest, Reply> responder) {
        this.responder = responder;
        return this;
    }

    /** Answers with one JSON body even when a stream was asked for, as some servers do. */
    public ScriptedOpenAiServer ignoreStreamFlag() {
        this.ignoreStream = true;
        return this;
    }

    public List<CapturedRequest> requests() {
        return List.copyOf(requests);
    }

    private void acceptLoop() {
        while (!socket.isClosed()) {
            try {
                Socket client = socket.accept();
                open.add(client);
                connections.submit(() -> serve(client));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void serve(Socket client) {
        try (client) {
            CapturedRequest request = readRequest(new BufferedInputStream(client.getInputStream()));
            requests.add(request);
            Reply reply = script.poll();
            if (reply == null) {
                reply = responder.apply(request);
            }
            new ScriptedWire(client.getOutputStream(), request.streaming() && !ignoreStream).write(reply);
        } catch (IOException | InterruptedException ignored) {
            // the client went away or the server is closing
        } finally {
            open.remove(client);
        }
    }

    private static CapturedRequest readRequest(InputStream in) throws IOException {
        String requestLine = line(in);
        Map<String, String> headers = new HashMap<>();
        for (String header = line(in); !header.isEmpty(); header = line(in)) {
            int colon = header.indexOf(':');
            headers.put(header.substring(0, colon).strip().toLowerCase(Locale.ROOT), header.substring(colon + 1).strip());
        }
        int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
        String body = new String(in.readNBytes(length), StandardCharsets.UTF_8);
        String[] parts = requestLine.split(" ");
        return new CapturedRequest(parts[0], parts.length > 1 ? parts[1] : "", Map.copyOf(headers), body);
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("connection closed mid-request");
            }
            if (b != '\r') {
                bytes.write(b);
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // already closed
        }
        for (Socket client : new ArrayList<>(open)) {
            try {
                client.close();
            } catch (IOException ignored) {
                // already closed
            }
        }
        connections.shutdownNow();
    }

}
