package home.hearth.profiles.voice;

/** Synthetic test signals. */
final class Tones {
    private Tones() {}

    static Pcm16 sine(double hz, double amplitude, double seconds, int rate) {
        short[] s = new short[(int) Math.round(seconds * rate)];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) Math.round(amplitude * 32767 * Math.sin(2 * Math.PI * hz * i / rate));
        }
        return new Pcm16(s, rate);
    }

    static Pcm16 silence(double seconds, int rate) {
        return new Pcm16(new short[(int) Math.round(seconds * rate)], rate);
    }

    static int argmax(float[] v) {
        int best = 0;
        for (int i = 1; i < v.length; i++) {
            if (v[i] > v[best]) {
                best = i;
            }
        }
        return best;
    }
}
