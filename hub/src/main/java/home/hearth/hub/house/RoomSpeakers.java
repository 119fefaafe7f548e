package home.hearth.hub.house;

import home.hearth.devices.automations.Announcer;
import home.hearth.policies.Decision;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rooms that can speak right now: a room microphone connection that can also play speech
 * registers its room here while it is connected. An announcement to a room with no speaker, or
 * one whose speaker fails to take it, is refused with a reason, never silently dropped.
 */
public final class RoomSpeakers implements Announcer {
    private static final Logger LOG = LoggerFactory.getLogger(RoomSpeakers.class);
    private final Map<String, Consumer<String>> speakers = new ConcurrentHashMap<>();

    /** Registers {@code speak} for {@code room}; the returned handle unregisters it. */
    public AutoCloseable register(String room, Consumer<String> speak) {
        speakers.put(room, speak);
        return () -> speakers.remove(room, speak);
    }

    @Override
    public Decision announce(String room, String text) {
        Consumer<String> speaker = speakers.get(room);
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
