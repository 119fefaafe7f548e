package home.hearth.hub.voice;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The latency milestones of one spoken turn, in milliseconds after the end of speech: the final
 * transcript, the speaker decision, the first reply segment, the first device action the device
 * confirmed. Each is kept the first time it happens. Thread-safe.
 */
public final class Milestones {
    public static final String TRANSCRIPT_FINAL = "transcript_final";
    public static final String SPEAKER_DECIDED = "speaker_decided";
    public static final String FIRST_REPLY = "first_reply";
    public static final String ACTION_CONFIRMED = "action_confirmed";
    private final long endOfSpeechNanos;
    private final Map<String, Long> reached = new LinkedHashMap<>();

    public Milestones(long endOfSpeechNanos) {
        this.endOfSpeechNanos = endOfSpeechNanos;
    }

    /** Marks {@code name} now, unless it was marked before. */
    public synchronized void reach(String name) {
        reached.putIfAbsent(name, (System.nanoTime() - endOfSpeechNanos) / 1_000_000);
    }

    public synchronized Map<String, Long> asMap() {
        return Map.copyOf(reached);
    }

    /** In reaching order, for the {@code end} event. */
    public synchronized Map<String, Long> ordered() {
        return new LinkedHashMap<>(reached);
    }
}
