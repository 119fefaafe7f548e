package home.hearth.hub.voice.vad;

import home.hearth.profiles.voice.Pcm16;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Test audio around real speech: silence and noise padding, where the speech really is, feeding in odd pieces. */
final class VadAudio {
    static final int RATE = 16_000;

    private VadAudio() {}

    static short[] silence(double seconds) {
        return new short[(int) (seconds * RATE)];
    }

    /** White noise with a standard deviation of {@code amplitude} (1600 ≈ 0.05 of full scale). */
    static short[] noise(double seconds, int amplitude, long seed) {
        Random random = new Random(seed);
        short[] s = new short[(int) (seconds * RATE)];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, random.nextGaussian() * amplitude));
        }
        return s;
    }

    static short[] concat(short[]... parts) {
        int n = 0;
        for (short[] p : parts) {
            n += p.length;
        }
        short[] out = new short[n];
        int off = 0;
        for (short[] p : parts) {
            System.arraycopy(p, 0, out, off, p.length);
            off += p.length;
        }
        return out;
    }

    static short[] mix(short[] a, short[] b) {
        short[] out = new short[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, a[i] + (i < b.length ? b[i] : 0)));
        }
        return out;
    }

    /** The first and last sample of {@code speech} louder than a whisper: where the words really are. */
    static long[] voicedSpan(Pcm16 speech) {
        short[] s = speech.samples();
        int first = -1;
        int last = -1;
        for (int i = 0; i < s.length; i++) {
            if (Math.abs(s[i]) > 500) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        return new long[] {first, last};
    }

    static List<VadEvent> feed(VadSession session, short[] audio, int... pieceSizes) {
        List<VadEvent> events = new ArrayList<>();
        int off = 0;
        for (int k = 0; off < audio.length; k++) {
            int n = Math.min(pieceSizes[k % pieceSizes.length], audio.length - off);
            short[] piece = new short[n + 3];
            System.arraycopy(audio, off, piece, 0, n);
            events.addAll(session.accept(piece, n));
            off += n;
        }
        return events;
    }
}
