package home.hearth.hub.house;

import home.hearth.devices.automations.Announcer;
import home.hearth.policies.Decision;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rooms that can speak right now: a room microphone connection that can also play speech
 * registers its room here while it is connected. An announcement to a room with no speaker, or
 * one whose speaker fails to take it, is refused with a reason, never silently dropped.
 * A room with several microphones connected speaks through the newest; when it goes, the one
 * connected before it speaks again (a reconnecting microphone's old connection closing late
 * leaves its new one in place).
 */
public final class RoomSpeakers implements Announcer {
    private static final Logger LOG = LoggerFactory.getLogger(RoomSpeakers.class);
    private final Map<String, Deque<Consumer<String>>> speakers = new ConcurrentHashMap<>();

    /** Registers {@code speak} for {@code room} as its newest speaker; the returned handle unregisters it. */
    public AutoCloseable register(String room, Consumer<String> speak) {
        speakers.compute(room, (r, inRoom) -> {
            Deque<Consumer<String>> now = inRoom == null ? new ConcurrentLinkedDeque<>() : inRoom;
            now.addFirst(speak);
            return now;
        });
        return () -> speakers.computeIfPresent(room, (r, inRoom) -> {
            inRoom.removeFirstOccurrence(speak);
            return inRoom.isEmpty() ? null : inRoom;
        });
    }

    @Override
    public Decision announce(String room, String text) {
        Deque<Consumer<String>> inRoom = speakers.get(room);
        Consumer<String> speaker = inRoom == null ? null : inRoom.peekFirst();
        if (speaker == null) {
            return Decision.deny("no speaker is connected in room " + room);
        }
        try {
            speaker.accept(text);
        } catch (RuntimeException e) {
            // the connection closing under the send, the voice failing: a refusal the caller can retry, not a crash
            // in a timer's thread or an automation's request
            LOG.warn("The speaker in room {} failed to take an announcement: {}", room, e.toString());
            return Decision.deny("the speaker in room " + room + " failed: " + e.getMessage());
        }
        return Decision.allow("queued for speaking in " + room);
    }
}
