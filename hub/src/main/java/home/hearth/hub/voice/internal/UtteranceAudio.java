package home.hearth.hub.voice.internal;

import java.util.Arrays;

/**
 * The audio of the utterance being heard, for speaker verification, plus a short pre-roll while
 * nobody speaks (so the first syllable before the VAD fired is not lost). Not thread-safe.
 */
public final class UtteranceAudio {
    private final int preRollSamples;
    private final int maxSamples;
    private short[] buffer = new short[16_000];
    private int size;
    private boolean speaking;

    public UtteranceAudio(int preRollSamples, int maxSamples) {
        this.preRollSamples = preRollSamples;
        this.maxSamples = maxSamples;
    }

    /** Appends samples; while silent only the last pre-roll is kept. */
    public void append(short[] samples, int length) {
        ensure(size + length);
        System.arraycopy(samples, 0, buffer, size, length);
        size += length;
        if (!speaking && size > preRollSamples) {
            System.arraycopy(buffer, size - preRollSamples, buffer, 0, preRollSamples);
            size = preRollSamples;
        }
    }

    /** Speech started: from now on everything is kept (up to the maximum). */
    public void speechStarted() {
        speaking = true;
    }

    public boolean speaking() {
        return speaking;
    }

    /** True when the utterance reached the longest the hub listens to. */
    public boolean full() {
        return size >= maxSamples;
    }

    public int size() {
        return size;
    }

    /** What is held (the pre-roll plus speech). */
    public short[] snapshot() {
        return Arrays.copyOf(buffer, size);
    }

    /** The utterance is over (or dropped): start again, silent. */
    public void clear() {
        size = 0;
        speaking = false;
    }

    private void ensure(int needed) {
        if (needed > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(needed, buffer.length * 2));
        }
    }
}
