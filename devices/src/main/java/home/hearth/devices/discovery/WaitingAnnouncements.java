package home.hearth.devices.discovery;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Discovery messages received and not yet imported, oldest first, bounded in count and in bytes. A message on a
 * topic that already has one waiting replaces it in its place (a discovery topic's newest message is the whole
 * truth: Home Assistant's config, zigbee2mqtt's full device list), so a bridge that republishes its list on every
 * change costs one import, not one per change. Beyond the bounds a message is refused, never queued: an account
 * allowed to publish discovery must not be able to fill the hub's memory.
 */
final class WaitingAnnouncements<T> {
    /** What became of an offered message. */
    enum Outcome {
        /** Waits in a new place: one more import to run. */
        QUEUED,
        /** Took the place of the message waiting on its topic: no more imports to run. */
        REPLACED,
        /** Refused: the bounds were reached. */
        REFUSED
    }

    private record Waiting<T>(T message, long bytes) {}

    private final int maxMessages;
    private final long maxBytes;
    private final Map<String, Waiting<T>> byTopic = new LinkedHashMap<>();
    private long bytes;

    WaitingAnnouncements(int maxMessages, long maxBytes) {
        this.maxMessages = maxMessages;
        this.maxBytes = maxBytes;
    }

    synchronized Outcome offer(String topic, T message, long size) {
        Waiting<T> before = byTopic.get(topic);
        long bytesAfter = bytes + size - (before == null ? 0 : before.bytes());
        if (bytesAfter > maxBytes || (before == null && byTopic.size() >= maxMessages)) {
            return Outcome.REFUSED;
        }
        byTopic.put(topic, new Waiting<>(message, size));
        bytes = bytesAfter;
        return before == null ? Outcome.QUEUED : Outcome.REPLACED;
    }

    /** Takes the oldest waiting message, if any. */
    synchronized Optional<T> take() {
        Iterator<Waiting<T>> oldest = byTopic.values().iterator();
        if (!oldest.hasNext()) {
            return Optional.empty();
        }
        Waiting<T> w = oldest.next();
        oldest.remove();
        bytes -= w.bytes();
        return Optional.of(w.message());
    }

    synchronized int size() {
        return byTopic.size();
    }

    synchronized long bytes() {
        return bytes;
    }
}
