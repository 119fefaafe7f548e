package home.hearth.hub.voice.recognition.internal;

import java.io.InputStream;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Audio handed from the connection's thread to a decoder's thread: 16-bit little-endian PCM, read
 * blocking until {@link #end()} (or {@link #cancel()}, which also drops what was not read yet).
 *
 * <p>Exact-zero samples are dithered to ±1 (about -90 dBFS) on the way. Digital silence (a room
 * client that sends zeros between utterances, a muted microphone) makes frames of zero energy,
 * whose log Sphinx4's front end floors to -1e5 — it has no dither of its own — and those frames
 * throw off its live cepstral mean normalisation: measured on the ten demo commands, speech with
 * 0.5 s of zeros before it was heard 0 times of 10, and 10 of 10 with this dither.
 */
public final class AudioPipe extends InputStream {
    private static final byte[] END = new byte[0];
    private final LinkedBlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
    private byte[] current = new byte[0];
    private int offset;
    private boolean ended;
    /** A fixed-seed xorshift: the same audio decodes the same way every time. */
    private int dither = 0x2545F491;

    public void write(short[] samples, int length) {
        byte[] bytes = new byte[length * 2];
        for (int i = 0; i < length; i++) {
            short s = samples[i] != 0 ? samples[i] : nextDither();
            bytes[2 * i] = (byte) s;
            bytes[2 * i + 1] = (byte) (s >> 8);
        }
        chunks.add(bytes);
    }

    private short nextDither() {
        dither ^= dither << 13;
        dither ^= dither >>> 17;
        dither ^= dither << 5;
        return (short) ((dither & 1) == 0 ? 1 : -1);
    }

    public void end() {
        chunks.add(END);
    }

    public void cancel() {
        chunks.clear();
        chunks.add(END);
    }

    @Override
    public int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if (len == 0) {
            return 0;
        }
        while (offset == current.length) {
            if (ended) {
                return -1;
            }
            current = take();
            offset = 0;
            ended = current == END;
        }
        int n = Math.min(len, current.length - offset);
        System.arraycopy(current, offset, b, off, n);
        offset += n;
        return n;
    }

    private byte[] take() {
        try {
            return chunks.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return END;
        }
    }
}
