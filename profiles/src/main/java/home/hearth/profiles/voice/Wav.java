package home.hearth.profiles.voice;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/** Reads RIFF/WAVE files holding 16-bit PCM mono audio (any rate; {@link AudioCheck} judges the rate). */
public final class Wav {
    private Wav() {}

    public static Pcm16 read(byte[] file) {
        if (file.length < 12 || !ascii(file, 0).equals("RIFF") || !ascii(file, 8).equals("WAVE")) {
            throw new BadAudioException(AudioProblem.WRONG_FORMAT,
                    "expected a WAV file (RIFF/WAVE header), got " + file.length + " bytes of something else");
        }
        ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        int pos = 12;
        int rate = -1;
        while (pos + 8 <= file.length) {
            String id = ascii(file, pos);
            long size = Integer.toUnsignedLong(b.getInt(pos + 4));
            int body = pos + 8;
            if (id.equals("fmt ")) {
                rate = readFormat(b, body, (int) Math.min(size, file.length - body));
            } else if (id.equals("data")) {
                if (rate < 0) {
                    throw new BadAudioException(AudioProblem.WRONG_FORMAT, "WAV file has data before its fmt chunk");
                }
                int len = (int) Math.min(size, file.length - body) & ~1; // streamed WAVs may say 0xFFFFFFFF
                byte[] data = java.util.Arrays.copyOfRange(file, body, body + len);
                return Pcm16.fromS16le(data, rate);
            }
            pos = (int) Math.min(Integer.MAX_VALUE, body + size + (size & 1));
        }
        throw new BadAudioException(AudioProblem.WRONG_FORMAT, "WAV file has no data chunk");
    }

    /**
     * {@code length}: the bytes the chunk has, as it says and as the file holds. A truncated upload used to be read
     * past its end (an IndexOutOfBoundsException: a 500 and a stack trace in the hub's log instead of the caller's
     * mistake); a rate of 0 or less is named here, not taken for "no fmt chunk yet".
     */
    private static int readFormat(ByteBuffer b, int at, int length) {
        if (length < 16) {
            throw new BadAudioException(AudioProblem.WRONG_FORMAT,
                    "WAV fmt chunk is cut short: it needs 16 bytes, got " + length);
        }
        int format = b.getShort(at) & 0xffff;
        int channels = b.getShort(at + 2);
        int rate = b.getInt(at + 4);
        int bits = b.getShort(at + 14);
        if (format != 1 && format != 0xFFFE) {
            throw new BadAudioException(AudioProblem.WRONG_FORMAT,
                    "expected PCM WAV (format 1), got format " + format);
        }
        if (bits != 16) {
            throw new BadAudioException(AudioProblem.WRONG_FORMAT, "expected 16-bit samples, got " + bits + "-bit");
        }
        if (channels != 1) {
            throw new BadAudioException(AudioProblem.WRONG_FORMAT, "expected mono audio, got " + channels + " channels");
        }
        if (rate <= 0) {
            throw new BadAudioException(AudioProblem.WRONG_FORMAT, "WAV sample rate must be above 0 Hz, got: " + rate);
        }
        return rate;
    }

    private static String ascii(byte[] f, int at) {
        return at + 4 <= f.length ? new String(f, at, 4, StandardCharsets.US_ASCII) : "";
    }
}
