package home.hearth.hub.web.voice;

import home.hearth.hub.voice.PersonalMicrophone;
import home.hearth.hub.voice.RoomSession;
import home.hearth.hub.voice.VoiceEvent;
import home.hearth.hub.voice.rooms.Microphone;
import home.hearth.hub.voice.rooms.Microphones;
import home.hearth.policies.Principal;
import io.helidon.common.buffers.BufferData;
import io.helidon.websocket.WsCloseCodes;
import io.helidon.websocket.WsListener;
import io.helidon.websocket.WsSession;
import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One room microphone connection. Until a valid hello nothing but a hello is accepted; after it,
 * binary frames are audio and text frames are {@code end}/{@code cancel}. Every bad input is
 * answered with an {@code error} event and the connection stays open, except three refused hellos,
 * an unknown room or a revoked token, which close it, and no accepted hello within {@link #HELLO_WITHIN}.
 */
final class RoomSocket implements WsListener {
    private static final Logger LOG = LoggerFactory.getLogger(RoomSocket.class);
    static final int MAX_FRAME_BYTES = 32_768;
    private static final int MAX_HELLOS = 3;
    /**
     * A connection that has not been greeted this long after it opened is closed, whatever it sent: otherwise anybody
     * who can reach the port holds connections (and their buffers) open for ever without a token, by saying nothing
     * or by sending frames that are refused one by one.
     */
    static final Duration HELLO_WITHIN = Duration.ofSeconds(10);
    private final RoomSockets door;
    private final ByteArrayOutputStream binary = new ByteArrayOutputStream();
    private final StringBuilder text = new StringBuilder();
    private boolean oversized;
    private WsSession ws;
    private String room = "";
    private int refusedHellos;
    private volatile RoomSession session;
    private AutoCloseable registration = () -> { };
    private volatile boolean gone;

    RoomSocket(RoomSockets door) {
        this.door = door;
    }

    @Override
    public void onOpen(WsSession session) {
        this.ws = session;
        String path = session.prologue().uriPath().path();
        this.room = path.substring(path.lastIndexOf('/') + 1);
        door.metrics.increment("hearth_voice_connections_total");
        CompletableFuture.delayedExecutor(HELLO_WITHIN.toMillis(), TimeUnit.MILLISECONDS).execute(this::closeIfNotGreeted);
    }

    /** Closes a connection that no hello has opened since it connected (see {@link #HELLO_WITHIN}). */
    private void closeIfNotGreeted() {
        if (!gone && session == null) {
            error("hello_timeout", "No accepted hello within " + HELLO_WITHIN.toSeconds() + " s of connecting; connect"
                    + " again and say hello first.");
            close("no hello");
        }
    }

    @Override
    public void onMessage(WsSession session, String part, boolean last) {
        if (text.length() + part.length() <= RoomMessage.MAX_TEXT_CHARS + 1) {
            text.append(part);
        }
        if (last) {
            String message = text.toString();
            text.setLength(0);
            handle(RoomMessage.parse(message));
        }
    }

    @Override
    public void onMessage(WsSession session, BufferData part, boolean last) {
        if (binary.size() + part.available() > MAX_FRAME_BYTES) {
            oversized = true;
        } else {
            byte[] bytes = new byte[part.available()];
            part.read(bytes);
            binary.writeBytes(bytes);
        }
        if (last) {
            byte[] frame = binary.toByteArray();
            binary.reset();
            boolean tooLarge = oversized;
            oversized = false;
            audio(frame, tooLarge);
        }
    }

    private void handle(RoomMessage message) {
        switch (message) {
            case RoomMessage.Bad b -> error(b.code(), b.message());
            case RoomMessage.Hello h -> greet(h);
            case RoomMessage.End e -> ifReady(RoomSession::end);
            case RoomMessage.Cancel c -> ifReady(RoomSession::cancel);
        }
    }

    private void audio(byte[] frame, boolean tooLarge) {
        if (session == null) {
            error("hello_required", "Send {\"type\":\"hello\",\"token\":…,\"sampleRate\":16000,\"format\":\"pcm_s16le\"}"
                    + " before any audio.");
        } else if (tooLarge) {
            error("frame_too_large", "An audio frame may hold at most " + MAX_FRAME_BYTES + " bytes; send smaller frames."
                    + " This one was dropped.");
        } else if (frame.length % 2 != 0) {
            error("bad_frame", "Audio frames are 16-bit samples: an even number of bytes, got " + frame.length
                    + ". This one was dropped.");
        } else if (frame.length > 0) {
            short[] samples = new short[frame.length / 2];
            for (int i = 0; i < samples.length; i++) {
                samples[i] = (short) ((frame[2 * i] & 0xff) | (frame[2 * i + 1] << 8));
            }
            session.audio(samples, samples.length);
        }
    }

    /**
     * A hello the hub could not check (its database failing, say) is answered like any other, and the
     * connection stays open for another try. Left to Helidon, the exception closed the connection with its
     * own message as the close reason.
     */
    private void greet(RoomMessage.Hello hello) {
        try {
            hello(hello);
        } catch (RuntimeException e) {
            LOG.warn("Room {}: a hello could not be answered ({})", room, e.getClass().getName());
            RoomSession half = session;
            session = null;
            if (half != null) {
                half.close();
            }
            error("unavailable", "The hub could not check the token just now; say hello again in a moment.");
        }
    }

    private void hello(RoomMessage.Hello hello) {
        if (session != null) {
            error("bad_message", "This connection already said hello; send audio, end or cancel.");
            return;
        }
        if (door.rooms.get(room).isEmpty()) {
            error("unknown_room", "There is no room '" + shorten(room) + "'; the admin adds rooms at /api/v1/rooms.");
            close("unknown room");
            return;
        }
        Optional<Principal> personal = Optional.empty();
        Optional<String> micId = Optional.empty();
        if (Microphones.looksLikeMicrophoneToken(hello.token())) {
            Optional<Microphone> mic = door.microphones.resolve(hello.token());
            if (mic.isPresent() && !mic.get().room().equals(room)) {
                refused("wrong_room", "This microphone belongs to another room; connect to its own room's address.");
                return;
            }
            micId = mic.map(Microphone::id);
        } else {
            personal = door.members.resolve(hello.token());
        }
        if (micId.isEmpty() && personal.isEmpty()) {
            refused("unauthorized", "The token is unknown, expired or revoked. Ask the admin for a microphone token"
                    + " (POST /api/v1/rooms/{id}/microphones) or sign in again.");
            return;
        }
        ready(hello, personal.map(p -> personalMicrophone(hello.token())), micId);
    }

    private void ready(RoomMessage.Hello hello, Optional<PersonalMicrophone> personal, Optional<String> micId) {
        boolean spoken = hello.synthesis() && door.pipeline.canSynthesise();
        session = door.pipeline.open(room, personal, spoken, this::send);
        registration = door.connections.register(room, micId, this::revoked);
        sendText(VoiceEventJson.ready(room, personal.isPresent() ? "member" : "microphone", MAX_FRAME_BYTES,
                door.pipeline.vadId(), door.pipeline.recognizerId()));
        if (hello.synthesis() && !spoken) {
            error("no_synthesis", "Spoken replies need espeak-ng and sox on the hub; replies come as text only.");
        }
        LOG.info("Microphone connected in room {} ({})", room, personal.isPresent() ? "personal" : micId.orElse(""));
    }

    /**
     * The member's token is asked again at every utterance: a member removed, signed out or given another role since
     * the hello must not go on speaking as they were. Asking there covers every way a token stops or changes (and any
     * added later) in the one place that resolves tokens; closing connections from each of those places would not.
     */
    private PersonalMicrophone personalMicrophone(String token) {
        return () -> {
            Optional<Principal> now = door.members.resolve(token);
            if (now.isEmpty()) {
                revoked("You were signed out or removed from the household; sign in again to talk.");
            }
            return now;
        };
    }

    private void refused(String code, String message) {
        error(code, message);
        if (++refusedHellos >= MAX_HELLOS) {
            close("too many refused hellos");
        }
    }

    private void revoked(String why) {
        error("revoked", why + " The connection is closed.");
        close("revoked");
    }

    private void ifReady(java.util.function.Consumer<RoomSession> action) {
        if (session == null) {
            error("hello_required", "Say hello first: {\"type\":\"hello\",\"token\":…,\"sampleRate\":16000,"
                    + "\"format\":\"pcm_s16le\"}.");
        } else {
            action.accept(session);
        }
    }

    private void send(VoiceEvent event) {
        if (event instanceof VoiceEvent.SpokenAudio a) {
            synchronized (this) {
                safely(() -> ws.send(BufferData.create(a.pcm()), true));
            }
        } else {
            sendText(VoiceEventJson.of(event));
        }
    }

    private void error(String code, String message) {
        sendText(VoiceEventJson.error(code, message));
    }

    private synchronized void sendText(String json) {
        safely(() -> ws.send(json, true));
    }

    /**
     * Only the close frame is sent under this connection's lock; the room session is closed after it. A frame being
     * heard holds its room session and waits for this lock to send an event, so closing the session under the lock
     * (as a revocation did, from the admin's request) left both waiting for ever.
     */
    private void close(String reason) {
        synchronized (this) {
            safely(() -> ws.close(WsCloseCodes.VIOLATED_POLICY, reason));
        }
        cleanUp();
    }

    private static void safely(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            LOG.debug("Room connection already gone: {}", e.toString());
        }
    }

    @Override
    public void onClose(WsSession s, int status, String reason) {
        gone = true;
        cleanUp();
    }

    @Override
    public void onError(WsSession s, Throwable t) {
        LOG.debug("Room connection error: {}", t.toString());
        gone = true;
        cleanUp();
    }

    private void cleanUp() {
        RoomSession open = session;
        if (open != null) {
            open.close();
        }
        try {
            registration.close();
        } catch (Exception e) {
            LOG.debug("Connection registration already gone");
        }
    }

    private static String shorten(String s) {
        return s.length() <= 64 ? s : s.substring(0, 64) + "…";
    }
}
