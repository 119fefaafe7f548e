package home.hearth.hub.voice.recognition.internal;

import java.io.InputStream;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Audio handed from the connection's thread to a decoder's thread: 16-bit little-endian PCM, read
 * blocking until {@link #end()} (or {@link #cancel()}, which also drops what was not read yet).
 */
public final class AudioPipe extends InputStream {
    private static final byte[] END = new byte[0];
    private final LinkedBlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
    private byte[] current = new byte[0];
    private int offset;
    private boolean ended;

    public void write(short[] samples, int length) {
        byte[] bytes = new byte[length * 2];
        for (int i = 0; i < length; i++) {
            bytes[2 * i] = (byte) samples[i];
            bytes[2 * i + 1] = (byte) (samples[i] >> 8);
        }
        chunks.add(bytes);
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
