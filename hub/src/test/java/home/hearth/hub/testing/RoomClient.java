package home.hearth.hub.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.web.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A room microphone for tests: a real {@link java.net.http.WebSocket} to {@code /ws/rooms/{room}}
 * that sends hello, audio frames, end and cancel, and collects the hub's JSON events and audio.
 */
public final class RoomClient implements AutoCloseable {
    private final WebSocket ws;
    private final BlockingQueue<JsonNode> events = new LinkedBlockingQueue<>();
    private final List<byte[]> audio = new ArrayList<>();
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();

    private RoomClient(int port, String room) {
        this.ws = HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/rooms/" + room), new Listener())
                .join();
    }

    public static RoomClient connect(int port, String room) {
        return new RoomClient(port, room);
    }

    /** Connects and says hello with {@code token}; asserts the hub answered ready. */
    public static RoomClient ready(int port, String room, String token) {
        RoomClient c = connect(port, room);
        c.hello(token);
        JsonNode ready = c.next();
        assertEquals("ready", ready.path("type").asText(), ready.toString());
        return c;
    }

    public void hello(String token) {
        text(Json.write(Map.of("type", "hello", "token", token, "sampleRate", 16000, "format", "pcm_s16le")));
    }

    public void text(String message) {
        ws.sendText(message, true).join();
    }

    public void end() {
        text("{\"type\":\"end\"}");
    }

    public void cancel() {
        text("{\"type\":\"cancel\"}");
    }

    public void bytes(byte[] frame) {
        ws.sendBinary(ByteBuffer.wrap(frame), true).join();
    }

    /** Streams samples as frames of 100 ms (3200 bytes). */
    public void speak(short[] samples) {
        int per = 1600;
        for (int at = 0; at < samples.length; at += per) {
            int n = Math.min(per, samples.length - at);
            ByteBuffer b = ByteBuffer.allocate(n * 2).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < n; i++) {
                b.putShort(samples[at + i]);
            }
            bytes(b.array());
        }
    }

    /** The next event (fails after 60 s: a busy machine loads decoders slowly). */
    public JsonNode next() {
        try {
            JsonNode e = events.poll(60, TimeUnit.SECONDS);
            assertNotNull(e, "no event from the hub within 60 s");
            return e;
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(ex);
        }
    }

    /** Skips events until one of {@code type} (fails after 20 s without one). */
    public JsonNode next(String type) {
        return until(e -> type.equals(e.path("type").asText()));
    }

    public JsonNode until(Predicate<JsonNode> wanted) {
        while (true) {
            JsonNode e = next();
            if (wanted.test(e)) {
                return e;
            }
        }
    }

    /** Every event up to and including the next {@code end}. */
    public List<JsonNode> turn() {
        List<JsonNode> seen = new ArrayList<>();
        while (true) {
            JsonNode e = next();
            seen.add(e);
            if ("end".equals(e.path("type").asText())) {
                return seen;
            }
        }
    }

    /** The close code the hub sent (waits up to 20 s). */
    public int closeCode() {
        return closed.orTimeout(20, TimeUnit.SECONDS).join();
    }

    public boolean isClosed() {
        return closed.isDone();
    }

    public synchronized List<byte[]> audio() {
        return List.copyOf(audio);
    }

    @Override
    public void close() {
        if (!ws.isOutputClosed()) {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
        }
        ws.abort();
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();
        private java.io.ByteArrayOutputStream binary = new java.io.ByteArrayOutputStream();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                events.add(Json.readTree(text.toString()));
                text.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
            byte[] b = new byte[data.remaining()];
            data.get(b);
            binary.writeBytes(b);
            if (last) {
                synchronized (RoomClient.this) {
                    audio.add(binary.toByteArray());
                }
                binary = new java.io.ByteArrayOutputStream();
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            closed.complete(-1);
        }
    }

    /** How many events are waiting (for tests that check nothing more came). */
    public int pending() {
        return events.size();
    }

    public static Duration patience() {
        return Duration.ofSeconds(20);
    }
}
