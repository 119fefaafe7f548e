package home.hearth.profiles.voice.internal;

/**
 * Kaldi's triangular mel filters: {@code mel(f) = 1127 ln(1 + f/700)}, {@code bins} triangles
 * evenly spaced in mel between {@code lowFreq} and {@code highFreq}, applied to the power
 * spectrum bins below Nyquist.
 */
public final class MelBanks {
    private final double[][] weights;
    private final int[] first;

    public MelBanks(int bins, int fftSize, int sampleRate, double lowFreq, double highFreq) {
        double nyquist = sampleRate / 2.0;
        double high = highFreq <= 0 ? nyquist + highFreq : highFreq;
        if (lowFreq < 0 || high > nyquist || lowFreq >= high) {
            throw new IllegalArgumentException("mel range must satisfy 0 ≤ low < high ≤ " + nyquist
                    + " Hz, got: " + lowFreq + "–" + high);
        }
        double melLow = mel(lowFreq);
        double delta = (mel(high) - melLow) / (bins + 1);
        weights = new double[bins][];
        first = new int[bins];
        for (int b = 0; b < bins; b++) {
            triangle(b, melLow + b * delta, delta, fftSize / 2, sampleRate / (double) fftSize);
        }
    }

    /** Kaldi's weights of bin {@code b}: rising from {@code left} to its centre, falling to the right edge. */
    private void triangle(int b, double left, double delta, int fftBins, double binWidth) {
        double center = left + delta;
        double right = center + delta;
        double[] w = new double[fftBins];
        int lo = -1;
        int hi = -1;
        for (int i = 0; i < fftBins; i++) {
            double m = mel(i * binWidth);
            if (m > left && m < right) {
                w[i] = m <= center ? (m - left) / (center - left) : (right - m) / (right - center);
                lo = lo < 0 ? i : lo;
                hi = i;
            }
        }
        first[b] = Math.max(lo, 0);
        weights[b] = java.util.Arrays.copyOfRange(w, first[b], hi < 0 ? first[b] : hi + 1);
    }

    public static double mel(double hz) {
        return 1127.0 * Math.log(1 + hz / 700.0);
    }

    public int bins() {
        return weights.length;
    }

    /** Mel energies of a power spectrum into {@code out}. */
    public void apply(double[] power, double[] out) {
        for (int b = 0; b < weights.length; b++) {
            double sum = 0;
            double[] w = weights[b];
            for (int i = 0; i < w.length; i++) {
                sum += w[i] * power[first[b] + i];
            }
            out[b] = sum;
        }
    }

    /** The centre frequency of bin {@code b} in Hz. */
    public static double centerHz(int b, int bins, double lowFreq, double highFreq) {
        double melLow = mel(lowFreq);
        double delta = (mel(highFreq) - melLow) / (bins + 1);
        return 700 * (Math.exp((melLow + (b + 1) * delta) / 1127.0) - 1);
    }
}
