package home.hearth.profiles.voice.internal;

/**
 * The power spectrum of a real frame of a fixed power-of-two size {@code n}, through one complex
 * FFT of {@code n/2} points (even samples as its real part, odd samples as its imaginary part) and
 * the split that separates the two halves again: half the work of a complex FFT of {@code n}
 * points, with every table (bit reversal, twiddles) built once. Callers bring the scratch arrays,
 * so nothing is allocated per frame and one instance serves every thread.
 */
public final class RealFft {
    private final int n;
    private final int half;
    private final int[] reversed;
    private final double[] cos;
    private final double[] sin;
    private final double[] splitCos;
    private final double[] splitSin;

    public RealFft(int n) {
        if (n < 4 || Integer.bitCount(n) != 1) {
            throw new IllegalArgumentException("FFT size must be a power of two ≥ 4, got: " + n);
        }
        this.n = n;
        this.half = n / 2;
        reversed = new int[half];
        int bits = Integer.numberOfTrailingZeros(half);
        for (int i = 0; i < half; i++) {
            reversed[i] = bits == 0 ? 0 : Integer.reverse(i) >>> (32 - bits);
        }
        cos = new double[half / 2];
        sin = new double[half / 2];
        for (int i = 0; i < half / 2; i++) {
            cos[i] = Math.cos(-2 * Math.PI * i / half);
            sin[i] = Math.sin(-2 * Math.PI * i / half);
        }
        splitCos = new double[half + 1];
        splitSin = new double[half + 1];
        for (int k = 0; k <= half; k++) {
            splitCos[k] = Math.cos(-2 * Math.PI * k / n);
            splitSin[k] = Math.sin(-2 * Math.PI * k / n);
        }
    }

    public int size() {
        return n;
    }

    /**
     * Writes {@code |X[k]|²} for k = 0 … n/2 of the real {@code frame} (length n) into
     * {@code power} (length n/2 + 1); {@code re} and {@code im} (length n/2) are scratch.
     */
    public void power(double[] frame, double[] re, double[] im, double[] power) {
        for (int i = 0; i < half; i++) {
            re[reversed[i]] = frame[2 * i];
            im[reversed[i]] = frame[2 * i + 1];
        }
        butterflies(re, im);
        for (int k = 0; k <= half; k++) {
            int a = k == half ? 0 : k;
            int b = k == 0 ? 0 : half - k;
            double evenRe = (re[a] + re[b]) * 0.5;
            double evenIm = (im[a] - im[b]) * 0.5;
            double oddRe = (im[a] + im[b]) * 0.5;
            double oddIm = (re[b] - re[a]) * 0.5;
            double xr = evenRe + splitCos[k] * oddRe - splitSin[k] * oddIm;
            double xi = evenIm + splitCos[k] * oddIm + splitSin[k] * oddRe;
            power[k] = xr * xr + xi * xi;
        }
    }

    /** Radix-2 decimation-in-time passes over bit-reversed input of length n/2. */
    private void butterflies(double[] re, double[] im) {
        for (int len = 2; len <= half; len <<= 1) {
            int step = half / len;
            int mid = len / 2;
            for (int i = 0; i < half; i += len) {
                for (int k = 0; k < mid; k++) {
                    double wr = cos[k * step];
                    double wi = sin[k * step];
                    int p = i + k;
                    int q = p + mid;
                    double xr = re[q] * wr - im[q] * wi;
                    double xi = re[q] * wi + im[q] * wr;
                    re[q] = re[p] - xr;
                    im[q] = im[p] - xi;
                    re[p] += xr;
                    im[p] += xi;
                }
            }
        }
    }
}
