package home.hearth.hub.voice.vad;

import java.time.Duration;

/**
 * When a detector calls something speech: the probability of each 32 ms window (512 samples at
 * 16 kHz) against {@code threshold}, speech starting after {@code startAfter} of windows above
 * it and ending after {@code endAfter} of windows below {@code threshold - 0.15}.
 *
 * @param threshold speech probability 0..1 (Silero's own default is 0.5)
 * @param startAfter how much speech starts an utterance (shorter clicks are ignored)
 * @param endAfter how much silence ends it (pauses inside a sentence are shorter)
 */
public record VadSettings(double threshold, Duration startAfter, Duration endAfter) {
    public static final VadSettings DEFAULT = new VadSettings(0.5, Duration.ofMillis(96), Duration.ofMillis(600));

    public VadSettings {
        if (threshold <= 0.15 || threshold >= 1) {
            throw new IllegalArgumentException("VAD threshold must be within 0.15..1, got: " + threshold);
        }
        if (startAfter.isNegative() || startAfter.toMillis() > 2_000) {
            throw new IllegalArgumentException("VAD startAfter must be 0..2 s, got: " + startAfter);
        }
        if (endAfter.toMillis() < 100 || endAfter.toMillis() > 5_000) {
            throw new IllegalArgumentException("VAD endAfter must be 100 ms..5 s, got: " + endAfter);
        }
    }

    /** The lower threshold that speech must fall under to count as silence (hysteresis). */
    public double silenceThreshold() {
        return threshold - 0.15;
    }
}
