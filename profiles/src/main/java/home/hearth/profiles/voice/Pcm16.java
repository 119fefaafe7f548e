package home.hearth.profiles.voice;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * Mono 16-bit PCM audio, the hub's wire format ({@code pcm_s16le}, 16 kHz for room microphones).
 *
 * @param samples signed 16-bit samples
 * @param sampleRate samples per second (8 000–192 000)
 */
public record Pcm16(short[] samples, int sampleRate) {
    public static final int HUB_RATE = 16_000;

    public Pcm16 {
        Objects.requireNonNull(samples, "samples");
        if (sampleRate < 8_000 || sampleRate > 192_000) {
            throw new BadAudioException(AudioProblem.WRONG_FORMAT,
                    "sample rate must be 8000–192000 Hz, got: " + sampleRate);
        }
    }

    /** Reads raw little-endian signed 16-bit mono samples; an odd trailing byte is an error. */
    public static Pcm16 fromS16le(byte[] raw, int sampleRate) {
        if (raw.length % 2 != 0) {
            throw new BadAudioException(AudioProblem.WRONG_FORMAT,
                    "pcm_s16le audio must have an even number of bytes, got: " + raw.length);
        }
        short[] s = new short[raw.length / 2];
        ByteBuffer.wrap(raw).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer().get(s);
        return new Pcm16(s, sampleRate);
    }

    public double seconds() {
        return samples.length / (double) sampleRate;
    }

    /** Samples scaled to [-1, 1). */
    public float[] toFloats() {
        float[] f = new float[samples.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = samples[i] / 32768f;
        }
        return f;
    }

    /** The samples from {@code fromSecond} for {@code seconds} (clamped to the audio). */
    public Pcm16 slice(double fromSecond, double seconds) {
        int from = (int) Math.min(samples.length, Math.max(0, Math.round(fromSecond * sampleRate)));
        int to = (int) Math.min(samples.length, from + Math.round(seconds * sampleRate));
        return new Pcm16(java.util.Arrays.copyOfRange(samples, from, to), sampleRate);
    }

    @Override
    public String toString() {
        return "Pcm16[" + samples.length + " samples at " + sampleRate + " Hz]";
    }
}
