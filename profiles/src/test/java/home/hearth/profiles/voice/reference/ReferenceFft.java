package home.hearth.profiles.voice.reference;

/** An in-place iterative radix-2 complex FFT of a fixed power-of-two size. */
public final class ReferenceFft {
    private final int n;
    private final double[] cos;
    private final double[] sin;

    public ReferenceFft(int n) {
        if (n < 2 || Integer.bitCount(n) != 1) {
            throw new IllegalArgumentException("FFT size must be a power of two ≥ 2, got: " + n);
        }
        this.n = n;
        cos = new double[n / 2];
        sin = new double[n / 2];
        for (int i = 0; i < n / 2; i++) {
            cos[i] = Math.cos(-2 * Math.PI * i / n);
            sin[i] = Math.sin(-2 * Math.PI * i / n);
        }
    }

    public int size() {
        return n;
    }

    /** Transforms {@code re}/{@code im} (length {@link #size()}) in place. */
    public void transform(double[] re, double[] im) {
        for (int i = 1, j = 0; i < n; i++) {
            int bit = n >> 1;
            for (; (j & bit) != 0; bit >>= 1) {
                j ^= bit;
            }
            j ^= bit;
            if (i < j) {
                double t = re[i]; re[i] = re[j]; re[j] = t;
                t = im[i]; im[i] = im[j]; im[j] = t;
            }
        }
        for (int len = 2; len <= n; len <<= 1) {
            int step = n / len;
            for (int i = 0; i < n; i += len) {
                for (int k = 0; k < len / 2; k++) {
                    double wr = cos[k * step];
                    double wi = sin[k * step];
                    int a = i + k;
                    int b = a + len / 2;
                    double xr = re[b] * wr - im[b] * wi;
                    double xi = re[b] * wi + im[b] * wr;
                    re[b] = re[a] - xr; im[b] = im[a] - xi;
                    re[a] += xr; im[a] += xi;
                }
            }
        }
    }
}
