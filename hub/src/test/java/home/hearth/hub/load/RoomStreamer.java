package home.hearth.hub.load;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.web.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * One room microphone under load: a real WebSocket to {@code /ws/rooms/{room}} that streams
 * 16 kHz PCM in real time, 100 ms a frame, without pause: the utterance, then silence until the
 * hub ends the turn, then a second of silence, and again, until the deadline. The latency of a
 * turn is from the last frame of speech sent to the {@code end} event's arrival; the hub's own
 * milestones (ms after the end of speech) are kept too.
 */
final class RoomStreamer {
    private static final int FRAME_SAMPLES = 1600;
    /**
     * A room is never digitally silent: the quiet between utterances is a faint noise floor (±4 of
     * 32768, about −78 dBFS), far below what the VAD calls speech.
     */
    private static final int NOISE_FLOOR = 4;
    private static final long FRAME_NANOS = 100_000_000L;
    /**
     * After the load's deadline a turn still running is waited for this long: a slow turn is
     * slow, not lost; one not ended by then is lost.
     */
    static final long DRAIN_NANOS = TimeUnit.SECONDS.toNanos(60);

    record Event(JsonNode json, long at) {}

    private final String room;
    private final short[] utterance;
    private final Latencies turns;
    private final Map<String, Latencies> milestones;
    private final Map<String, Latencies> outcomes;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final java.util.Random noise = new java.util.Random(17);
    private final WebSocket ws;
    private long nextFrameAt;

    /**
     * @param milestones per hub milestone name, its latencies (filled as they come)
     * @param outcomes counts of turn outcomes and transcripts, by name (only counted, no latency)
     */
    RoomStreamer(int port, String room, String token, short[] utterance, Latencies turns,
            Map<String, Latencies> milestones, Map<String, Latencies> outcomes) {
        this.room = room;
        this.utterance = utterance;
        this.turns = turns;
        this.milestones = milestones;
        this.outcomes = outcomes;
        this.ws = HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/rooms/" + room), new Listener()).join();
        ws.sendText(Json.write(Map.of("type", "hello", "token", token, "sampleRate", 16000, "format", "pcm_s16le")), true)
                .join();
        Event ready = poll(TimeUnit.SECONDS.toNanos(60));
        if (ready == null || !"ready".equals(ready.json().path("type").asText())) {
            throw new IllegalStateException("room " + room + " did not answer ready: " + (ready == null ? "nothing" : ready.json()));
        }
    }

    /** Speaks turn after turn until {@code deadline} (System.nanoTime); each turn is waited for. */
    void run(long deadline) {
        nextFrameAt = System.nanoTime();
        while (System.nanoTime() < deadline) {
            turn(deadline + DRAIN_NANOS);
            silence(10, deadline);
        }
    }

    /**
     * One turn on its own (the warm-up), in real time from now. Without setting the pace first, every
     * frame was "late" against a pace never started and the warm-up streamed as fast as the hub took it
     * (about ten times real time), which no microphone does.
     */
    void oneTurn(long giveUpAt) {
        nextFrameAt = System.nanoTime();
        turn(giveUpAt);
    }

    /**
     * One utterance and the hub's whole answer to it, waited for until {@code giveUp}
     * (System.nanoTime; a person waits for the answer before saying the next thing). An {@code end} that arrives while the utterance is still being spoken (the VAD
     * split it at a pause) is counted but has no latency; the turn then waits for the end of the
     * rest, a little while only.
     */
    private void turn(long giveUpAt) {
        long startOfSpeech = System.nanoTime();
        for (int at = 0; at < utterance.length; at += FRAME_SAMPLES) {
            frame(utterance, at);
        }
        long endOfSpeech = System.nanoTime();
        long giveUp = giveUpAt;
        boolean split = false;
        while (System.nanoTime() < giveUp) {
            Event e;
            while ((e = events.poll()) != null) {
                if (e.at() < startOfSpeech) {
                    count(e.json().path("type").asText().equals("end") ? "late end of an earlier turn" : null);
                    continue;
                }
                if (e.at() < endOfSpeech && e.json().path("type").asText().equals("end")) {
                    count("turn ended while still speaking (utterance split)");
                    split = true;
                    giveUp = Math.min(giveUp, endOfSpeech + TimeUnit.SECONDS.toNanos(5));
                    continue;
                }
                if (seen(e, endOfSpeech)) {
                    return;
                }
            }
            if (ws.isInputClosed()) {
                turns.error("closed");
                throw new IllegalStateException("the hub closed room " + room);
            }
            frame(quiet(), 0);
        }
        if (!split) {
            turns.error("turn_never_ended");
        }
    }

    private void count(String what) {
        if (what != null) {
            outcomes.computeIfAbsent(what, Latencies::new).ok(0);
        }
    }

    /** Counts one event; true when it ends the turn. */
    private boolean seen(Event e, long endOfSpeech) {
        JsonNode j = e.json();
        String type = j.path("type").asText();
        switch (type) {
            case "error" -> turns.error("event_" + j.path("code").asText());
            case "transcript" -> {
                if (j.path("final").asBoolean(false)) {
                    outcomes.computeIfAbsent("heard: " + (j.path("rejected").asBoolean(false) ? "(rejected)"
                            : j.path("text").asText()), Latencies::new).ok(0);
                }
            }
            case "action" -> outcomes.computeIfAbsent("action " + j.path("device").asText() + " "
                    + j.path("outcome").asText(), Latencies::new).ok(0);
            case "end" -> {
                turns.ok(e.at() - endOfSpeech);
                outcomes.computeIfAbsent("outcome " + j.path("outcome").asText(), Latencies::new).ok(0);
                j.path("milestones").fields().forEachRemaining(m -> milestones.computeIfAbsent(m.getKey(),
                        k -> new Latencies("voice_" + k)).ok(TimeUnit.MILLISECONDS.toNanos(m.getValue().asLong())));
                return true;
            }
            default -> { }
        }
        return false;
    }

    private void silence(int frames, long deadline) {
        for (int i = 0; i < frames && System.nanoTime() < deadline; i++) {
            frame(quiet(), 0);
        }
        Event e;
        while ((e = events.poll()) != null) {
            if ("error".equals(e.json().path("type").asText())) {
                turns.error("event_" + e.json().path("code").asText());
            }
        }
    }

    private short[] quiet() {
        short[] q = new short[FRAME_SAMPLES];
        for (int i = 0; i < q.length; i++) {
            q[i] = (short) (noise.nextInt(2 * NOISE_FLOOR + 1) - NOISE_FLOOR);
        }
        return q;
    }

    /** Sends 100 ms of audio when its time comes (real time; a late thread catches up). */
    private void frame(short[] samples, int at) {
        long wait = nextFrameAt - System.nanoTime();
        if (wait > 0) {
            LockSupport.parkNanos(wait);
        }
        nextFrameAt += FRAME_NANOS;
        int n = Math.min(FRAME_SAMPLES, samples.length - at);
        ByteBuffer b = ByteBuffer.allocate(n * 2).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            b.putShort(samples[at + i]);
        }
        ws.sendBinary(b.flip(), true).join();
    }

    private Event poll(long nanos) {
        try {
            return events.poll(nanos, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    void close() {
        if (!ws.isOutputClosed()) {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "load done");
        }
        ws.abort();
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                events.add(new Event(Json.readTree(text.toString()), System.nanoTime()));
                text.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
            webSocket.request(1);
            return null;
        }
    }
}
