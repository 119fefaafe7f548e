package home.hearth.hub.web.voice;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The open room-microphone connections, so that revoking a microphone or removing a room closes
 * its connections at once (the next frame would be refused anyway; closing says so now).
 */
public final class RoomConnections {
    private final Map<Object, Open> open = new ConcurrentHashMap<>();

    /** One open connection: its room, its microphone (empty for a member's personal microphone), how to close it. */
    private record Open(String room, Optional<String> microphone, Consumer<String> close) {}

    /** Registers a connection; the returned handle unregisters it. */
    AutoCloseable register(String room, Optional<String> microphone, Consumer<String> close) {
        Object key = new Object();
        open.put(key, new Open(room, microphone, close));
        return () -> open.remove(key);
    }

    /** Closes the connections of a revoked microphone, telling them why. */
    public void closeMicrophone(String micId) {
        open.values().stream().filter(o -> o.microphone().filter(micId::equals).isPresent())
                .forEach(o -> o.close().accept("This microphone's token was revoked."));
    }

    /** Closes every connection of a removed room. */
    public void closeRoom(String room) {
        open.values().stream().filter(o -> o.room().equals(room))
                .forEach(o -> o.close().accept("Room " + room + " was removed."));
    }

    /** How many connections are open (for /metrics). */
    public int size() {
        return open.size();
    }
}
